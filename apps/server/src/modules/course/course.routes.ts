import { successSchema } from '@roots/shared/contracts/envelope';
import {
  courseUnitSchema,
  factSchema,
  languageSchema,
  lessonSchema,
  progressSchema,
  unitTipsSchema,
} from '@roots/shared/contracts/learning';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '@roots/shared/errors';
import { z } from 'zod';
import { errors, idParams, SIGNED_IN, signedIn } from '../../lib/openapi.ts';
import { ok } from '../../lib/reply.ts';
import { IMMUTABLE, sendFilesFrom } from '../../lib/static-files.ts';
import { type ClipFolders, locateClip } from './course.clips.ts';
import { currentUser, viewerOf } from '../../plugins/authenticate.ts';
import type { CourseService } from './course.service.ts';

interface CourseRouteOptions {
  course: CourseService;
  /** Recordings and course clips: each is served under its exercise's random name, cached for a year. */
  clipFolders: ClipFolders;
  /** The approved contribution for a clip file (issue 40), preferred to a recording or course file. */
  contributedClip?: (file: string) => Promise<Buffer | undefined>;
  /** Whether a recording or course file is served: an admin or learners' reports can take one out. */
  fileInService?: (file: string) => boolean;
}

const languageIdParams = z.object({ languageId: z.uuid('That is not a language id.') });

/** The catalogue (readable signed out; with a token it adds the learner's own progress) and enrolment. */
export const courseRoutes: FastifyPluginAsyncZod<CourseRouteOptions> = async (
  app,
  { course, clipFolders, contributedClip, fileInService = () => true },
) => {
  // A clip is reachable only by the random name its exercise was given at import (a file's own name
  // is a hash of what it says, i.e. of the answer). The file behind a name never changes: a new
  // recording gives its exercises new names.
  await app.register(async (clips) => {
    await sendFilesFrom(clips, clipFolders.course);
    clips.withTypeProvider<ZodTypeProvider>().get(
      '/audio/:clip',
      {
        schema: {
          tags: ['courses'],
          summary: "A listen exercise's clip (Ogg Vorbis), by the name in its audio_url",
          params: z.object({ clip: z.string().max(100) }),
          response: { 200: z.unknown(), ...errors(404) },
        },
      },
      async (request, reply) => {
        const file = await course.clipFile(request.params.clip);
        // A URL's clip changes only with a new URL (approvals renew them), so it is cached as long.
        const contributed = await contributedClip?.(file);
        if (contributed) return reply.type('audio/ogg').header('cache-control', IMMUTABLE).send(contributed);
        if (!fileInService(file)) throw new AppError('NOT_FOUND', 'We could not find that clip.');
        const clip = locateClip(clipFolders, file);
        return reply.sendFile(clip.file, clip.root);
      },
    );
  });

  app.get(
    '/language',
    {
      onRequest: app.authenticateIfPresent,
      schema: {
        tags: ['courses'],
        summary: 'The published languages',
        response: { 200: successSchema(z.array(languageSchema)), ...errors(...SIGNED_IN) },
      },
    },
    async (request) => ok(await course.listLanguages(viewerOf(request))),
  );

  app.get(
    '/language/:id',
    {
      onRequest: app.authenticateIfPresent,
      schema: {
        tags: ['courses'],
        summary: 'One language',
        params: idParams('a language'),
        response: { 200: successSchema(languageSchema), ...errors(400, 404, ...SIGNED_IN) },
      },
    },
    async (request) => ok(await course.getLanguage(viewerOf(request), request.params.id)),
  );

  app.post(
    '/language/enroll/:id',
    signedIn(app, {
      tags: ['courses'],
      summary: 'Enrol in a language',
      params: idParams('a language'),
      data: languageSchema,
      errors: [404],
    }),
    async (request) => ok(await course.enroll(currentUser(request).userId, request.params.id)),
  );

  app.delete(
    '/language/un-enroll/:id',
    signedIn(app, {
      tags: ['courses'],
      summary: 'Leave a language (progress is kept for a return)',
      params: idParams('a language'),
      data: z.object({ message: z.string() }),
      errors: [404],
    }),
    async (request) => {
      await course.unenroll(currentUser(request).userId, request.params.id);
      return ok({ message: 'You have left this course. Your progress is kept if you come back.' });
    },
  );

  app.get(
    '/language/progress/:id',
    signedIn(app, {
      tags: ['courses'],
      summary: "The learner's progress in a language",
      params: idParams('a language'),
      data: progressSchema,
      errors: [404],
    }),
    async (request) => ok(await course.progress(currentUser(request).userId, request.params.id)),
  );

  app.get(
    '/unit/:languageId',
    {
      onRequest: app.authenticateIfPresent,
      schema: {
        tags: ['courses'],
        summary: 'Units of a language with their lessons (locked, available, completed for the learner)',
        params: languageIdParams,
        response: { 200: successSchema(z.array(courseUnitSchema)), ...errors(400, 404, ...SIGNED_IN) },
      },
    },
    async (request) => ok(await course.courseMap(viewerOf(request), request.params.languageId)),
  );

  app.get(
    '/unit/tips/:id',
    signedIn(app, {
      tags: ['courses'],
      summary: "A unit's tips: grammar and usage notes as safe HTML (null when it has none), locked units too",
      params: idParams('a unit'),
      data: unitTipsSchema,
      errors: [404],
    }),
    async (request) => ok(await course.unitTips(request.params.id)),
  );

  app.get(
    '/lesson/:id',
    signedIn(app, {
      tags: ['lessons'],
      summary: 'A lesson with its new words and its exercises with their word hints (never the answers)',
      params: idParams('a lesson'),
      data: lessonSchema,
      errors: [404],
    }),
    async (request) => ok(await course.getLesson(currentUser(request).userId, request.params.id)),
  );

  app.get(
    '/fact/:languageId',
    {
      schema: {
        tags: ['courses'],
        summary: 'Cultural facts of a language',
        params: languageIdParams,
        response: { 200: successSchema(z.array(factSchema)), ...errors(400, 404) },
      },
    },
    async (request) => ok(await course.facts(request.params.languageId)),
  );

  app.get(
    '/user/languages',
    signedIn(app, { tags: ['user'], summary: "The learner's languages", data: z.array(languageSchema) }),
    async (request) => ok(await course.userLanguages(currentUser(request).userId)),
  );

  app.put(
    '/user/languages/current/:id',
    signedIn(app, {
      tags: ['user'],
      summary: "Makes an enrolled language the learner's current course (it follows the account)",
      params: idParams('a language'),
      data: languageSchema,
      errors: [404],
    }),
    async (request) => ok(await course.setCurrentLanguage(currentUser(request).userId, request.params.id)),
  );
};

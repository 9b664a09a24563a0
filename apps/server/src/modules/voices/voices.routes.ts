import { successSchema } from '@roots/shared/contracts/envelope';
import {
  adminVoiceApplicationDecisionParamsSchema,
  adminVoiceClipParamsSchema,
  adminVoiceContributorParamsSchema,
  adminVoiceContributorStateSchema,
  adminVoiceDecisionSchema,
  adminVoiceFileDecisionSchema,
  adminVoiceFileParamsSchema,
  adminVoiceFileStateSchema,
  adminVoicesSchema,
  VOICE_UPLOAD_MAX_BYTES,
  voiceApplicationInputSchema,
  voiceApplicationParamsSchema,
  voiceApplicationResponseSchema,
  voiceClipCreatedSchema,
  voiceClipParamsSchema,
  voiceClipStateSchema,
  voiceClipUploadQuerySchema,
  voiceCodeParamsSchema,
  VOICE_CREDITS_MAX_AGE_SECONDS,
  voiceCreditNameInputSchema,
  voiceCreditNameSchema,
  voiceCreditsSchema,
  voiceReportInputSchema,
  voiceReportReceivedSchema,
  voiceReviewInputSchema,
  voiceReviewListSchema,
  voiceReviewParamsSchema,
  voiceReviewQuerySchema,
  voicesMeSchema,
  voiceStudioQuerySchema,
  voiceStudioSchema,
  voiceTextReportedSchema,
  voiceTextReportInputSchema,
  voiceTextReportParamsSchema,
  voiceUploadMediaTypes,
} from '@roots/shared/contracts/voices';
import type { FastifyInstance, FastifyReply, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, bearer, errors, SIGNED_IN, signedIn } from '../../lib/openapi.ts';
import { ok, uploadedBytes } from '../../lib/reply.ts';
import { NOT_A_SPEECH_RECORDING } from '../../lib/speech-check.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { rateLimits } from '../../rate-limits.ts';
import type { VoicesService } from './voices.service.ts';

const tags = ['voices'];
const actorOf = (request: Parameters<typeof currentUser>[0]) => {
  const user = currentUser(request);
  return { userId: user.userId, role: user.role };
};

/** Contributors apply, record and review; admins decide, pause and settle flags (issue 40). */
/** A clip only its contributor, reviewers and admins may hear: never kept by a browser or a proxy. */
const sendPrivateClip = (reply: FastifyReply, clip: Buffer) =>
  reply.type('audio/ogg').header('cache-control', 'private, no-store').send(clip);
/** The options of a route that sends such a clip: who may call it, and its OpenAPI entry. */
const privateClipRoute = <Params extends z.ZodType>(
  onRequest: FastifyInstance['authenticate'],
  { tags, summary, params }: { tags: string[]; summary: string; params: Params },
) => ({
  onRequest,
  schema: { tags, ...bearer, summary, params, response: { 200: z.unknown(), ...errors(400, 404, ...SIGNED_IN) } },
});

export const voicesRoutes: FastifyPluginAsyncZod<{ voices: VoicesService }> = async (app, { voices }) => {
  app.post(
    '/voices/applications',
    {
      onRequest: app.authenticate,
      config: { rateLimit: rateLimits.voiceApplication },
      schema: {
        tags,
        ...bearer,
        summary: 'Apply to record languages you speak natively',
        body: voiceApplicationInputSchema,
        response: { 201: successSchema(voiceApplicationResponseSchema), ...errors(400, 409, 429, ...SIGNED_IN) },
      },
    },
    async (request, reply) => {
      const application = await voices.apply(currentUser(request).userId, request.body);
      return reply.status(201).send(ok({ application }, 201));
    },
  );

  app.get(
    '/voices/me',
    signedIn(app, { tags, summary: 'Your contributor languages, application and clip counts', data: voicesMeSchema }),
    async (request) => ok(await voices.me(currentUser(request).userId)),
  );

  // Public, and the same for everyone: a browser or a proxy may keep it a few minutes.
  app.get(
    '/voices/credits',
    {
      schema: {
        tags,
        summary: 'The contributors who chose to be named, per language, with their approved clips',
        response: { 200: successSchema(voiceCreditsSchema) },
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', `public, max-age=${String(VOICE_CREDITS_MAX_AGE_SECONDS)}`)
        .send(ok(await voices.credits())),
  );

  app.put(
    '/voices/me/credit-name',
    signedIn(app, {
      tags,
      summary: 'Change or remove (null) your name on the credits page',
      data: voiceCreditNameSchema,
      errors: [404],
      rateLimit: rateLimits.voiceCreditName,
      body: voiceCreditNameInputSchema,
    }),
    async (request) => ok(await voices.setCreditName(currentUser(request).userId, request.body.credit_name)),
  );

  app.get(
    '/voices/studio/:code',
    signedIn(app, {
      tags,
      summary: 'The texts of a course to record next, most-needed first',
      data: voiceStudioSchema,
      errors: [404],
      params: voiceCodeParamsSchema,
      querystring: voiceStudioQuerySchema,
    }),
    async (request) => ok(await voices.studio(actorOf(request), request.params.code, request.query.limit)),
  );

  app.post(
    '/voices/studio/texts/:textId/report',
    signedIn(app, {
      tags,
      summary:
        'Say a text of the studio is wrong: a problem report on the exercise or word using it, for the editors; the text leaves your queue',
      data: voiceTextReportedSchema,
      errors: [404, 409],
      rateLimit: rateLimits.problemReport,
      params: voiceTextReportParamsSchema,
      body: voiceTextReportInputSchema,
    }),
    async (request) => ok(await voices.reportText(actorOf(request), request.params.textId, request.body)),
  );

  // The audio of a clip: for its contributor, the reviewers of its language and admins; never cached.
  app.get(
    '/voices/clips/:id/audio',
    privateClipRoute(app.authenticate, {
      tags,
      summary: "A contributed clip's audio (Ogg Vorbis)",
      params: voiceClipParamsSchema,
    }),
    async (request, reply) => sendPrivateClip(reply, await voices.clipAudio(actorOf(request), request.params.id)),
  );

  app.get(
    '/voices/review/:code',
    signedIn(app, {
      tags,
      summary: 'Clips of a language awaiting your review',
      data: voiceReviewListSchema,
      errors: [404],
      params: voiceCodeParamsSchema,
      querystring: voiceReviewQuerySchema,
    }),
    async (request) => ok(await voices.reviewQueue(actorOf(request), request.params.code, request.query.limit)),
  );

  app.post(
    '/voices/review/:clipId',
    signedIn(app, {
      tags,
      summary: 'Approve, reject (with a reason) or flag a clip',
      data: voiceClipStateSchema,
      errors: [404, 409],
      rateLimit: rateLimits.voiceReview,
      params: voiceReviewParamsSchema,
      body: voiceReviewInputSchema,
    }),
    async (request) => ok(await voices.review(actorOf(request), request.params.clipId, request.body)),
  );

  app.post(
    '/voices/reports',
    signedIn(app, {
      tags,
      summary:
        "Report a clip you heard as wrong, by its audio_url; a repeat is taken but not counted twice. Enough learners' reports hold a contribution until an admin decides",
      data: voiceReportReceivedSchema,
      errors: [404],
      rateLimit: rateLimits.voiceReport,
      body: voiceReportInputSchema,
    }),
    async (request) => ok(await voices.report(currentUser(request).userId, request.body)),
  );

  // Uploads are the raw body, in a scope of their own, checked and re-encoded on arrival.
  await app.register(async (upload) => {
    upload.addContentTypeParser(
      [...voiceUploadMediaTypes],
      { parseAs: 'buffer', bodyLimit: VOICE_UPLOAD_MAX_BYTES },
      (_req, body, done) => {
        done(null, body);
      },
    );
    const route = upload.withTypeProvider<ZodTypeProvider>();
    /** A signed-in upload of a recording: its limits, the media types taken and every way it can fail. */
    const uploading = <Input extends Pick<FastifySchema, 'params' | 'querystring'>, Response extends object>(
      summary: string,
      input: Input,
      response: Response,
    ) => ({
      onRequest: app.authenticate,
      bodyLimit: VOICE_UPLOAD_MAX_BYTES,
      config: { rateLimit: rateLimits.voiceUpload },
      schema: {
        tags,
        ...bearer,
        summary: `${summary} (WebM, Ogg, MP4, WAV or FLAC audio, up to 4 MB)`,
        consumes: [...voiceUploadMediaTypes],
        ...input,
        response: { ...response, ...errors(400, 404, 409, 413, 415, 429, 503, ...SIGNED_IN) },
      },
    });

    route.put(
      '/voices/applications/:id/sample',
      uploading(
        "Your application's sample recording",
        { params: voiceApplicationParamsSchema },
        { 200: successSchema(voiceApplicationResponseSchema) },
      ),
      async (request) => {
        const bytes = uploadedBytes(request.body, NOT_A_SPEECH_RECORDING);
        return ok({ application: await voices.putSample(currentUser(request).userId, request.params.id, bytes) });
      },
    );

    route.post(
      '/voices/clips',
      uploading(
        'Your recording of a text',
        { querystring: voiceClipUploadQuerySchema },
        { 201: successSchema(voiceClipCreatedSchema) },
      ),
      async (request, reply) => {
        const bytes = uploadedBytes(request.body, NOT_A_SPEECH_RECORDING);
        const created = await voices.record(actorOf(request), request.query.text_id, bytes);
        return reply.status(201).send(ok(created, 201));
      },
    );
  });

  // --- admin ------------------------------------------------------------------------------------
  const adminTag = ['admin'];

  app.get(
    '/admin/voices',
    adminOnly(app, {
      tags: adminTag,
      summary: "Voices per language, open applications, flagged or held clips and learners' reports",
      data: adminVoicesSchema,
    }),
    async () => ok(await voices.overview()),
  );

  app.get(
    '/admin/voices/applications/:id/sample',
    privateClipRoute(app.requireAdmin, {
      tags: adminTag,
      summary: "An application's sample recording (Ogg Vorbis)",
      params: voiceApplicationParamsSchema,
    }),
    async (request, reply) => sendPrivateClip(reply, await voices.sampleAudio(request.params.id)),
  );

  app.post(
    '/admin/voices/applications/:id/languages/:code',
    adminOnly(app, {
      tags: adminTag,
      summary: 'Approve or reject one language of an application',
      data: adminVoiceContributorStateSchema,
      errors: [404, 409],
      params: adminVoiceApplicationDecisionParamsSchema,
      body: adminVoiceDecisionSchema,
    }),
    async (request) =>
      ok(
        await voices.decideApplication(
          currentUser(request).userId,
          request.params.id,
          request.params.code,
          request.body.decision,
        ),
      ),
  );

  for (const action of ['pause', 'resume'] as const) {
    app.post(
      `/admin/voices/contributors/:userId/:code/${action}`,
      adminOnly(app, {
        tags: adminTag,
        summary:
          action === 'pause'
            ? 'Pause a contributor in a language and withdraw every clip of theirs in it (audited)'
            : 'Let a paused contributor record again (withdrawn clips stay withdrawn)',
        data: adminVoiceContributorStateSchema,
        errors: [404, 409],
        params: adminVoiceContributorParamsSchema,
      }),
      async (request) =>
        ok(await voices[action](currentUser(request).userId, request.params.userId, request.params.code)),
    );
  }

  app.get(
    '/admin/voices/files/:code/:name/audio',
    privateClipRoute(app.requireAdmin, {
      tags: adminTag,
      summary: 'A reported CMS recording or course file (Ogg Vorbis), also while out of service',
      params: adminVoiceFileParamsSchema,
    }),
    async (request, reply) =>
      sendPrivateClip(reply, await voices.fileAudio(`${request.params.code}/${request.params.name}`)),
  );

  app.post(
    '/admin/voices/files/:code/:name',
    adminOnly(app, {
      tags: adminTag,
      summary:
        'Keep a reported CMS recording or course file (its reports are settled; it plays again if out of service) or take it out of service (audited)',
      data: adminVoiceFileStateSchema,
      errors: [404, 409],
      params: adminVoiceFileParamsSchema,
      body: adminVoiceFileDecisionSchema,
    }),
    async (request) =>
      ok(
        await voices.decideFile(
          currentUser(request).userId,
          `${request.params.code}/${request.params.name}`,
          request.body.decision,
        ),
      ),
  );

  app.post(
    '/admin/voices/clips/:id',
    adminOnly(app, {
      tags: adminTag,
      summary: 'Put back (approve) or reject a flagged or held clip',
      data: voiceClipStateSchema,
      errors: [404, 409],
      params: adminVoiceClipParamsSchema,
      body: adminVoiceDecisionSchema,
    }),
    async (request) =>
      ok(await voices.decideClip(currentUser(request).userId, request.params.id, request.body.decision)),
  );
};

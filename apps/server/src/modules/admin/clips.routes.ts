import { successSchema } from '@roots/shared/contracts/envelope';
import { clipQuerySchema, clipStatusSchema } from '@roots/shared/contracts/management';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLIP_MAX_BYTES, NOT_A_RECORDING } from '../../lib/audio.ts';
import { bearer, errors, idParams, SIGNED_IN } from '../../lib/openapi.ts';
import { ok, uploadedBytes } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { rateLimits } from '../../rate-limits.ts';
import type { ClipService } from './clips.service.ts';

const params = idParams('a language');
const AUDIO_TYPES = ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/flac', 'audio/ogg'];

/** Clips of listen exercises for the exercise editor: status, listen, upload, generate. Admins only. */
export const clipRoutes: FastifyPluginAsyncZod<{ clips: ClipService }> = async (app, { clips }) => {
  const admin = { onRequest: app.requireAdmin };
  const tag = { tags: ['admin'], ...bearer };
  const status = { 200: successSchema(clipStatusSchema), ...errors(400, 404, ...SIGNED_IN) };
  const made = { 201: successSchema(clipStatusSchema) };

  app.get(
    '/admin/languages/:id/clip',
    {
      ...admin,
      schema: {
        ...tag,
        summary: 'Whether a sentence has a clip (a recording, a course file, or none) and if speech can be made',
        params,
        querystring: clipQuerySchema,
        response: status,
      },
    },
    async (request) => ok(await clips.status(request.params.id, request.query.say)),
  );

  app.post(
    '/admin/languages/:id/clip/speech',
    {
      ...admin,
      config: { rateLimit: rateLimits.clipMaking },
      schema: {
        ...tag,
        summary: "Make the sentence's clip with espeak-ng (languages with a voice only)",
        params,
        body: clipQuerySchema,
        response: { ...made, ...errors(400, 404, 409, 429, 503, ...SIGNED_IN) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await clips.generate(currentUser(request).userId, request.params.id, request.body.say), 201)),
  );

  app.get(
    '/admin/languages/:id/clip/audio',
    {
      ...admin,
      schema: {
        ...tag,
        summary: "The sentence's clip (Ogg Vorbis), for the editor's player",
        params,
        querystring: clipQuerySchema,
        // The body is the Ogg file itself (a Buffer is sent as it is, never serialised).
        response: { 200: z.unknown(), ...errors(400, 404, ...SIGNED_IN) },
      },
    },
    // An admin's view of a clip that may be replaced at any moment: never cached.
    async (request, reply) =>
      reply
        .type('audio/ogg')
        .header('cache-control', 'no-store')
        .send(await clips.audio(request.params.id, request.query.say)),
  );

  // The recording is the raw body, in a scope of its own (as the image uploads), re-encoded on arrival.
  await app.register(async (audio) => {
    audio.addContentTypeParser(AUDIO_TYPES, { parseAs: 'buffer', bodyLimit: CLIP_MAX_BYTES }, (_req, body, done) => {
      done(null, body);
    });
    audio.withTypeProvider<ZodTypeProvider>().put(
      '/admin/languages/:id/clip',
      {
        ...admin,
        bodyLimit: CLIP_MAX_BYTES,
        config: { rateLimit: rateLimits.clipMaking },
        schema: {
          ...tag,
          summary: 'Upload a recording of the sentence (WAV, FLAC or Ogg Vorbis, up to 5 MB and 30 s)',
          consumes: AUDIO_TYPES,
          params,
          querystring: clipQuerySchema,
          response: { ...made, ...errors(400, 404, 413, 415, 429, 503, ...SIGNED_IN) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            ok(
              await clips.saveRecording(
                currentUser(request).userId,
                request.params.id,
                request.query.say,
                uploadedBytes(request.body, NOT_A_RECORDING),
              ),
              201,
            ),
          ),
    );
  });
};

import { offlinePackageSchema, offlineSummarySchema } from '@roots/shared/contracts/offline';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, signedIn } from '../../lib/openapi.ts';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { rateLimits } from '../../rate-limits.ts';
import type { OfflineService } from './offline.service.ts';

/** A course's next lessons and practice for the device to play without the network (docs/offline.md). */
export const offlineRoutes: FastifyPluginAsyncZod<{ offline: OfflineService }> = async (app, { offline }) => {
  const tags = ['lessons'];

  app.get(
    '/offline/course/:id',
    signedIn(app, {
      tags,
      summary: 'What a download of a course for offline would carry, and its size in bytes (starts nothing)',
      rateLimit: rateLimits.offlineSummary,
      params: idParams('a language'),
      data: offlineSummarySchema,
      errors: [404],
    }),
    async (request) => ok(await offline.summary(currentUser(request).userId, request.params.id)),
  );

  app.post(
    '/offline/course/:id',
    signedIn(app, {
      tags,
      summary:
        "A course's next 10 lessons and a practice session (started or resumed) with their answer keys and clips, to play offline",
      rateLimit: rateLimits.offlineDownload,
      params: idParams('a language'),
      data: offlinePackageSchema,
      errors: [404],
    }),
    async (request) => ok(await offline.download(currentUser(request).userId, request.params.id)),
  );
};

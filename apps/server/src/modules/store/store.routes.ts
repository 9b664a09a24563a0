import { successSchema } from '@roots/shared/contracts/envelope';
import { premiumSchema, purchaseSchema, storeSchema, walletSchema } from '@roots/shared/contracts/store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, errors, SIGNED_IN } from '../../lib/openapi.ts';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { rateLimits } from '../../rate-limits.ts';
import type { StoreService } from './store.service.ts';

export const storeRoutes: FastifyPluginAsyncZod<{ store: StoreService }> = async (app, { store }) => {
  app.get(
    '/store',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['store'],
        ...bearer,
        summary: 'The power-ups with their prices, and the learner’s coins and holdings',
        response: { 200: successSchema(storeSchema), ...errors(...SIGNED_IN) },
      },
    },
    async (request) => ok(await store.store(currentUser(request).userId)),
  );

  app.post(
    '/store/purchase',
    {
      onRequest: app.authenticate,
      config: { rateLimit: rateLimits.purchase },
      schema: {
        tags: ['store'],
        ...bearer,
        summary: 'Buy a power-up with coins (the price is the server’s); answers the new wallet',
        body: purchaseSchema,
        response: { 200: successSchema(walletSchema), ...errors(400, 409, 429, ...SIGNED_IN) },
      },
    },
    async (request) => ok(await store.purchase(currentUser(request).userId, request.body.item_id)),
  );

  app.post(
    '/store/premium/trial',
    {
      onRequest: app.authenticate,
      config: { rateLimit: rateLimits.premiumTrial },
      schema: {
        tags: ['store'],
        ...bearer,
        summary: 'Start the free 14-day Premium trial (once per account; no payment)',
        response: { 200: successSchema(premiumSchema), ...errors(409, 429, ...SIGNED_IN) },
      },
    },
    async (request) => ok(await store.startTrial(currentUser(request).userId)),
  );

  app.delete(
    '/store/premium/trial',
    {
      onRequest: app.authenticate,
      config: { rateLimit: rateLimits.premiumTrial },
      schema: {
        tags: ['store'],
        ...bearer,
        summary: 'End the Premium trial now',
        response: { 200: successSchema(premiumSchema), ...errors(409, 429, ...SIGNED_IN) },
      },
    },
    async (request) => ok(await store.endTrial(currentUser(request).userId)),
  );
};

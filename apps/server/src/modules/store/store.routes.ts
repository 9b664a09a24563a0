import { premiumSchema, purchaseSchema, storeSchema, walletSchema } from '@roots/shared/contracts/store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/openapi.ts';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { rateLimits } from '../../rate-limits.ts';
import type { StoreService } from './store.service.ts';

export const storeRoutes: FastifyPluginAsyncZod<{ store: StoreService }> = async (app, { store }) => {
  const tags = ['store'];

  app.get(
    '/store',
    signedIn(app, {
      tags,
      summary: 'The power-ups with their prices, and the learner’s coins and holdings',
      data: storeSchema,
    }),
    async (request) => ok(await store.store(currentUser(request).userId)),
  );

  app.post(
    '/store/purchase',
    signedIn(app, {
      tags,
      summary: 'Buy a power-up with coins (the price is the server’s); answers the new wallet',
      rateLimit: rateLimits.purchase,
      body: purchaseSchema,
      data: walletSchema,
      errors: [409],
    }),
    async (request) => ok(await store.purchase(currentUser(request).userId, request.body.item_id)),
  );

  // Starting and ending the trial share their limit and answers.
  const trial = (summary: string) =>
    signedIn(app, { tags, summary, rateLimit: rateLimits.premiumTrial, data: premiumSchema, errors: [409] });

  app.post(
    '/store/premium/trial',
    trial('Start the free 14-day Premium trial (once per account; no payment)'),
    async (request) => ok(await store.startTrial(currentUser(request).userId)),
  );
  app.delete('/store/premium/trial', trial('End the Premium trial now'), async (request) =>
    ok(await store.endTrial(currentUser(request).userId)),
  );
};

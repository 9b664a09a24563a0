import { contactMessageSchema, contactReceiptSchema } from '@roots/shared/contracts/contact';
import { apiErrorSchema, successSchema } from '@roots/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import type { ContactService } from './contact.service.ts';

export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '15 minutes' } as const;

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the Roots team',
        body: contactMessageSchema,
        response: { 201: successSchema(contactReceiptSchema), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const receipt = await contact.submit(request.body, request.id);
      return reply.status(201).send(ok(receipt, 201));
    },
  );
};

import { contactMessageSchema, contactReceiptSchema } from '@roots/shared/contracts/contact';
import { successSchema } from '@roots/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/openapi.ts';
import { ok } from '../../lib/reply.ts';
import { rateLimits } from '../../rate-limits.ts';
import type { ContactService } from './contact.service.ts';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: rateLimits.contact },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the Roots team',
        body: contactMessageSchema,
        response: { 201: successSchema(contactReceiptSchema), ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const receipt = await contact.submit(request.body, request.id);
      return reply.status(201).send(ok(receipt, 201));
    },
  );
};

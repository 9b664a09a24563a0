import { successSchema } from '@roots/shared/contracts/envelope';
import {
  resetPasswordSchema,
  resetRequestSchema,
  signInLinkRequestSchema,
  verifyEmailSchema,
} from '@roots/shared/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, signedIn } from '../../lib/openapi.ts';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { rateLimits } from '../../rate-limits.ts';
import type { AuthLinksService } from './auth-links.service.ts';

const done = (message: string) => ok({ message });
const doneData = z.object({ message: z.string() });
const doneSchema = successSchema(doneData);

/** The e-mailed links: confirm an address, reset a forgotten password, ask for a sign-in link. */
export const authLinksRoutes: FastifyPluginAsyncZod<{ links: AuthLinksService }> = async (app, { links }) => {
  // Mails: 5 an hour per address here, and at most one a minute per account in the service.
  const mailLimit = { rateLimit: rateLimits.mail };

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm the e-mail address with the token from the verification mail',
        body: verifyEmailSchema,
        response: { 200: doneSchema, ...errors(400) },
      },
    },
    async (request) => {
      await links.verifyEmail(request.body.token);
      return done('Your e-mail address is confirmed.');
    },
  );

  app.post(
    '/auth/resend-verification',
    // 400 is the service's: the address is already confirmed.
    signedIn(app, {
      tags: ['auth'],
      summary: 'Send the verification mail again',
      rateLimit: mailLimit.rateLimit,
      data: doneData,
      errors: [400],
    }),
    async (request) => {
      await links.resendVerification(currentUser(request).userId);
      return done('We sent a new confirmation link. It works for 24 hours.');
    },
  );

  app.post(
    '/auth/init-reset-password',
    {
      config: mailLimit,
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link (same answer whether or not the address has an account)',
        body: resetRequestSchema,
        response: { 200: doneSchema, ...errors(400, 429) },
      },
    },
    async (request) => {
      links.requestPasswordReset(request.body.email);
      return done('If an account uses that address, a reset link is on its way. It works for one hour.');
    },
  );

  app.post(
    '/auth/sign-in-link',
    {
      config: mailLimit,
      schema: {
        tags: ['auth'],
        summary: 'Mail a one-time sign-in link (same answer whether or not the address has an account)',
        body: signInLinkRequestSchema,
        response: { 200: doneSchema, ...errors(400, 429) },
      },
    },
    async (request) => {
      links.requestSignInLink(request.body.email);
      return done('If an account uses that address, a sign-in link is on its way. It works for 15 minutes.');
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: mailLimit,
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with the token from the reset mail; every session ends',
        body: resetPasswordSchema,
        response: { 200: doneSchema, ...errors(400, 429) },
      },
    },
    async (request) => {
      await links.resetPassword(request.body.token, request.body.password);
      return done('Your password has been changed. Please log in with the new one.');
    },
  );
};

import { AppError } from '@roots/shared/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Authenticated } from '../modules/user/user.identity.ts';

type Hook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    auth?: Authenticated;
  }
  interface FastifyInstance {
    /** onRequest hook: a signed-in learner (`Authorization: Bearer <access token>`), else 401. */
    authenticate: Hook;
    /** onRequest hook for pages that work signed out too: with a token, the learner is known. */
    authenticateIfPresent: Hook;
    /**
     * onRequest hook for admin routes: a signed-in admin, checked on the server on every request
     * (the role comes from the live account row, so a demotion applies at once).
     */
    requireAdmin: Hook;
  }
}

/** The three ways a route says who may call it, decorated on the app for every module. */
export function registerAuthentication(
  app: FastifyInstance,
  auth: { authenticate: (accessToken: string) => Promise<Authenticated> },
) {
  const authenticate: Hook = async (request) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
    if (!token) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
    request.auth = await auth.authenticate(token);
  };
  app.decorate('authenticate', authenticate);
  app.decorate('authenticateIfPresent', async (request: FastifyRequest) => {
    if (request.headers.authorization) await authenticate(request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await authenticate(request);
    if (currentUser(request).role !== 'admin') throw new AppError('FORBIDDEN', 'This page is for Roots admins only.');
  });
}

/** The signed-in learner of a request that passed `authenticate`. */
export function currentUser(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
  return request.auth;
}

/** The learner of a request that passed `authenticateIfPresent`, if any. */
export const viewerOf = (request: FastifyRequest) => request.auth?.userId;

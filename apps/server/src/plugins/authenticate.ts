import { AppError } from '@roots/shared/errors';
import type { FastifyRequest } from 'fastify';
import type { Authenticated, AuthService } from '../modules/auth/auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: Authenticated;
  }
}

/** An onRequest hook for routes that need a signed-in learner: `Authorization: Bearer <access token>`. */
export function createAuthenticate(auth: AuthService) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
    if (!token) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
    request.auth = await auth.authenticate(token);
  };
}

/** The signed-in learner of a request that passed `authenticate`. */
export function currentUser(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
  return request.auth;
}

/**
 * An onRequest hook for admin routes: a signed-in admin, checked on the server on every request
 * (the role comes from the live account row, so a demotion applies at once).
 */
export function createRequireAdmin(authenticate: (request: FastifyRequest) => Promise<void>) {
  return async (request: FastifyRequest) => {
    await authenticate(request);
    if (currentUser(request).role !== 'admin') throw new AppError('FORBIDDEN', 'This page is for Roots admins only.');
  };
}

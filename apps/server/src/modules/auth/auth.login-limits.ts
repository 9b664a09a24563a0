import { emailKey } from '@roots/shared/domain/identity';
import { AppError } from '@roots/shared/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rateLimits } from '../../rate-limits.ts';

/**
 * The limits of signing in, which the plugin's per-route option cannot express: several counters
 * on every attempt, and one that counts only failures.
 */
export function createLoginLimits(app: FastifyInstance) {
  const accountOf = (request: FastifyRequest) => emailKey(String((request.body as { email?: unknown }).email));
  const tooMany = (reply: FastifyReply, seconds: number) => {
    const wait = String(Math.max(1, seconds));
    void reply.header('retry-after', wait);
    return new AppError('RATE_LIMITED', `Too many sign-in attempts. Please wait ${wait} seconds and try again.`);
  };
  // Per address and account, and per address alone: guessing is slow, nobody is locked out for good.
  // Both counters run on every attempt (the plugin's own hook would stop at the first).
  const attempts = [
    app.createRateLimit({
      ...rateLimits.loginPerAccount,
      keyGenerator: (request) => `login:${request.ip}:${accountOf(request)}`,
    }),
    app.createRateLimit({ ...rateLimits.loginPerAddress, keyGenerator: (request) => `login:${request.ip}` }),
  ];
  // Per account from every address: only failures count, and the wait grows in two steps (a
  // quarter of an hour, then hours). Unknown addresses are counted the same way, so a lock says
  // nothing about which accounts exist.
  const failures = rateLimits.loginFailuresPerAccount.map((limit, step) =>
    app.createRateLimit({ ...limit, keyGenerator: (request) => `login-failed:${String(step)}:${accountOf(request)}` }),
  );

  return {
    /** Before a sign-in: counts the attempt, and refuses it while any limit is exceeded. */
    check: async (request: FastifyRequest, reply: FastifyReply) => {
      for (const limit of attempts) {
        const result = await limit(request);
        if (!result.isAllowed && result.isExceeded) throw tooMany(reply, result.ttlInSeconds);
      }
      // Read without counting, so a lock starts once `max` failures are passed.
      for (const limit of failures) {
        const status = await limit(request, { increment: false });
        if (!status.isAllowed && status.isExceeded) throw tooMany(reply, status.ttlInSeconds);
      }
    },
    /** After a wrong password (or an unknown address). */
    countFailure: async (request: FastifyRequest) => {
      for (const limit of failures) await limit(request);
    },
  };
}

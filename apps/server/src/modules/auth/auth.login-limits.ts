import { emailKey } from '@roots/shared/domain/identity';
import { AppError } from '@roots/shared/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rateLimits } from '../../rate-limits.ts';
import type { AuthService } from './auth.service.ts';

type SignInContext = Awaited<ReturnType<AuthService['signInContext']>>;

/**
 * The limits of signing in, which the plugin's per-route option cannot express: several counters
 * on every attempt, and some that count only failures. Failures from strangers slow strangers:
 * an account's lock applies to addresses it never signed in from, while the owner at an address
 * they used before has a count of their own.
 */
export function createLoginLimits(app: FastifyInstance, auth: Pick<AuthService, 'signInContext'>) {
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
  // Each attempt's context, read once before it (`check`) and used again after a failure.
  const contexts = new WeakMap<FastifyRequest, SignInContext>();
  const epochOf = (request: FastifyRequest) => String(contexts.get(request)?.epoch ?? 0);
  // Failures only, in steps of backoff; keyed by the account's token version, so a new password
  // (a reset) lifts every lock. Unknown addresses count like accounts never signed in from here.
  const fromStrangers = rateLimits.loginFailuresPerAccount.map((limit, step) =>
    app.createRateLimit({
      ...limit,
      keyGenerator: (request) => `login-failed:${String(step)}:${accountOf(request)}:${epochOf(request)}`,
    }),
  );
  const fromKnownAddress = rateLimits.loginFailuresPerKnownAddress.map((limit, step) =>
    app.createRateLimit({
      ...limit,
      keyGenerator: (request) =>
        `login-failed-known:${String(step)}:${request.ip}:${accountOf(request)}:${epochOf(request)}`,
    }),
  );
  const fromAddress = app.createRateLimit({
    ...rateLimits.loginFailuresPerAddress,
    keyGenerator: (request) => `login-failed-address:${request.ip}`,
  });
  const failuresOf = (request: FastifyRequest) => [
    fromAddress,
    ...(contexts.get(request)?.knownAddress ? fromKnownAddress : fromStrangers),
  ];

  return {
    /** Before a sign-in: counts the attempt, and refuses it while any limit is exceeded. */
    check: async (request: FastifyRequest, reply: FastifyReply) => {
      for (const limit of attempts) {
        const result = await limit(request);
        if (!result.isAllowed && result.isExceeded) throw tooMany(reply, result.ttlInSeconds);
      }
      contexts.set(request, await auth.signInContext(accountOf(request), request.ip));
      // Read without counting, so a lock starts once `max` failures are passed.
      for (const limit of failuresOf(request)) {
        const status = await limit(request, { increment: false });
        if (!status.isAllowed && status.isExceeded) throw tooMany(reply, status.ttlInSeconds);
      }
    },
    /** After a wrong password (or an unknown address). */
    countFailure: async (request: FastifyRequest) => {
      for (const limit of failuresOf(request)) await limit(request);
    },
  };
}

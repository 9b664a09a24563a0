import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '@roots/shared/errors';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Security headers and rate limiting. The Content-Security-Policy allows only our own scripts:
 * the SPA ships no inline script. Inline styles stay allowed because the toast library injects
 * its stylesheet at run time; styles cannot run code.
 */
export async function registerSecurity(app: FastifyInstance, redis: Redis | undefined) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Cross-origin isolation would block Google's sign-in pop-up flow and buys nothing here.
    crossOriginEmbedderPolicy: false,
  });

  // Limits are declared per route (`config.rateLimit`); with Redis they are shared by every instance.
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'roots:rl:' } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests. Please wait ${context.after} and try again.`),
  });
}

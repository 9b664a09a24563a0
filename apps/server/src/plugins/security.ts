import rateLimit from '@fastify/rate-limit';
import { AppError } from '@roots/shared/errors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { fallbackStore } from '../lib/rate-limit-store.ts';
import type { RedisLink } from '../lib/redis.ts';
import { learnerNameScriptHash } from './frame-script.ts';

/**
 * Security headers and rate limiting. The Content-Security-Policy allows only our own scripts:
 * the files of the build and, by its hash, the one inline script of the dashboard's first paint.
 * Inline styles stay allowed because the toast library injects its stylesheet at run time; styles
 * cannot run code.
 */
export async function registerSecurity(app: FastifyInstance, redis: RedisLink | undefined) {
  // helmet itself, built once: @fastify/helmet builds it again on every request (for per-route
  // options and nonces, which Roots does not use), a twentieth of a signed-in request's time.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", learnerNameScriptHash],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // blob: plays back a recording made in the browser (the studio and CMS) before it is sent.
        mediaSrc: ["'self'", 'blob:'],
        // The service worker (/sw.js) and the web app manifest (issue 41): said outright, not left
        // to the fallbacks (script-src, default-src) that allow them today.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
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
  app.addHook('onRequest', (request, reply, done) => {
    if (isBuiltCode(request.url)) {
      // A script, stylesheet or font of the build is never a document: the policies that govern a
      // document (what it runs, who frames it, where it sends its referrer, HSTS, which the page
      // brings) do nothing on it, and cost a phone 0.7 KB of headers per file on HTTP/1.1, 8 KB
      // of a first visit to `/`. What does act on it stays.
      void reply.header('x-content-type-options', 'nosniff').header('cross-origin-resource-policy', 'same-origin');
      done();
      return;
    }
    securityHeaders(request.raw, reply.raw, (error) => {
      done(error instanceof Error ? error : undefined);
    });
  });

  // PostgreSQL cannot store NUL and nothing of ours needs it: refuse it up front with a 400
  // instead of failing in a query.
  const nulIn = (text: string) => text.includes('\u0000') || /%00/i.test(text);
  app.addHook('onRequest', (request, _reply, done) => {
    if (nulIn(request.url)) {
      done(new AppError('BAD_REQUEST', 'The address contains a NUL character, which Roots does not accept.'));
    } else done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const problem = bodyProblem(request.body);
    if (problem === 'nul') {
      done(new AppError('BAD_REQUEST', 'The request contains a NUL character, which Roots does not accept.'));
    } else if (problem === 'deep') {
      done(new AppError('BAD_REQUEST', `The request nests deeper than ${String(MAX_BODY_DEPTH)} levels.`));
    } else done();
  });

  // Limits are declared per route (`config.rateLimit`); with Redis they are shared by every instance
  // (and counted in this process while Redis is down).
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: fallbackStore(redis, 'roots:rl:') } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests. Please wait ${context.after} and try again.`),
  });
}

/**
 * The web build's own code and fonts (apps/web/dist/assets, named by content hash), which no
 * browser shows as a page. Not the service worker (/sw.js), whose policy is the worker's own, nor
 * an image (an SVG opened on its own is a document).
 */
export const isBuiltCode = (url: string): boolean => /^\/assets\/[\w.-]+\.(?:js|css|woff2)(?:\?|$)/.test(url);

/** How deep a JSON body may nest: ours nest a few levels; thousands would only exhaust the stack. */
export const MAX_BODY_DEPTH = 32;

/**
 * What is wrong with a parsed JSON body, if anything: nested deeper than MAX_BODY_DEPTH, or a NUL
 * character in any string, key or value. Walked with a list, not recursion, so no depth of nesting
 * can overflow the stack before it is refused.
 */
export function bodyProblem(body: unknown): 'deep' | 'nul' | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return 'nul';
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      if (depth >= MAX_BODY_DEPTH) return 'deep';
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return 'nul';
        pending.push({ value: item, depth: depth + 1 });
      }
    }
  }
  return undefined;
}

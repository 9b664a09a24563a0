import { createHash, createHmac, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'roots';
const AUDIENCE = 'roots-api';

const accessClaimsSchema = z.object({
  typ: z.literal('access'),
  sub: z.uuid(),
  sid: z.uuid(),
  ver: z.number().int().nonnegative(),
});

export interface AccessClaims {
  userId: string;
  sessionId: string;
  tokenVersion: number;
}

/** How many verified access tokens are remembered: a few MB, more than the learners active at once. */
const VERIFIED_TOKENS = 10_000;

/** Access tokens: HS256 JWTs for 15 minutes, marked `typ: access` so nothing else passes as one. */
export function createAccessTokens(secret: string, { now = () => Date.now() } = {}) {
  // Imported once: given the raw bytes, jose imports the key again for every token it checks, a
  // third of the time a signed-in request spends on its token.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // A token once verified keeps its claims until it expires: the same string is the same
  // signature. Its next requests skip the HMAC, which WebCrypto runs on libuv's thread pool, a
  // hop that left the server's thread idle under load. Whether its session is still live is
  // checked per request all the same (auth.service.ts), so signing out takes effect at once.
  const verified = new LRUCache<string, AccessClaims>({
    max: VERIFIED_TOKENS,
    // Its clock read on every look-up: the default keeps a reading for 1 ms with a timer each time.
    ttlResolution: 0,
    perf: { now },
  });

  async function verifyOnce(token: string): Promise<{ claims: AccessClaims; expiresAt: number } | undefined> {
    try {
      const { payload } = await jwtVerify(token, await key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: new Date(now()),
      });
      // Signed by us is not enough: claims of the wrong shape (a forged or old token) would reach
      // a uuid column and fail there; they are simply not a valid token.
      const claims = accessClaimsSchema.safeParse(payload);
      if (!claims.success || payload.exp === undefined) return undefined;
      return {
        claims: { userId: claims.data.sub, sessionId: claims.data.sid, tokenVersion: claims.data.ver },
        expiresAt: payload.exp * 1000,
      };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
      throw error;
    }
  }

  return {
    sign: async ({ userId, sessionId, tokenVersion }: AccessClaims) =>
      new SignJWT({ sid: sessionId, ver: tokenVersion, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${String(ACCESS_TOKEN_TTL_SECONDS)}s`)
        .sign(await key),

    /** The claims of a valid access token, or undefined for anything else (never throws). */
    async verify(token: string): Promise<AccessClaims | undefined> {
      const known = verified.get(token);
      if (known) return known;
      const checked = await verifyOnce(token);
      if (!checked) return undefined;
      // Forgotten the moment it expires (jose's own test, at the millisecond).
      const ttl = checked.expiresAt - now();
      if (ttl > 0) verified.set(token, checked.claims, { ttl });
      return checked.claims;
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** 32 random bytes, URL-safe: the opaque refresh token kept in the httpOnly cookie. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * The token that replaces `parent` on rotation. Derived, not random, so that a parallel request
 * presenting the same parent inside the grace window receives the very same child without the
 * server ever storing a token in the clear.
 */
export function childRefreshToken(secret: string, parent: string): string {
  return createHmac('sha256', secret).update(`refresh-rotation:${parent}`).digest('base64url');
}

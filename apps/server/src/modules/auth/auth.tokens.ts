import { createHash, createHmac, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'roots';
const AUDIENCE = 'roots-api';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  tokenVersion: number;
}

/** Access tokens: HS256 JWTs for 15 minutes, marked `typ: access` so nothing else passes as one. */
export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, sessionId, tokenVersion }: AccessClaims) =>
      new SignJWT({ sid: sessionId, ver: tokenVersion, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${String(ACCESS_TOKEN_TTL_SECONDS)}s`)
        .sign(key),

    /** The claims of a valid access token, or undefined for anything else (never throws). */
    async verify(token: string): Promise<AccessClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
        if (payload.typ !== 'access' || typeof payload.sub !== 'string') return undefined;
        if (typeof payload.sid !== 'string' || typeof payload.ver !== 'number') return undefined;
        return { userId: payload.sub, sessionId: payload.sid, tokenVersion: payload.ver };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
        throw error;
      }
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

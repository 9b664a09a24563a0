import { AppError } from '@roots/shared/errors';
import * as oidc from 'openid-client';

/** What we keep of a Google sign-in: the subject is the account key; e-mail only when verified. */
export interface GoogleIdentity {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

/** The state of one sign-in attempt, kept in a signed httpOnly cookie of the browser that began it. */
export interface GoogleAttempt {
  state: string;
  nonce: string;
  verifier: string;
}

const GOOGLE_REFUSED = 'Google did not confirm this sign-in. Please try again.';

/**
 * The OpenID Connect authorization-code flow with PKCE, state and nonce (openid-client). The
 * provider's metadata is discovered once, on first use, so a provider that is down at start
 * does not stop the server.
 */
export function createGoogleSignIn(options: {
  clientId: string;
  clientSecret: string;
  issuer: string;
  /** `${APP_URL}/auth/google/callback`: the page Google sends the browser back to. */
  redirectUri: string;
}) {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    const issuer = new URL(options.issuer);
    discovered ??= oidc
      .discovery(
        issuer,
        options.clientId,
        options.clientSecret,
        undefined,
        // Plain http only for a local test provider; Google itself is always https.
        // eslint-disable-next-line @typescript-eslint/no-deprecated -- deliberate, for http issuers only
        issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async begin(): Promise<{ url: string; attempt: GoogleAttempt }> {
      const config = await configuration().catch(() => {
        throw new AppError('SERVICE_UNAVAILABLE', 'Google sign-in is not reachable right now. Please try again later.');
      });
      const attempt = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(attempt.verifier),
        code_challenge_method: 'S256',
        state: attempt.state,
        nonce: attempt.nonce,
        prompt: 'select_account',
      });
      return { url: url.href, attempt };
    },

    /** Exchanges the code; a forged state, a replayed code or a bad ID token end in a 400. */
    async finish(code: string, state: string, attempt: GoogleAttempt): Promise<GoogleIdentity> {
      const config = await configuration();
      const callbackUrl = new URL(options.redirectUri);
      callbackUrl.searchParams.set('code', code);
      callbackUrl.searchParams.set('state', state);
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: attempt.verifier,
          expectedState: attempt.state,
          expectedNonce: attempt.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch {
        throw new AppError('BAD_REQUEST', GOOGLE_REFUSED);
      }
      if (!claims?.sub) throw new AppError('BAD_REQUEST', GOOGLE_REFUSED);
      const email = typeof claims.email === 'string' ? claims.email : undefined;
      return {
        sub: claims.sub,
        email,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : undefined,
      };
    },
  };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;

// The auth routes of spec section 7 with their OpenAPI schemas, rate limits and cookies, just over
// ~300 lines; each handler is a one-liner into auth.service.ts.
import {
  accessTokenSchema,
  authProvidersSchema,
  changePasswordSchema,
  googleCallbackQuerySchema,
  googleSignedInSchema,
  googleStartErrors,
  loginSchema,
  registeredSchema,
  registerSchema,
  signInLinkSchema,
  sessionSchema,
} from '@roots/shared/contracts/auth';
import { successSchema } from '@roots/shared/contracts/envelope';
import { AppError } from '@roots/shared/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, idParams, signedIn } from '../../lib/openapi.ts';
import { ok } from '../../lib/reply.ts';
import { rateLimits } from '../../rate-limits.ts';
import { createLoginLimits } from './auth.login-limits.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { GoogleAttempt, GoogleSignIn } from './auth.google.ts';
import { type AuthService, SESSION_ABSOLUTE_MS, type SignedIn } from './auth.service.ts';

export const REFRESH_COOKIE = 'roots_refresh';
const COOKIE_PATH = '/api/auth';
/** The state, nonce and PKCE verifier of a Google sign-in in progress, signed, for 10 minutes. */
export const GOOGLE_COOKIE = 'roots_google';
const GOOGLE_COOKIE_PATH = '/api/auth/google';
const GOOGLE_ATTEMPT_SECONDS = 600;
const GOOGLE_STATE_LOST =
  'This Google sign-in was started in another browser or has expired. Please start again from the log-in page.';

interface AuthRouteOptions {
  auth: AuthService;
  /** Undefined when GOOGLE_CLIENT_ID/SECRET are not set. */
  google: GoogleSignIn | undefined;
  appUrl: string;
  secureCookies: boolean;
}

const done = (message: string) => ok({ message });
const doneData = z.object({ message: z.string() });

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (
  app,
  { auth, google, appUrl, secureCookies },
) => {
  const appOrigin = new URL(appUrl).origin;

  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE, token, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    });
  const answerSignedIn = (reply: FastifyReply, session: SignedIn) => {
    setRefreshCookie(reply, session.refreshToken);
    return ok({ access_token: session.accessToken });
  };
  const device = (request: FastifyRequest) => ({ userAgent: request.headers['user-agent'], ip: request.ip });

  // Cookie-carrying calls made by another site's page are refused (CSRF); the SPA is same-origin.
  // Same origin is the address the request was sent to (http://127.0.0.1:3000, a LAN address) or
  // APP_URL's: the app works at every address the server answers on, not only the configured one.
  const sameOrigin = async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== appOrigin && origin !== `${request.protocol}://${request.host}`) {
      throw new AppError('FORBIDDEN', 'This request must come from the Roots site itself.');
    }
  };

  const loginLimits = createLoginLimits(app, auth);

  app.post(
    '/auth/register',
    {
      config: { rateLimit: rateLimits.register },
      schema: {
        tags: ['auth'],
        summary: 'Create an account with e-mail and password',
        body: registerSchema,
        response: { 201: successSchema(registeredSchema), ...errors(400, 409, 429) },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(ok(await auth.register(request.body), 201));
    },
  );

  app.post(
    '/auth/login',
    {
      preHandler: loginLimits.check,
      schema: {
        tags: ['auth'],
        summary: 'Sign in: answers an access token and sets the refresh cookie',
        body: loginSchema,
        response: { 200: successSchema(accessTokenSchema), ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      try {
        return answerSignedIn(reply, await auth.login(request.body.email, request.body.password, device(request)));
      } catch (error) {
        if (error instanceof AppError && error.code === 'UNAUTHORIZED') await loginLimits.countFailure(request);
        throw error;
      }
    },
  );

  // The owner's way in whatever the sign-in limits say: the link proves the mailbox, not a guess.
  app.post(
    '/auth/sign-in-with-link',
    {
      config: { rateLimit: rateLimits.signInWithLink },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the token of a mailed sign-in link: answers an access token and sets the refresh cookie',
        body: signInLinkSchema,
        response: { 200: successSchema(accessTokenSchema), ...errors(400, 403, 429) },
      },
    },
    async (request, reply) => answerSignedIn(reply, await auth.signInWithLink(request.body.token, device(request))),
  );

  app.post(
    '/auth/refresh-token',
    {
      onRequest: sameOrigin,
      config: { rateLimit: rateLimits.refresh },
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh cookie and answer a fresh access token',
        response: { 200: successSchema(accessTokenSchema), ...errors(401, 403, 429) },
      },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (!token) throw new AppError('UNAUTHORIZED', 'Your session has ended. Please log in again.');
      return answerSignedIn(reply, await auth.refresh(token));
    },
  );

  // A link on another site must not sign the learner out: the browser says where a GET came from.
  // Nor may an image, a script or a frame (a blog post's picture of this address): the spec's GET
  // is for a page the learner opens or a call of the app, which the browser marks `document` or
  // `empty`; the app itself signs out with POST.
  const notCrossSite = async (request: FastifyRequest) => {
    await sameOrigin(request);
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError('FORBIDDEN', 'Signing out must start on the Roots site itself.');
    }
    const dest = request.headers['sec-fetch-dest'];
    if (dest !== undefined && dest !== 'document' && dest !== 'empty') {
      throw new AppError('FORBIDDEN', 'Signing out is a page or a call of the app, not an image or a frame.');
    }
  };
  const logout = {
    onRequest: notCrossSite,
    schema: {
      tags: ['auth'],
      summary: 'Sign out: ends this session and clears the refresh cookie',
      response: { 200: successSchema(z.object({ signed_out: z.literal(true) })), ...errors(403) },
    },
  };
  const handleLogout = async (request: FastifyRequest, reply: FastifyReply) => {
    await auth.logout(request.cookies[REFRESH_COOKIE]);
    // A client without the cookie (another address, a script) signs out with its access token:
    // the session it names ends too, so "signed out" is never said of a session still valid.
    // A token that no longer holds (expired, its session already ended) has nothing left to end.
    if (request.headers.authorization) {
      const who = await app.authenticate(request).then(
        () => currentUser(request),
        () => undefined,
      );
      if (who) await auth.endSession(who);
    }
    reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
    return ok({ signed_out: true as const });
  };
  // The spec signs out with GET; POST is offered too for clients that prefer it.
  app.get('/auth/logout', logout, handleLogout);
  app.post('/auth/logout', logout, handleLogout);

  app.post(
    '/auth/change-password',
    signedIn(app, {
      tags: ['auth'],
      summary: 'Change the password; other sessions end, this one gets a fresh access token',
      rateLimit: rateLimits.changePassword,
      body: changePasswordSchema,
      data: accessTokenSchema,
    }),
    async (request) => ok({ access_token: await auth.changePassword(currentUser(request), request.body) }),
  );

  app.get(
    '/auth/sessions',
    signedIn(app, { tags: ['auth'], summary: "The learner's signed-in devices", data: z.array(sessionSchema) }),
    async (request) => ok(await auth.listSessions(currentUser(request))),
  );

  app.delete(
    '/auth/sessions/:id',
    signedIn(app, {
      tags: ['auth'],
      summary: 'Sign one device out',
      params: idParams('a session'),
      data: doneData,
      errors: [404],
    }),
    async (request) => {
      await auth.revokeSession(currentUser(request), request.params.id);
      return done('That device has been signed out.');
    },
  );

  app.post(
    '/auth/sessions/revoke-others',
    signedIn(app, { tags: ['auth'], summary: 'Sign out everywhere else', data: doneData }),
    async (request) => {
      await auth.revokeOtherSessions(currentUser(request));
      return done('Every other device has been signed out.');
    },
  );

  app.get(
    '/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which sign-in methods this server offers',
        response: { 200: successSchema(authProvidersSchema) },
      },
    },
    () => ok({ google: google !== undefined }),
  );

  // A page navigation, not a fetch: problems send the browser to the callback page with a reason.
  app.get(
    '/auth/google',
    {
      config: { rateLimit: rateLimits.googleStart },
      schema: {
        tags: ['auth'],
        summary: "Start Google sign-in: redirects to Google's consent page",
        response: errors(429),
      },
    },
    async (_request, reply) => {
      const failed = (reason: keyof typeof googleStartErrors) =>
        reply.redirect(`${appUrl}/auth/google/callback?error=${reason}`);
      if (!google) return failed('not_configured');
      let started: Awaited<ReturnType<GoogleSignIn['begin']>>;
      try {
        started = await google.begin();
      } catch {
        return failed('unavailable');
      }
      reply.setCookie(GOOGLE_COOKIE, JSON.stringify(started.attempt), {
        path: GOOGLE_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        signed: true,
        maxAge: GOOGLE_ATTEMPT_SECONDS,
      });
      return reply.redirect(started.url);
    },
  );

  app.get(
    '/auth/google/callback',
    {
      onRequest: sameOrigin,
      config: { rateLimit: rateLimits.googleCallback },
      schema: {
        tags: ['auth'],
        summary: "Finish Google sign-in with Google's code: answers an access token and sets the refresh cookie",
        querystring: googleCallbackQuerySchema,
        response: { 200: successSchema(googleSignedInSchema), ...errors(400, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      if (!google) throw new AppError('NOT_FOUND', googleStartErrors.not_configured);
      // Whatever happens, this attempt is over: a replayed callback finds no state.
      reply.clearCookie(GOOGLE_COOKIE, { path: GOOGLE_COOKIE_PATH });
      const attempt = readAttempt(request);
      if (attempt?.state !== request.query.state) throw new AppError('BAD_REQUEST', GOOGLE_STATE_LOST);
      const identity = await google.finish(request.query.code, request.query.state, attempt);
      const session = await auth.signInWithGoogle(identity, device(request));
      setRefreshCookie(reply, session.refreshToken);
      return ok({ access_token: session.accessToken, new_account: session.isNew });
    },
  );
};

const attemptSchema = z.object({ state: z.string(), nonce: z.string(), verifier: z.string() });

/** The signed attempt cookie, or undefined when it is missing, forged or malformed. */
function readAttempt(request: FastifyRequest): GoogleAttempt | undefined {
  const raw = request.cookies[GOOGLE_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid) return undefined;
  try {
    const parsed = attemptSchema.safeParse(JSON.parse(unsigned.value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

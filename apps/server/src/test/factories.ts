import type { FastifyInstance, InjectOptions } from 'fastify';
import { readOutbox } from './outbox.ts';

export const TEST_PASSWORD = 'Karibu!2026a';

let accounts = 0;
// A random second octet per test file, so files running in parallel never share an address.
const fileOctet = 100 + Math.floor(Math.random() * 150);

/** A client address of its own for each call: per-address rate limits never join two tests. */
export function nextAddress(): string {
  accounts += 1;
  return `10.${String(fileOctet)}.${String(Math.floor(accounts / 250))}.${String((accounts % 250) + 1)}`;
}

export interface TestLearner {
  userId: string;
  email: string;
  /** The access token, and the same as an Authorization header. */
  token: string;
  headers: { authorization: string };
  refreshCookie: string;
  remoteAddress: string;
}

interface SignUpOptions {
  email?: string;
  password?: string;
  username?: string;
  userAgent?: string;
}

/** A learner's request: their headers (none when signed out), and a JSON body when it has one. */
export function send(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return app.inject({ method, url, headers, payload });
}

/** Signs an existing account in from an address of its own. */
export async function signIn(app: FastifyInstance, options: { email: string; password?: string; userAgent?: string }) {
  const remoteAddress = nextAddress();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: options.userAgent ? { 'user-agent': options.userAgent } : {},
    payload: { email: options.email, password: options.password ?? TEST_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
  const token = login.json<{ data: { access_token: string } }>().data.access_token;
  return {
    token,
    headers: { authorization: `Bearer ${token}` },
    refreshCookie: login.cookies.find((cookie) => cookie.name === 'roots_refresh')?.value ?? '',
    remoteAddress,
  };
}

/** Registers an account through the API and signs it in, as a learner would. */
export async function signUp(app: FastifyInstance, options: SignUpOptions = {}): Promise<TestLearner> {
  const remoteAddress = nextAddress();
  const email = options.email ?? `learner${String(accounts)}-${String(fileOctet)}@example.com`;
  const password = options.password ?? TEST_PASSWORD;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress,
    payload: { email, password, ...(options.username ? { username: options.username } : {}) },
  });
  if (registered.statusCode !== 201) throw new Error(`sign-up failed: ${registered.body}`);
  // The confirmation mail goes after the answer: wait for it, as a learner waits for their inbox.
  await app.whenIdle();
  const session = await signIn(app, { ...options, email, password });
  return { userId: registered.json<{ data: { id: string } }>().data.id, email, ...session };
}

/**
 * Registers the ADMIN_EMAIL account, confirms its address with the mailed link (only a confirmed
 * address is promoted) and signs it in again, since the promotion ended the first session.
 */
export async function signUpAdmin(
  app: FastifyInstance,
  dataDir: string,
  options: SignUpOptions & { email: string },
): Promise<TestLearner> {
  const first = await signUp(app, options);
  const mail = readOutbox(dataDir).findLast((each) => each.to === options.email && each.link?.includes('verify-email'));
  const token = mail?.link ? new URL(mail.link).searchParams.get('token') : null;
  if (!token) throw new Error(`no confirmation mail reached ${options.email}`);
  const verified = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  if (verified.statusCode !== 200) throw new Error(`confirming failed: ${verified.body}`);
  return { ...first, ...(await signIn(app, { ...options, password: options.password ?? TEST_PASSWORD })) };
}

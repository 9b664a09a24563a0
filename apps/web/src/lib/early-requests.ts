import { API_TIMEOUT_MS, storageKeys } from '@roots/shared/constants';
import { API_BASE } from './api-base.ts';
import { discard } from './discard.ts';
import { local } from './storage.ts';

/**
 * Calls sent before the app's code has loaded (app/early-calls.ts decides which, boot.ts sends
 * them), with the stored token. The API client takes a response the first time it makes the same
 * call with the same token (once: a body is read once); a call it never makes is left unread.
 */
const sent = new Map<string, { response: Promise<Response>; at: number }>();
let sentWith: string | null = null;

/**
 * How long an early call waits to be taken. A page makes its first calls as it first renders; one
 * it did not make (a card a learner without a course never shows) must not answer, minutes later,
 * the same call of another page with data from before.
 */
export const EARLY_CALL_TTL_MS = 10_000;

const callOf = (method: string, url: string) => `${method} ${url}`;

/**
 * Whether the API client has made a call already. boot.ts is an `async` script, so it may run
 * after the app's entry (both cached, say): calls it sent then would only repeat the app's own,
 * and nothing would take their answers.
 */
let appStarted = false;

/**
 * The stored token, which the calls sent from now on carry; null for a visitor, or once the app
 * makes its own calls (send nothing).
 */
export function startEarlyRequests(): string | null {
  sentWith = appStarted ? null : local.get(storageKeys.accessToken);
  return sentWith;
}

/** Sends one call (a path of the API, with its query) now. */
export function sendEarly(method: 'GET' | 'POST', path: string): void {
  const url = `${API_BASE}${path}`;
  const response = fetch(url, {
    method,
    headers: { accept: 'application/json', authorization: `Bearer ${sentWith ?? ''}` },
    credentials: 'include',
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  // A failure is the API client's to report when it takes the call; until then it is not unhandled.
  response.catch(() => undefined);
  const call = callOf(method, url);
  const early = { response, at: Date.now() };
  sent.set(call, early);
  // Not taken in time (a card this learner's page never shows): its answer is let go.
  setTimeout(() => {
    if (sent.get(call) === early) letGo(call);
  }, EARLY_CALL_TTL_MS);
}

/** The early response to this call, if it was sent with this token and not taken yet. */
export function takeEarlyResponse(method: string, url: string, token: string | null): Promise<Response> | undefined {
  appStarted = true;
  const call = callOf(method, url);
  const early = sent.get(call);
  if (token !== sentWith) {
    // Another token now (renewed, or another learner): none of the early answers will serve.
    for (const sentCall of [...sent.keys()]) letGo(sentCall);
    return undefined;
  }
  if (early === undefined) return undefined;
  if (Date.now() - early.at > EARLY_CALL_TTL_MS) {
    letGo(call);
    return undefined;
  }
  sent.delete(call);
  return early.response;
}

/** Forgets an early call and lets go of its answer, which nothing will read. */
function letGo(call: string): void {
  sent.get(call)?.response.then(discard, () => undefined);
  sent.delete(call);
}

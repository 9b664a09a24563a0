import { API_TIMEOUT_MS, storageKeys } from '@roots/shared/constants';
import { type ErrorCode, type FieldErrors, isApiErrorBody } from '@roots/shared/errors';
import { API_BASE } from './api-base.ts';
import { discard } from './discard.ts';
import { takeEarlyResponse } from './early-requests.ts';
import { local } from './storage.ts';

/** Every failed call becomes one of these, so screens can show `message` and forms use `fields`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK' | 'TIMEOUT';
  readonly fields: FieldErrors | undefined;

  constructor(status: number, code: ApiError['code'], message: string, fields?: FieldErrors) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** JSON, or a file (Blob) sent as it is with its own content type. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** Extra request headers, such as an Idempotency-Key. */
  headers?: Record<string, string>;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * Where calls go: the network in the browser; the server's prerender answers them in-process
 * instead (a relative URL means nothing there, and a loopback request would be wasted work).
 */
export function answerApiWith(next: Transport): void {
  transport = next;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${API_BASE}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function send(url: string, options: RequestOptions, token = local.get(storageKeys.accessToken)) {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  const isFile = options.body instanceof Blob;
  if (options.body !== undefined) headers['content-type'] = isFile ? (options.body as Blob).type : 'application/json';
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const method = options.method ?? 'GET';
  // The same call sent before the app's code had loaded (early-requests.ts): its answer serves.
  const early =
    options.body === undefined && options.headers === undefined ? takeEarlyResponse(method, url, token) : undefined;
  try {
    return await (early ??
      transport(url, {
        method,
        headers,
        credentials: 'include',
        body: options.body === undefined ? null : isFile ? (options.body as Blob) : JSON.stringify(options.body),
        signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
      }));
  } catch (error) {
    if (timeout.aborted || (error instanceof DOMException && error.name === 'TimeoutError'))
      throw new ApiError(0, 'TIMEOUT', 'The server took too long to answer. Please try again.');
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', 'We could not reach Roots. Check your connection and try again.');
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (isApiErrorBody(body)) {
    const { error } = body;
    return new ApiError(response.status, error.code, error.message, error.fields);
  }
  return new ApiError(response.status, 'INTERNAL', 'Something went wrong on our side. Please try again in a moment.');
}

/** A call that got no answer from the server: the network, a timeout, the page going away. */
export const isUnanswered = (error: unknown) => error instanceof ApiError && error.status === 0;

let refreshing: Promise<void> | null = null;

/**
 * Exactly one refresh at a time, shared by every request that got a 401 meanwhile. On failure
 * the stored token is removed and every waiting request is rejected, unless another tab of the
 * same browser stored a fresh token meanwhile (tabs share localStorage and the refresh cookie,
 * not this module's state): then that token is kept and used.
 */
export function refreshAccessToken(): Promise<void> {
  refreshing ??= (async () => {
    const before = local.get(storageKeys.accessToken);
    try {
      const response = await send(buildUrl('/auth/refresh-token'), { method: 'POST' });
      if (response.status !== 200) throw await toApiError(response);
      const body = (await response.json()) as { data?: { access_token?: unknown } };
      const token = body.data?.access_token;
      if (typeof token !== 'string') throw new ApiError(401, 'UNAUTHORIZED', 'Your session has ended.');
      local.set(storageKeys.accessToken, token);
    } catch (error) {
      const current = local.get(storageKeys.accessToken);
      if (current !== null && current !== before) return;
      // Only the server's refusal ends the session. A refresh that never got an answer (offline,
      // a timeout, a page being left mid-request) keeps the token for the next try.
      if (!isUnanswered(error)) local.remove(storageKeys.accessToken);
      throw error;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * Calls the API; a failure status becomes an ApiError. A 401 on a URL outside /auth/ triggers the
 * shared refresh and one retry of the original request.
 */
async function authorised(path: string, options: RequestOptions): Promise<Response> {
  const url = buildUrl(path, options.query);
  const token = local.get(storageKeys.accessToken);
  let response = await send(url, options, token);
  if (response.status === 401 && !url.includes('/auth/')) {
    discard(response);
    // Another tab may already have renewed the token this request was sent with.
    if (local.get(storageKeys.accessToken) === token) await refreshAccessToken();
    response = await send(url, options);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** Calls the API and returns the whole JSON body (the envelope). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await authorised(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A file the API answers with (a clip for the admin's player), with the bearer token. */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  return (await authorised(path, options)).blob();
}

/** The `data` of a success envelope. */
export async function apiData<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const body = await apiRequest<{ data: T }>(path, options);
  return body.data;
}

/**
 * A fetcher for data that has a sensible default: a failure is logged and answered with the
 * default (the spec's rule for hearts, streaks and notifications).
 */
export function apiDataOrDefault<T>(path: string, fallback: T, what: string): () => Promise<T> {
  return async () => {
    try {
      return await apiData<T>(path);
    } catch (error) {
      console.warn(`Failed to fetch ${what}; using defaults`, error);
      return fallback;
    }
  };
}

/**
 * Opens a server-sent event stream with the bearer token (an EventSource cannot send one, and the
 * token must not travel in a URL, where logs keep it). A 401 renews the token once, as every call
 * does. Resolves when the stream ends; rejects when it cannot be opened or is cut.
 */
export async function apiStream(path: string, onChunk: (text: string) => void, signal: AbortSignal): Promise<void> {
  const url = buildUrl(path);
  const open = (token = local.get(storageKeys.accessToken)) => {
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (token) headers.authorization = `Bearer ${token}`;
    return fetch(url, { headers, credentials: 'include', signal });
  };
  const token = local.get(storageKeys.accessToken);
  let response = await open(token);
  if (response.status === 401) {
    if (local.get(storageKeys.accessToken) === token) await refreshAccessToken();
    response = await open();
  }
  if (!response.ok || !response.body) throw await toApiError(response);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    onChunk(value);
  }
}

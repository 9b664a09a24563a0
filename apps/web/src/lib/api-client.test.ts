import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiData, apiRequest } from './api-client.ts';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let handler: Handler;
const fetchMock = vi.fn((input: string, init?: RequestInit) => handler(input, init ?? {}));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path).length;
const authHeader = (index: number) =>
  (fetchMock.mock.calls[index]?.[1]?.headers as Record<string, string> | undefined)?.authorization;

describe('API client', () => {
  it('calls /api with JSON, credentials and the stored bearer token', async () => {
    localStorage.setItem('access_token', 'tok-1');
    handler = () => json(200, { success: true, status: 200, data: 42 });
    await expect(apiData<number>('/user/xp')).resolves.toBe(42);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/xp');
    expect(init?.credentials).toBe('include');
    expect(authHeader(0)).toBe('Bearer tok-1');
  });

  it('turns an error envelope into an ApiError with the fields', async () => {
    handler = () =>
      json(400, {
        success: false,
        status: 400,
        error: { code: 'VALIDATION_FAILED', message: 'Fix it', fields: { email: 'Bad' } },
      });
    const error = await apiRequest('/contact', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Fix it',
      fields: { email: 'Bad' },
    });
  });

  it('refreshes once for many concurrent 401s, then retries each request once', async () => {
    localStorage.setItem('access_token', 'expired');
    let refreshed = false;
    // The refresh answers only once all five requests have had their 401, so they overlap it.
    let unauthorized = 0;
    let allUnauthorized!: () => void;
    const everyoneGot401 = new Promise<void>((resolve) => (allUnauthorized = resolve));
    handler = async (url, init) => {
      if (url === '/api/auth/refresh-token') {
        await everyoneGot401;
        refreshed = true;
        return json(200, { success: true, status: 200, data: { access_token: 'fresh' } });
      }
      const auth = (init.headers as Record<string, string>).authorization;
      if (refreshed && auth === 'Bearer fresh') return json(200, { success: true, status: 200, data: url });
      if (++unauthorized === 5) allUnauthorized();
      return json(401, {});
    };
    const results = await Promise.all(['/a', '/b', '/c', '/d', '/e'].map((path) => apiData<string>(path)));
    expect(results).toEqual(['/api/a', '/api/b', '/api/c', '/api/d', '/api/e']);
    expect(calls('/api/auth/refresh-token')).toBe(1);
    expect(calls('/api/a')).toBe(2);
    expect(localStorage.getItem('access_token')).toBe('fresh');
  });

  it('lets go of the refused answer before it retries, so its connection is free again', async () => {
    localStorage.setItem('access_token', 'expired');
    const refused = json(401, {});
    handler = (url, init) => {
      if (url === '/api/auth/refresh-token')
        return json(200, { success: true, status: 200, data: { access_token: 'fresh' } });
      const auth = (init.headers as Record<string, string>).authorization;
      return auth === 'Bearer fresh' ? json(200, { success: true, status: 200, data: 'ok' }) : refused;
    };
    await expect(apiData('/user/xp')).resolves.toBe('ok');
    expect(refused.bodyUsed).toBe(true);
  });

  it('removes the token and rejects everyone when the refresh fails, without looping', async () => {
    localStorage.setItem('access_token', 'expired');
    handler = (url) => (url === '/api/auth/refresh-token' ? json(401, {}) : json(401, {}));
    const outcomes = await Promise.allSettled([apiData('/x'), apiData('/y'), apiData('/z')]);
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect(calls('/api/auth/refresh-token')).toBe(1);
    expect(calls('/api/x')).toBe(1);
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('keeps the token when the refresh gets no answer (offline, or the page being left)', async () => {
    localStorage.setItem('access_token', 'expired');
    handler = (url) =>
      url === '/api/auth/refresh-token' ? Promise.reject(new TypeError('Failed to fetch')) : json(401, {});
    await expect(apiData('/x')).rejects.toMatchObject({ code: 'NETWORK' });
    expect(localStorage.getItem('access_token')).toBe('expired');
  });

  it('uses the token another tab renewed while its own refresh failed, and keeps it', async () => {
    localStorage.setItem('access_token', 'expired');
    handler = (url, init) => {
      if (url === '/api/auth/refresh-token') {
        // The other tab finished first and stored its token; this tab's refresh came too late.
        localStorage.setItem('access_token', 'from-other-tab');
        return json(401, {});
      }
      const auth = (init.headers as Record<string, string>).authorization;
      return auth === 'Bearer from-other-tab' ? json(200, { success: true, status: 200, data: 'ok' }) : json(401, {});
    };
    await expect(apiData('/profile')).resolves.toBe('ok');
    expect(localStorage.getItem('access_token')).toBe('from-other-tab');
  });

  it('retries at once, without a refresh, when another tab already renewed the token', async () => {
    localStorage.setItem('access_token', 'expired');
    handler = (_url, init) => {
      const auth = (init.headers as Record<string, string>).authorization;
      if (auth === 'Bearer expired') {
        localStorage.setItem('access_token', 'from-other-tab');
        return json(401, {});
      }
      return json(200, { success: true, status: 200, data: 'ok' });
    };
    await expect(apiData('/profile')).resolves.toBe('ok');
    expect(calls('/api/auth/refresh-token')).toBe(0);
  });

  it('retries only once even if the retried request is refused again', async () => {
    handler = (url) =>
      url === '/api/auth/refresh-token'
        ? json(200, { success: true, status: 200, data: { access_token: 'fresh' } })
        : json(401, {});
    await expect(apiData('/still-401')).rejects.toMatchObject({ status: 401 });
    expect(calls('/api/still-401')).toBe(2);
    expect(calls('/api/auth/refresh-token')).toBe(1);
  });

  it('does not refresh for a 401 on an /auth/ URL', async () => {
    handler = () =>
      json(401, { success: false, status: 401, error: { code: 'UNAUTHORIZED', message: 'Wrong e-mail or password.' } });
    await expect(apiRequest('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      message: 'Wrong e-mail or password.',
    });
    expect(calls('/api/auth/refresh-token')).toBe(0);
  });

  it('rejects with a readable message when the network is down', async () => {
    handler = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(apiRequest('/health')).rejects.toMatchObject({ code: 'NETWORK' });
  });

  it('gives up after the 10-second timeout', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    handler = (_url, init) =>
      new Promise((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const controller = new AbortController();
    timeout.mockReturnValue(controller.signal);
    const pending = apiRequest('/slow');
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(timeout).toHaveBeenCalledWith(10_000);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../lib/api-client.ts';
import type * as EarlyRequests from '../lib/early-requests.ts';
import { EARLY_CALL_TTL_MS } from '../lib/early-requests.ts';
import type * as EarlyCalls from './early-calls.ts';

// Fresh modules for each test: early-requests.ts remembers that the app has made its calls.
let apiData: typeof ApiClient.apiData;
let takeEarlyResponse: typeof EarlyRequests.takeEarlyResponse;
let sendEarlyCalls: typeof EarlyCalls.sendEarlyCalls;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const languages = [
  { id: 'sw-id', current: false },
  { id: 'yo-id', current: true },
];
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>((url) =>
  Promise.resolve(url === '/api/user/languages' ? json({ data: languages }) : json({ success: true, data: url })),
);
const sent = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
/** What every page but a lesson sends. */
const profileAndNavigationBar = [
  'GET /api/user/profile',
  'GET /api/user/xp',
  'GET /api/user/streak',
  'GET /api/user/check-heart',
  'GET /api/notifications',
];

beforeEach(async () => {
  vi.resetModules();
  ({ apiData } = await import('../lib/api-client.ts'));
  ({ takeEarlyResponse } = await import('../lib/early-requests.ts'));
  ({ sendEarlyCalls } = await import('./early-calls.ts'));
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('early requests', () => {
  it('sends nothing for a visitor', () => {
    sendEarlyCalls('/dashboard');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the dashboard's first calls with the stored token", () => {
    localStorage.setItem('access_token', 'tok-1');
    sendEarlyCalls('/dashboard');
    expect(sent()).toEqual([
      ...profileAndNavigationBar,
      'GET /api/user/stats',
      'GET /api/leagues/current',
      'GET /api/friends',
      'GET /api/user/languages',
    ]);
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer tok-1');
  });

  it("starts the lesson being opened; elsewhere the navigation bar's figures", () => {
    localStorage.setItem('access_token', 'tok-1');
    sendEarlyCalls('/lesson/l-1');
    expect(sent()).toEqual([
      'GET /api/user/profile',
      'GET /api/lesson/l-1',
      'POST /api/lesson/start/l-1',
      'GET /api/user/check-heart',
    ]);
    fetchMock.mockClear();
    sendEarlyCalls('/lesson/practice');
    expect(sent()).toEqual(['GET /api/user/profile']);
    fetchMock.mockClear();
    sendEarlyCalls('/settings');
    expect(sent()).toEqual(profileAndNavigationBar);
  });

  it('serves the API client once, and only for the token it was sent with', async () => {
    localStorage.setItem('access_token', 'tok-1');
    sendEarlyCalls('/dashboard');
    const xpCall = fetchMock.mock.calls.findIndex(([url]) => url === '/api/user/xp');
    const xp = await (fetchMock.mock.results[xpCall]?.value as Promise<Response>);
    fetchMock.mockClear();
    await expect(apiData('/user/stats')).resolves.toBe('/api/user/stats');
    await expect(apiData('/user/languages')).resolves.toEqual(languages);
    expect(fetchMock).not.toHaveBeenCalled();
    // Taken once: the next call goes to the network.
    await apiData('/user/stats');
    expect(sent()).toEqual(['GET /api/user/stats']);
    // Another learner signed in meanwhile (or the token was renewed): the first one's answers
    // are not theirs, and none will serve now; they are let go.
    localStorage.setItem('access_token', 'tok-2');
    expect(takeEarlyResponse('GET', '/api/user/xp', 'tok-2')).toBeUndefined();
    expect(takeEarlyResponse('GET', '/api/user/xp', 'tok-1')).toBeUndefined();
    await Promise.resolve();
    expect(xp.bodyUsed).toBe(true);
  });

  it('serves no call left untaken past its first seconds: its data may be old by then', async () => {
    vi.useFakeTimers();
    localStorage.setItem('access_token', 'tok-1');
    sendEarlyCalls('/dashboard');
    const answers = await Promise.all(fetchMock.mock.results.map((result) => result.value as Promise<Response>));
    expect(answers).toHaveLength(9);
    vi.advanceTimersByTime(EARLY_CALL_TTL_MS + 1);
    expect(takeEarlyResponse('GET', '/api/friends', 'tok-1')).toBeUndefined();
    // Their answers are let go, so that their connections are free for the page's own calls.
    await Promise.resolve();
    expect(answers.map((answer) => answer.bodyUsed)).toEqual(answers.map(() => true));
  });

  it("sends nothing once the app has made its own calls (boot.ts, an async script, ran after the app's entry)", async () => {
    localStorage.setItem('access_token', 'tok-1');
    await apiData('/user/profile');
    sendEarlyCalls('/dashboard');
    expect(sent()).toEqual(['GET /api/user/profile']);
  });
});

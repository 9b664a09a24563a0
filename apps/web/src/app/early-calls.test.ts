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

  it('asks for the course part of the dashboard for the course it showed last, as its queries will', async () => {
    localStorage.setItem('access_token', 'tok-1');
    localStorage.setItem('lastLanguage', 'yo-id');
    sendEarlyCalls('/dashboard');
    expect(sent().slice(-4)).toEqual([
      'GET /api/unit/yo-id',
      'GET /api/language/progress/yo-id',
      'GET /api/practice?language_id=yo-id',
      'GET /api/fact/yo-id',
    ]);
    fetchMock.mockClear();
    // The course part's own query functions take them.
    const { getCourseMap } = await import('../features/learning/api/get-course-map.ts');
    const { getProgress } = await import('../features/learning/api/get-progress.ts');
    const { getPracticeStatus } = await import('../features/learning/api/get-practice-status.ts');
    const { getFacts } = await import('../features/learning/api/get-facts.ts');
    await expect(getCourseMap('yo-id')).resolves.toBe('/api/unit/yo-id');
    await expect(getProgress('yo-id')).resolves.toBe('/api/language/progress/yo-id');
    await expect(getPracticeStatus('yo-id')).resolves.toBe('/api/practice?language_id=yo-id');
    await expect(getFacts('yo-id')).resolves.toBe('/api/fact/yo-id');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends no course call for a stored course that is not an id, nor on another page', () => {
    localStorage.setItem('access_token', 'tok-1');
    localStorage.setItem('lastLanguage', '../admin');
    sendEarlyCalls('/dashboard');
    expect(sent().some((call) => call.includes('admin'))).toBe(false);
    fetchMock.mockClear();
    localStorage.setItem('lastLanguage', 'yo-id');
    sendEarlyCalls('/leaderboard');
    expect(sent().some((call) => call.includes('yo-id'))).toBe(false);
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
    sendEarlyCalls('/lesson/checkpoint');
    expect(sent()).toEqual(['GET /api/user/profile']);
    fetchMock.mockClear();
    sendEarlyCalls('/settings');
    expect(sent()).toEqual(profileAndNavigationBar);
  });

  it("asks for the leaderboard's and the profile's data as their queries will, so theirs are taken", async () => {
    localStorage.setItem('access_token', 'tok-1');
    sendEarlyCalls('/leaderboard');
    expect(sent()).toEqual([
      ...profileAndNavigationBar,
      'GET /api/leagues/current',
      'GET /api/leaderboard?period=week&scope=everyone',
    ]);
    sendEarlyCalls('/profile');
    expect(sent().slice(-1)).toEqual(['GET /api/user/profile/summary']);
    fetchMock.mockClear();
    // The pages' own query functions, loaded with the fresh API client of this test.
    const { firstView, getLeaderboard } = await import('../features/social/api/get-leaderboard.ts');
    const { getLeague } = await import('../features/social/api/get-league.ts');
    const { getMyProfile } = await import('../features/social/api/get-my-profile.ts');
    await expect(getLeaderboard(firstView.period, firstView.scope)).resolves.toBe(
      '/api/leaderboard?period=week&scope=everyone',
    );
    await expect(getLeague()).resolves.toBe('/api/leagues/current');
    await expect(getMyProfile()).resolves.toBe('/api/user/profile/summary');
    expect(fetchMock).not.toHaveBeenCalled();
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

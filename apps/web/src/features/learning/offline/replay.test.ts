import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as client from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { offlineStore, type QueuedStep } from '../../../lib/offline-store.ts';
import { replaySteps } from './replay.ts';

const api = vi.hoisted(() => ({ apiData: vi.fn() }));
vi.mock('../../../lib/api-client.ts', async (original) => ({
  ...(await original<typeof client>()),
  apiData: api.apiData,
}));

const step = (changes: Partial<QueuedStep>): QueuedStep => ({
  key: crypto.randomUUID(),
  userId: 'u1',
  localAttemptId: 'local-1',
  kind: 'lesson',
  lessonId: 'lesson-1',
  exerciseId: 'e1',
  step: 'check',
  answer: 'a',
  localCorrect: true,
  answeredAt: new Date().toISOString(),
  ...changes,
});
const state = {
  userId: 'u1',
  stats: {
    hearts: 5,
    heartsUpdatedAt: '',
    unlimited: false,
    consecutiveCorrect: 0,
    listeningSkippedUntil: null,
    speakingSkippedUntil: null,
    completed: [],
  },
  plays: {},
};

/** The server: starts give attempt ids in turn, answers are right unless told. */
function server({ wrong = new Set<string>(), refuse = new Map<string, ApiError>() } = {}) {
  let attempts = 0;
  api.apiData.mockImplementation((path: string) => {
    const refused = refuse.get(path);
    if (refused) return Promise.reject(refused);
    if (path.startsWith('/lesson/start/')) {
      attempts += 1;
      return Promise.resolve({ lesson_attempt_id: `server-${String(attempts)}` });
    }
    return Promise.resolve({ correct: !wrong.has(path) });
  });
}

beforeEach(async () => {
  api.apiData.mockReset();
  for (const queued of await offlineStore.queued('u1')) await offlineStore.sent(queued.seq ?? 0);
  for (const queued of await offlineStore.queued('u2')) await offlineStore.sent(queued.seq ?? 0);
  await offlineStore.clearNotice('u1');
});

describe('replaying the steps played offline', () => {
  it('sends each step in the order played, a lesson’s to the attempt the server opens, each answer with its key', async () => {
    const first = step({ exerciseId: 'e1' });
    await offlineStore.record(state, first);
    await offlineStore.record(state, step({ exerciseId: 'e2', step: 'pair', left: 'l1', right: 'r2' }));
    await offlineStore.record(state, step({ exerciseId: 'e3', step: 'spoken' }));
    await offlineStore.record(state, step({ localAttemptId: 'local-2', lessonId: 'lesson-2', exerciseId: 'e4' }));
    server();
    expect(await replaySteps('u1')).toEqual({ sent: 4, differed: 0, dropped: 0, left: 0 });
    const calls = api.apiData.mock.calls.map(([path]) => path as string);
    expect(calls).toEqual([
      '/lesson/start/lesson-1',
      '/exercise/check/e1',
      '/exercise/check-pair/e2',
      '/exercise/spoken/e3',
      '/lesson/start/lesson-2',
      '/exercise/check/e4',
    ]);
    expect(api.apiData.mock.calls[1]?.[1]).toMatchObject({
      body: { lesson_attempt_id: 'server-1', answer: 'a' },
      headers: { 'idempotency-key': first.key },
    });
    expect(api.apiData.mock.calls[5]?.[1]).toMatchObject({ body: { lesson_attempt_id: 'server-2' } });
    expect(await offlineStore.queued('u1')).toEqual([]);
    expect(await offlineStore.state('u1')).toBeUndefined();
  });

  it('stops at a network failure, keeping what is left, and resumes in the same attempt with the same keys', async () => {
    const second = step({ exerciseId: 'e2' });
    await offlineStore.record(state, step({ exerciseId: 'e1' }));
    await offlineStore.record(state, second);
    server({ refuse: new Map([['/exercise/check/e2', new ApiError(0, 'NETWORK', 'offline')]]) });
    expect(await replaySteps('u1')).toMatchObject({ sent: 1, left: 1 });
    const [left] = await offlineStore.queued('u1');
    expect(left).toMatchObject({ key: second.key, serverAttemptId: 'server-1' });

    api.apiData.mockClear();
    server();
    expect(await replaySteps('u1')).toMatchObject({ sent: 1, left: 0 });
    expect(api.apiData.mock.calls.map(([path]) => path as string)).toEqual(['/exercise/check/e2']);
    expect(api.apiData.mock.calls[0]?.[1]).toMatchObject({
      body: { lesson_attempt_id: 'server-1' },
      headers: { 'idempotency-key': second.key },
    });
  });

  it('tells once where the server graded otherwise, and drops what it refuses', async () => {
    await offlineStore.record(state, step({ exerciseId: 'e1', localCorrect: true }));
    await offlineStore.record(state, step({ exerciseId: 'e2' }));
    await offlineStore.record(state, step({ localAttemptId: 'local-2', lessonId: 'lesson-9', exerciseId: 'e9' }));
    server({
      wrong: new Set(['/exercise/check/e1']),
      refuse: new Map([
        ['/exercise/check/e2', new ApiError(409, 'CONFLICT', 'This lesson is already finished.')],
        ['/lesson/start/lesson-9', new ApiError(403, 'OUT_OF_HEARTS', 'You are out of hearts.')],
      ]),
    });
    expect(await replaySteps('u1')).toEqual({ sent: 1, differed: 1, dropped: 2, left: 0 });
    expect(await offlineStore.notice('u1')).toEqual({ userId: 'u1', differed: 1, dropped: 2 });
    expect(await offlineStore.queued('u1')).toEqual([]);
  });

  it('sends only the signed-in account’s steps: another account’s stay for it', async () => {
    await offlineStore.record({ ...state, userId: 'u2' }, step({ userId: 'u2' }));
    server();
    expect(await replaySteps('u1')).toMatchObject({ sent: 0 });
    expect(api.apiData).not.toHaveBeenCalled();
    expect(await offlineStore.queued('u2')).toHaveLength(1);
  });

  it('keeps the steps at sign-out, and only the downloads go', async () => {
    await offlineStore.record(state, step({}));
    await offlineStore.forgetDownloads();
    expect(await offlineStore.queued('u1')).toHaveLength(1);
    expect(await offlineStore.state('u1')).toBeUndefined();
  });
});

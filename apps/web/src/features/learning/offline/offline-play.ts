import type { Attempt, Lesson } from '@roots/shared/contracts/learning';
import type { Hearts } from '@roots/shared/domain/hearts';
import type { OfflineKey, OfflinePackage } from '@roots/shared/contracts/offline';
import { ApiError } from '../../../lib/api-client.ts';
import type { AttemptDriver } from '../attempt-driver.ts';
import { practiceLesson } from '../practice-lesson.ts';
import {
  audioStepOffline,
  checkOffline,
  checkPairOffline,
  gradingContext,
  heartsOf,
  newPlay,
  OFFLINE_OUT_OF_HEARTS,
  statsFrom,
  toAttempt,
} from './offline-attempt.ts';
import { type OfflinePlay, type OfflineState, offlineStore, type QueuedStep } from '../../../lib/offline-store.ts';

/** A downloaded lesson or practice set, as the player plays it, with its exercises' keys. */
export interface OfflineTarget {
  kind: 'lesson' | 'practice';
  lessonId: string | null;
  lesson: Lesson;
  keys: Record<string, OfflineKey>;
}

/** A lesson of the download, or (`practice`) its practice set. */
export function offlineTarget(pkg: OfflinePackage, lessonId: string): OfflineTarget | undefined {
  if (lessonId === 'practice') {
    if (!pkg.practice) return undefined;
    // The course's special letters, as its lessons carry them.
    const language = { ...pkg.language, special_characters: pkg.lessons[0]?.lesson.language.special_characters ?? [] };
    const lesson = practiceLesson(language, pkg.practice.exercises);
    return { kind: 'practice', lessonId: null, lesson, keys: pkg.practice.keys };
  }
  const found = pkg.lessons.find((each) => each.lesson.id === lessonId);
  return found && { kind: 'lesson', lessonId, lesson: found.lesson, keys: found.keys };
}

/**
 * Opens an attempt on the device (the one under way is resumed), and the driver that plays it:
 * every step is graded here, and written with the step for the server in one transaction, so
 * closing the tab loses neither. `hearts` are the latest the app had from the server.
 */
export async function openOfflinePlay(
  userId: string,
  pkg: OfflinePackage,
  target: OfflineTarget,
  hearts: Hearts | undefined,
): Promise<{ attempt: Attempt; driver: AttemptDriver }> {
  const at = new Date();
  let state: OfflineState = (await offlineStore.state(userId)) ?? {
    userId,
    stats: statsFrom(hearts ?? pkg.hearts, pkg.unlimited_hearts, at),
    plays: {},
  };
  const playKey = target.lessonId ?? 'practice';
  const under = state.plays[playKey];
  let play: OfflinePlay;
  if (under?.status === 'active') play = under;
  else if (target.kind === 'practice' && pkg.practice) {
    const server = pkg.practice.attempt;
    play = {
      ...newPlay('practice', null, target.lesson.exercises.length, at),
      serverAttemptId: server.lesson_attempt_id,
      correct: server.correct_exercise_ids,
    };
    // A practice set is one session on the server: finished, it is not played again offline.
    if (under?.status === 'completed') play = under;
  } else {
    if (target.kind === 'lesson' && heartsOf(state.stats, at).heart_count <= 0) {
      throw new ApiError(403, 'OUT_OF_HEARTS', OFFLINE_OUT_OF_HEARTS);
    }
    play = newPlay(target.kind, target.lessonId, target.lesson.exercises.length, at);
  }
  state = { ...state, plays: { ...state.plays, [playKey]: play } };
  await offlineStore.saveState(state);
  const context = gradingContext(pkg);

  // Steps one after another: each reads the state the one before wrote.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.then(work);
    chain = next.catch(() => undefined);
    return next;
  };
  const keyOf = (exerciseId: string) => {
    const key = target.keys[exerciseId];
    const exercise = target.lesson.exercises.find((each) => each.id === exerciseId);
    if (!key || !exercise) throw new ApiError(404, 'NOT_FOUND', 'That exercise is not part of this download.');
    return { key, exercise };
  };
  const queued = (
    step: Omit<QueuedStep, 'key' | 'userId' | 'localAttemptId' | 'kind' | 'lessonId' | 'answeredAt'>,
    key?: string,
  ) => ({
    key: key ?? crypto.randomUUID(),
    userId,
    localAttemptId: play.localAttemptId,
    ...(play.serverAttemptId ? { serverAttemptId: play.serverAttemptId } : {}),
    kind: play.kind,
    lessonId: play.lessonId,
    answeredAt: new Date().toISOString(),
    ...step,
  });
  const save = async (next: { play: OfflinePlay; stats: OfflineState['stats'] }, step: QueuedStep | undefined) => {
    play = next.play;
    state = { ...state, stats: next.stats, plays: { ...state.plays, [playKey]: next.play } };
    await offlineStore.record(state, step);
  };

  const driver: AttemptDriver = {
    onDevice: true,
    check: ({ exerciseId, answer, idempotencyKey }) =>
      serial(async () => {
        const { key, exercise } = keyOf(exerciseId);
        const next = checkOffline(play, state.stats, exercise, key, answer, context, new Date());
        await save(
          next,
          queued({ step: 'check', exerciseId, answer, localCorrect: next.result.correct }, idempotencyKey),
        );
        return next.result;
      }),
    checkPair: (exerciseId, _attemptId, left, right) =>
      serial(async () => {
        const { key } = keyOf(exerciseId);
        const next = checkPairOffline(play, state.stats, exerciseId, key, left, right);
        // A right pair changes nothing on the server; a wrong one is a mistake it must count.
        await save(next, next.result.correct ? undefined : queued({ step: 'pair', exerciseId, left, right }));
        return next.result;
      }),
    audioStep: (step, exerciseId) =>
      serial(async () => {
        keyOf(exerciseId);
        const next = audioStepOffline(play, state.stats, exerciseId, step, new Date());
        await save(next, queued({ step, exerciseId }));
        return next.attempt;
      }),
  };
  return { attempt: toAttempt(play, state.stats, at), driver };
}

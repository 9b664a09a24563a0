import { ApiError } from '../../../lib/api-client.ts';
import { offlineStore, type QueuedStep } from '../../../lib/offline-store.ts';
import { audioStep } from '../api/audio-step.ts';
import { checkAnswer } from '../api/check-answer.ts';
import { checkPair } from '../api/check-pair.ts';
import { startLesson } from '../api/start-lesson.ts';

/** What a replay did: steps the server took, answers it graded otherwise, steps it refused. */
export interface ReplayOutcome {
  sent: number;
  differed: number;
  dropped: number;
  /** Steps still waiting: the network or the server failed before they went. */
  left: number;
}

/** The server can take this step later: the network, its load or its rate limit stopped it now. */
const later = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;

/** One step, through the online player's own calls; an answer's verdict, to compare with the device's. */
async function send(step: QueuedStep, attemptId: string): Promise<boolean | undefined> {
  const { exerciseId } = step;
  switch (step.step) {
    case 'check':
      return (await checkAnswer({ exerciseId, attemptId, answer: step.answer, idempotencyKey: step.key })).correct;
    case 'pair':
      await checkPair(exerciseId, attemptId, step.left ?? '', step.right ?? '');
      return undefined;
    case 'skip-listening':
    case 'skip-speaking':
    case 'spoken':
      await audioStep(step.step, exerciseId, attemptId);
      return undefined;
  }
}

/**
 * Sends an account's steps played offline to the server, in the order they were played. The
 * server grades each again and pays as it would have online; the device's verdicts only show
 * where the two differ. A lesson's steps go to the attempt `/lesson/start` opens for it (the one
 * under way, or a new one), remembered on the steps so a replay cut short resumes in it and a
 * step sent twice (the same Idempotency-Key) is graded once. A step the server refuses (the
 * exercise changed, the attempt ended) is dropped and counted; a step it cannot take now (no
 * network, a 5xx, a 429) stops the replay, to be tried again.
 */
export async function replaySteps(userId: string): Promise<ReplayOutcome> {
  const outcome: ReplayOutcome = { sent: 0, differed: 0, dropped: 0, left: 0 };
  const steps = await offlineStore.queued(userId);
  const attempts = new Map<string, string | null>();
  for (const [index, step] of steps.entries()) {
    try {
      let attemptId = step.serverAttemptId ?? attempts.get(step.localAttemptId);
      if (attemptId === undefined && step.lessonId) {
        try {
          attemptId = (await startLesson(step.lessonId)).lesson_attempt_id;
        } catch (error) {
          if (later(error)) throw error;
          // The lesson cannot start (no hearts left on the server, gone from the course).
          attemptId = null;
        }
        attempts.set(step.localAttemptId, attemptId);
        if (attemptId) await offlineStore.mapAttempt(userId, step.localAttemptId, attemptId);
      }
      if (attemptId) {
        try {
          const correct = await send(step, attemptId);
          outcome.sent += 1;
          if (correct !== undefined && step.localCorrect !== undefined && correct !== step.localCorrect) {
            outcome.differed += 1;
          }
        } catch (error) {
          if (later(error)) throw error;
          outcome.dropped += 1;
        }
      } else outcome.dropped += 1;
      if (step.seq !== undefined) await offlineStore.sent(step.seq);
    } catch {
      outcome.left = steps.length - index;
      break;
    }
  }
  if (outcome.differed + outcome.dropped > 0) {
    const earlier = await offlineStore.notice(userId);
    await offlineStore.saveNotice({
      userId,
      differed: (earlier?.differed ?? 0) + outcome.differed,
      dropped: (earlier?.dropped ?? 0) + outcome.dropped,
    });
  }
  // Everything sent: the next time offline starts again from the server's hearts and lessons.
  if (outcome.left === 0 && steps.length > 0) await offlineStore.deleteState(userId);
  return outcome;
}

let running: Promise<ReplayOutcome> | undefined;

/**
 * One replay at a time in this tab, and in every tab of the browser (a Web Lock), so two tabs
 * never send the same steps together.
 */
export function replay(userId: string): Promise<ReplayOutcome> {
  running ??= (
    typeof navigator !== 'undefined' && 'locks' in navigator
      ? navigator.locks.request(`roots-offline-replay-${userId}`, () => replaySteps(userId))
      : replaySteps(userId)
  ).finally(() => {
    running = undefined;
  });
  return running;
}

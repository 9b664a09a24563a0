// The group commit of answer checks: answers that arrive together share one transaction, a failing
// answer fails alone, a repeated Idempotency-Key gets the first response, and a completion is told
// once committed. It knows no exercise rule: `AnswerSteps` (attempt.answers.ts) judges and applies.
import type { CheckResult } from '@roots/shared/contracts/learning';
import { AppError } from '@roots/shared/errors';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { batched, type Outcome } from '../../lib/batches.ts';
import type {
  AnswerCheckRepository,
  AnswerRead,
  AnswerWrites,
  RewardQuestion,
  RewardRead,
} from './answer-check.repository.ts';
import { storedCheckResult } from './attempt.views.ts';

const UNGRADABLE =
  'We could not check this answer, and it cost you nothing. Please report the exercise so an editor can fix it.';
/** How long a repeated Idempotency-Key returns the first response: a retry comes within seconds. */
const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;
/** The most answers one transaction takes: enough for a classroom answering at once. */
const BATCH_SIZE = 64;

/** An answer's response, and whether this very answer completed its attempt. */
export interface Checked {
  response: CheckResult;
  completedNow: boolean;
}

/** An answer applied: its response, and the rows it writes (none when it changes nothing). */
export interface Applied extends Checked {
  writes?: Partial<AnswerWrites>;
}

/**
 * The rules of one answer, in two passes over what the batch read under the learners' locks. An
 * answer that completes its attempt needs what its rewards read (`forRewards`, about one answer in
 * ten): `answer` hands it back as `completes`, and `complete` applies it once they are read.
 */
export interface AnswerSteps<Job, Pending> {
  answer(job: Job, read: AnswerRead, at: Date): Applied | { completes: Pending };
  rewardQuestion(read: AnswerRead, at: Date): RewardQuestion;
  complete(job: Job, read: AnswerRead, at: Date, pending: Pending, rewards: RewardRead): Applied;
}

/** Whose answer, to which exercise of which attempt: all the pipeline reads of a job. */
interface AnswerAddress {
  userId: string;
  exerciseId: string;
  attemptId: string;
}

/** One answer check, as it waits for its batch. */
interface Queued<Job> {
  job: Job;
  key: string | undefined;
}

/** One answer's outcome and the rows it writes, if any. */
interface Answered {
  outcome: Outcome<Checked>;
  writes?: Partial<AnswerWrites>;
}

/**
 * One answer's judging and applying, which write nothing: whatever it throws is its outcome
 * alone. A learner's error stays as it is; an unexpected one (a bug, an exercise the grader
 * cannot read) is logged and answered with a 400 that costs nothing, and the batch's other
 * answers go on in the same transaction instead of each being tried again alone.
 */
function alone<T>(step: () => T): T | Answered {
  try {
    return step();
  } catch (error) {
    if (error instanceof AppError) return { outcome: { ok: false, error } };
    const failed = new AppError('BAD_REQUEST', UNGRADABLE, undefined, { cause: error });
    return { outcome: { ok: false, error: failed } };
  }
}

/**
 * An applied answer as its batch writes it, its response kept under its key. An answer that
 * changes nothing (the recorded result of an exercise already right) keeps none: a retry of it
 * changes nothing either.
 */
function answered({ job, key }: Queued<{ userId: string }>, applied: Applied, at: Date): Answered {
  const { writes, ...checked } = applied;
  const outcome = { ok: true as const, value: checked };
  if (!writes) return { outcome };
  const responses = key ? [{ userId: job.userId, key, response: checked.response, at }] : [];
  return { outcome, writes: { ...writes, responses } };
}

/**
 * Answer checks by batch, one learner at most per batch: each batch's learners' rows locked and
 * read in two statements, each answer judged and applied in turn (`steps`), and all their writes
 * in one statement. `completed` is told, after the commit, of each answer that completed its attempt.
 */
export function createAnswerPipeline<Job extends AnswerAddress, Pending>({
  uow,
  now,
  steps,
  completed,
}: {
  uow: UnitOfWork<{ answerChecks: AnswerCheckRepository }>;
  now: () => Date;
  steps: AnswerSteps<Job, Pending>;
  completed: (userId: string) => void;
}) {
  /** An answer's first pass: the response already given to its key, or the steps' answer. */
  function first(queued: Queued<Job>, read: AnswerRead, at: Date): Answered | { completes: Pending } {
    return alone((): Answered | { completes: Pending } => {
      if (read.stored) {
        return { outcome: { ok: true, value: { response: storedCheckResult(read.stored), completedNow: false } } };
      }
      const judged = steps.answer(queued.job, read, at);
      return 'completes' in judged ? judged : answered(queued, judged, at);
    });
  }

  /**
   * A batch of answers in one transaction. If the transaction fails (a deadlock with another
   * transaction, say), each answer is tried again alone, so one learner's trouble is never another's.
   */
  async function run(batch: Queued<Job>[]): Promise<Outcome<Checked>[]> {
    try {
      return await uow.transaction(async (repos) => {
        const at = now();
        const since = new Date(at.getTime() - IDEMPOTENCY_TTL_MS);
        const reads = await repos.answerChecks.forAnswers(
          batch.map(({ job: { userId, attemptId, exerciseId }, key }) => ({ userId, attemptId, exerciseId, key })),
          since,
        );
        const readOf = (i: number) => {
          const read = reads[i];
          if (!read) throw new Error('forAnswers answered fewer answers than it was asked');
          return read;
        };
        const judged = batch.map((queued, i) => first(queued, readOf(i), at));
        // The answers that complete their attempt read their rewards' context in one more
        // statement; the others never pay for it.
        const completing = judged.flatMap((each, i) => ('completes' in each ? [i] : []));
        const rewards = completing.length
          ? await repos.answerChecks.forRewards(completing.map((i) => steps.rewardQuestion(readOf(i), at)))
          : [];
        const done = batch.map((queued, i): Answered => {
          const each = judged[i];
          if (!each) throw new Error('an answer of the batch was not judged');
          if (!('completes' in each)) return each;
          return alone(() => {
            const read = rewards[completing.indexOf(i)];
            if (!read) throw new Error('forRewards answered fewer questions than it was asked');
            return answered(queued, steps.complete(queued.job, readOf(i), at, each.completes, read), at);
          });
        });
        const writes = done.flatMap((each) => (each.writes ? [each.writes] : []));
        if (writes.length > 0) await repos.answerChecks.saveAnswers(writes, since);
        return done.map((each) => each.outcome);
      });
    } catch (error) {
      if (batch.length === 1) throw error;
      return Promise.all(
        batch.map((queued) =>
          run([queued]).then(
            ([outcome]): Outcome<Checked> => outcome ?? { ok: false, error },
            (failed: unknown): Outcome<Checked> => ({ ok: false, error: failed }),
          ),
        ),
      );
    }
  }

  // One batch at a time (measured: a second one at once, or completions in transactions of their
  // own, were slower on both databases).
  const answerBatch = batched({ run, max: BATCH_SIZE, key: (queued: Queued<Job>) => queued.job.userId });

  /** An answer's response, once its batch has committed. */
  return async (job: Job, idempotencyKey: string | undefined): Promise<CheckResult> => {
    const { response, completedNow } = await answerBatch({
      job,
      // A key means one answer: to this exercise, in this attempt. Sent again with another
      // exercise it is another answer's key, and never returns the first one's response.
      key: idempotencyKey && `${job.exerciseId}:${job.attemptId}:${idempotencyKey}`,
    });
    // Only the answer that completed the attempt tells: a replay of it (its Idempotency-Key, or
    // the exercise answered again) changes nothing, so it announces nothing.
    if (completedNow) completed(job.userId);
    return response;
  };
}

// An attempt played on the device, without the network: the same grader as the server
// (domain/exercise-grader.ts) and the same hearts and answer-streak rules, so the learner sees what
// they would see online. Nothing here pays: the server grades every step again when it gets it, and
// only its verdict counts for XP, coins, hearts, streak and league.
import type { Attempt, CheckResult, Exercise, PairCheck } from '@roots/shared/contracts/learning';
import type { OfflineKey, OfflinePackage } from '@roots/shared/contracts/offline';
import type { Hearts } from '@roots/shared/domain/hearts';
import { answerEffect, heartsAt, publicHearts } from '@roots/shared/domain/hearts';
import { answerNote } from '@roots/shared/domain/answer.notes';
import { gradeExercise, partnerOf } from '@roots/shared/domain/exercise-grader';
import { comboView, skipWindowEnd } from '@roots/shared/domain/learning';
import { AppError } from '@roots/shared/errors';
import { ApiError } from '../../../lib/api-client.ts';
import type { OfflinePlay, OfflineStats } from '../../../lib/offline-store.ts';

/** Premium's hearts never run out: a date past any the app will see. */
const NEVER = new Date(8.64e15);

export const OFFLINE_OUT_OF_HEARTS =
  'You are out of hearts. They come back one at a time; once you are online you can also refill them in the store.';

/** The hearts the API last gave, as stored hearts: the count, and when its regeneration started. */
export function statsFrom(hearts: Hearts, unlimited: boolean, at: Date): OfflineStats {
  const started = hearts.next_heart_regen
    ? Date.parse(hearts.next_heart_regen) - hearts.regeneration_rate * 60_000
    : at.getTime();
  return {
    hearts: hearts.heart_count,
    heartsUpdatedAt: new Date(started).toISOString(),
    unlimited,
    consecutiveCorrect: 0,
    listeningSkippedUntil: null,
    speakingSkippedUntil: null,
    completed: [],
  };
}

const storedHearts = (stats: OfflineStats) => ({
  hearts: stats.hearts,
  updatedAt: new Date(stats.heartsUpdatedAt),
  premiumUntil: stats.unlimited ? NEVER : null,
});

export const heartsOf = (stats: OfflineStats, at: Date) => publicHearts(heartsAt(storedHearts(stats), at));

const openUntil = (until: string | null, at: Date) => (until && Date.parse(until) > at.getTime() ? until : null);

export function toAttempt(play: OfflinePlay, stats: OfflineStats, at: Date): Attempt {
  return {
    lesson_attempt_id: play.localAttemptId,
    lesson_id: play.lessonId,
    kind: play.kind,
    status: play.status,
    correct_exercise_ids: play.correct,
    retry_exercise_ids: Object.keys(play.wrongCounts).filter((id) => !play.correct.includes(id)),
    wrong_answers: play.wrongAnswers,
    started_at: play.startedAt,
    hearts: heartsOf(stats, at),
    // What it pays is the server's to say, once it has the answers.
    summary: null,
    listening_skipped_until: openUntil(stats.listeningSkippedUntil, at),
    speaking_skipped_until: openUntil(stats.speakingSkippedUntil, at),
  };
}

export function newPlay(
  kind: OfflinePlay['kind'],
  lessonId: string | null,
  exerciseCount: number,
  at: Date,
): OfflinePlay {
  return {
    localAttemptId: crypto.randomUUID(),
    kind,
    lessonId,
    exerciseCount,
    correct: [],
    wrongCounts: {},
    wrongAnswers: 0,
    status: 'active',
    startedAt: at.toISOString(),
  };
}

function requireActive(play: OfflinePlay) {
  if (play.status === 'active') return;
  throw new ApiError(
    409,
    'CONFLICT',
    play.status === 'failed'
      ? 'This lesson attempt ended when you ran out of hearts. Start the lesson again.'
      : 'This lesson is already finished.',
  );
}

/** A lesson done: the next one opens on the device. */
function completing(play: OfflinePlay, stats: OfflineStats): { play: OfflinePlay; stats: OfflineStats } {
  if (play.correct.length < play.exerciseCount) return { play, stats };
  const completed = play.lessonId && !stats.completed.includes(play.lessonId) ? [play.lessonId] : [];
  return { play: { ...play, status: 'completed' }, stats: { ...stats, completed: [...stats.completed, ...completed] } };
}

/** What the grader needs of an exercise: its type, what the learner was shown, and its key. */
function gradable(exercise: Exercise, key: OfflineKey) {
  const { option, answers, pairs, romanised } = key;
  return {
    type: exercise.type,
    payload: {
      ...(exercise.into ? { into: exercise.into } : {}),
      ...(exercise.options ? { options: exercise.options } : {}),
      ...(exercise.tiles ? { tiles: exercise.tiles } : {}),
      ...(exercise.left ? { left: exercise.left } : {}),
      ...(exercise.right ? { right: exercise.right } : {}),
    },
    solution: {
      ...(option !== undefined ? { option } : {}),
      ...(answers ? { answers } : {}),
      ...(pairs ? { pairs } : {}),
      ...(romanised !== undefined ? { romanised } : {}),
    },
  };
}

/** The download's grading context: the course's words, and for English the words one typo away. */
export interface GradingContext {
  locale: string;
  courseWords: ReadonlySet<string>;
}

export const gradingContext = (pkg: OfflinePackage): GradingContext => ({
  locale: pkg.language.code,
  courseWords: new Set(pkg.course_words),
});

/** One answer checked on the device, as `/exercise/check` checks it online. */
export function checkOffline(
  play: OfflinePlay,
  stats: OfflineStats,
  exercise: Exercise,
  key: OfflineKey,
  answer: unknown,
  context: GradingContext,
  at: Date,
): { result: CheckResult; play: OfflinePlay; stats: OfflineStats } {
  requireActive(play);
  const free = play.kind !== 'lesson';
  const hearts = heartsAt(storedHearts(stats), at);
  if (hearts.heart_count <= 0 && !free) throw new ApiError(403, 'OUT_OF_HEARTS', OFFLINE_OUT_OF_HEARTS);
  const english = new Set(key.english_words ?? []);
  let graded;
  try {
    graded = gradeExercise(gradable(exercise, key), answer, {
      ...context,
      isEnglishWord: (word) => english.has(word),
    });
  } catch (error) {
    if (error instanceof AppError) throw new ApiError(400, 'VALIDATION_FAILED', error.message);
    throw error;
  }
  const correct = graded.verdict !== 'wrong';
  const effect = answerEffect({
    correct,
    free,
    premium: stats.unlimited,
    hearts,
    consecutive: stats.consecutiveCorrect,
    at,
  });
  const { lost } = effect;
  let nextStats: OfflineStats = {
    ...stats,
    ...(lost ? { hearts: lost.hearts, heartsUpdatedAt: lost.updatedAt.toISOString() } : {}),
    consecutiveCorrect: effect.consecutive,
  };
  let nextPlay: OfflinePlay = correct
    ? { ...play, correct: play.correct.includes(exercise.id) ? play.correct : [...play.correct, exercise.id] }
    : {
        ...play,
        wrongAnswers: play.wrongAnswers + 1,
        wrongCounts: { ...play.wrongCounts, [exercise.id]: (play.wrongCounts[exercise.id] ?? 0) + 1 },
      };
  if (effect.outOfHearts) nextPlay = { ...nextPlay, status: 'failed' };
  ({ play: nextPlay, stats: nextStats } = completing(nextPlay, nextStats));
  const result: CheckResult = {
    correct,
    result: graded.verdict,
    expected: graded.expected,
    note: answerNote(graded.verdict, graded.expected, graded.note),
    explanation: key.explanation,
    ...(graded.wrongPairs ? { wrong_pairs: graded.wrongPairs } : {}),
    hearts: heartsOf(nextStats, at),
    combo: comboView(nextStats.consecutiveCorrect),
    attempt: toAttempt(nextPlay, nextStats, at),
  };
  return { result, play: nextPlay, stats: nextStats };
}

/** One tapped pair of a match exercise: a wrong one is a mistake (no heart), as online. */
export function checkPairOffline(
  play: OfflinePlay,
  stats: OfflineStats,
  exerciseId: string,
  key: OfflineKey,
  left: string,
  right: string,
): { result: PairCheck; play: OfflinePlay; stats: OfflineStats } {
  requireActive(play);
  const correct = partnerOf(key.pairs ?? {}, left) === right;
  if (correct || play.correct.includes(exerciseId)) return { result: { correct }, play, stats };
  return {
    result: { correct },
    play: { ...play, wrongAnswers: play.wrongAnswers + 1 },
    stats: { ...stats, consecutiveCorrect: 0 },
  };
}

/** "Can't listen now", "Can't speak now" or a speak exercise marked: done without a heart, as online. */
export function audioStepOffline(
  play: OfflinePlay,
  stats: OfflineStats,
  exerciseId: string,
  step: 'skip-listening' | 'skip-speaking' | 'spoken',
  at: Date,
): { attempt: Attempt; play: OfflinePlay; stats: OfflineStats } {
  if (play.correct.includes(exerciseId)) return { attempt: toAttempt(play, stats, at), play, stats };
  requireActive(play);
  const window =
    step === 'skip-listening' ? 'listeningSkippedUntil' : step === 'skip-speaking' ? 'speakingSkippedUntil' : undefined;
  let nextStats = stats;
  if (window) {
    const until = stats[window];
    nextStats = { ...stats, [window]: skipWindowEnd(until === null ? null : new Date(until), at).toISOString() };
  }
  const done = completing({ ...play, correct: [...play.correct, exerciseId] }, nextStats);
  return { attempt: toAttempt(done.play, done.stats, at), play: done.play, stats: done.stats };
}

// The answer or skip that completes an attempt: what it pays (learner.rewards.ts has the rules), its
// summary, and what it writes besides its own rows.
import type { LessonSummary } from '@roots/shared/contracts/learning';
import { startOfLocalDay } from '@roots/shared/domain/learning';
import type { StatsRow } from '../learner/learner.repository.ts';
import { lessonsThrough } from '../course/course.catalogue.ts';
import { type Rewarded, rewardCheckpoint, rewardLesson, rewardPractice } from '../learner/learner.rewards.ts';
import { heard, heartsFullNotice } from '../notifications/notifications.service.ts';
import type { AnswerRead, AnswerWrites, RewardQuestion, RewardRead } from './answer-check.repository.ts';
import type { AnswerState, AttemptRow } from './attempt.repository.ts';
import type { PublishedExercise } from './attempt.state.ts';

/** An attempt completed by an answer: what it earned, its lesson (none for practice), the lessons a checkpoint passed. */
export interface Completed {
  rewarded: Rewarded;
  lessonId: string | undefined;
  testedOut: string[];
}

/**
 * What completing an attempt finishes: a lesson attempt its lesson; a checkpoint every published
 * lesson of its unit and the units before it; practice no lesson.
 */
export function finishes(attempt: AttemptRow, found: PublishedExercise) {
  if (attempt.kind === 'lesson') return { lesson: found.lesson.lesson, testedOut: [] };
  if (attempt.kind === 'practice' || !attempt.unitId) return { lesson: undefined, testedOut: [] };
  return { lesson: undefined, testedOut: lessonsThrough(found.course, attempt.unitId).map((lesson) => lesson.id) };
}

/** The question `forRewards` answers for an answer that completes its attempt at `at`. */
export const rewardQuestion = (read: AnswerRead, at: Date): RewardQuestion => ({
  userId: read.stats.userId,
  lessonId: read.attempt?.lessonId ?? null,
  dayStart: startOfLocalDay(at, read.settings.timeZone),
});

/** How the attempt went, for its summary: accuracy over every try, perfect, time taken. */
function attemptSummary(attempt: AttemptRow, answers: AnswerState[], at: Date) {
  const tries = answers.reduce((sum, a) => sum + a.wrongCount + (a.correctAt ? 1 : 0), 0);
  return {
    accuracy: tries === 0 ? 100 : Math.round((answers.length / tries) * 100),
    perfect: attempt.wrongAnswers === 0,
    duration_seconds: Math.max(0, Math.round((at.getTime() - attempt.startedAt.getTime()) / 1000)),
  };
}

/**
 * The answer that completes an attempt: the rewards (worked out from what was read under the
 * learner's lock), the lesson's completion (none for practice; a checkpoint's lessons, unpaid)
 * and the summary.
 */
export function completeAttempt(finished: {
  read: AnswerRead;
  rewards: RewardRead;
  attempt: AttemptRow;
  stats: StatsRow;
  lesson: { id: string; xpReward: number } | undefined;
  testedOut: string[];
  answers: AnswerState[];
  at: Date;
}): { stats: StatsRow; attempt: AttemptRow; completed: Completed } {
  const { read, rewards, attempt, stats, lesson, testedOut, answers, at } = finished;
  const context = {
    ...read.settings,
    xpToday: rewards.xpToday,
    practiceToday: rewards.practiceToday,
    paidReplaysToday: rewards.paidReplaysToday,
  };
  const base = { userId: stats.userId, attemptId: attempt.id, stats, at, context };
  const rewarded =
    attempt.kind === 'checkpoint'
      ? rewardCheckpoint(base)
      : lesson
        ? rewardLesson({
            ...base,
            xpReward: lesson.xpReward,
            perfect: attempt.wrongAnswers === 0,
            replay: rewards.lessonDone,
            played: { ms: at.getTime() - attempt.startedAt.getTime(), exercises: answers.length },
          })
        : rewardPractice(base);
  const summary: LessonSummary = { ...attemptSummary(attempt, answers, at), ...rewarded.reward };
  return {
    stats: rewarded.stats,
    attempt: { ...attempt, status: 'completed', finishedAt: at, summary },
    completed: { rewarded, lessonId: lesson?.id, testedOut },
  };
}

const sum = (credits: { amount: number }[]) => credits.reduce((total, credit) => total + credit.amount, 0);

/**
 * What an answer writes besides its own rows: a completion's lesson, credits and notifications
 * (the running totals move with the credits), and, when it changed the stored hearts, the
 * learner's "hearts full again" scheduled anew. The learner's muted kinds are left out here.
 */
export function rewardWrites(
  read: AnswerRead,
  at: Date,
  completed: Completed | undefined,
  hearts: { hearts: number; updatedAt: Date } | undefined,
): Partial<AnswerWrites> & { gains: { xp: number; coins: number } } {
  const { userId } = read.stats;
  const rewarded = completed?.rewarded;
  const full = hearts ? heartsFullNotice(userId, hearts) : undefined;
  return {
    gains: { xp: sum(rewarded?.xp ?? []), coins: sum(rewarded?.coins ?? []) },
    completions: completed?.lessonId ? [{ userId, lessonId: completed.lessonId, at }] : [],
    testedOut: (completed?.testedOut ?? []).map((lessonId) => ({ userId, lessonId, at })),
    xp: rewarded?.xp ?? [],
    coins: rewarded?.coins ?? [],
    heartsChanged: hearts ? [{ userId, at }] : [],
    notices: heard([...(rewarded?.notices ?? []), ...(full ? [full] : [])], read.muted),
  };
}

import type { LessonSummary } from '@roots/shared/contracts/learning';
import { gainHeart } from '@roots/shared/domain/hearts';
import {
  coinRewards,
  combo,
  countStreakDay,
  lessonXp,
  localDay,
  PERFECT_LESSON_BONUS_XP,
  practiceReward,
  regenerateHearts,
  paidReplayXp,
  startOfLocalDay,
} from '@roots/shared/domain/learning';
import type { Notice } from '../notifications/notifications.service.ts';
import type { UserRepository } from '../user/user.repository.ts';
import type { LearnerRepository, StatsRow } from './learner.repository.ts';
import { streakOf } from './learner.views.ts';

/** What `rewardedPracticeToday` reads. */
export interface RewardRepos {
  learners: LearnerRepository;
  users: UserRepository;
}

export type Reward = Pick<
  LessonSummary,
  'xp' | 'xp_breakdown' | 'coins' | 'daily_goal_reached' | 'streak' | 'replay' | 'hearts_gained'
>;

/** What the rewards read, besides the learner's row (the caller reads it under the learner's lock). */
export interface RewardContext {
  timeZone: string;
  dailyGoal: number;
  /** XP credited since the start of the learner's day. */
  xpToday: number;
  /** Practice sessions that paid XP since the start of the learner's day. */
  practiceToday: number;
  /** Replays that paid XP since the start of the learner's day. */
  paidReplaysToday: number;
}

/** A credit in the XP or the coin ledger (the learner's running total moves with it). */
export interface Credit {
  userId: string;
  amount: number;
  source: string;
  attemptId: string;
  at: Date;
}

/**
 * What a reward writes, for the caller to write in its transaction: the learner's row, the ledger
 * credits, the notifications (before the learner's muted kinds are left out), and, when hearts
 * were given back, the hearts that time "hearts full again" from.
 */
export interface Rewarded {
  stats: StatsRow;
  reward: Reward;
  xp: Credit[];
  coins: Credit[];
  notices: Notice[];
  hearts?: { hearts: number; updatedAt: Date };
}

interface Finished {
  userId: string;
  attemptId: string;
  /** The learner's row as the answer left it (locked by the caller). */
  stats: StatsRow;
  at: Date;
  context: RewardContext;
}

const credits = (finished: Finished, entries: { amount: number; source: string }[]): Credit[] =>
  entries
    .filter((entry) => entry.amount !== 0)
    .map((entry) => ({ ...entry, userId: finished.userId, attemptId: finished.attemptId, at: finished.at }));

/** The day counts for the streak, and a milestone reached today pays its coins. */
function countTheDay({ userId, stats, at, context }: Finished) {
  const streak = countStreakDay(streakOf(stats), at, context.timeZone);
  const notices: Notice[] =
    streak.milestoneCoins > 0
      ? [
          {
            userId,
            kind: 'streak-milestone',
            title: `${String(streak.current)}-day streak!`,
            message: `You have learned ${String(streak.current)} days in a row and earned ${String(streak.milestoneCoins)} coins. Keep it going!`,
            at,
          },
        ]
      : [];
  return {
    milestone: { amount: streak.milestoneCoins, source: `streak-${String(streak.current)}` },
    notices,
    stats: {
      ...stats,
      currentStreak: streak.current,
      longestStreak: streak.longest,
      lastStreakDay: streak.lastDay,
      streakDayEndsAt: streak.dayEndsAt,
      streakFreezes: streak.freezes,
    },
    streak: { current: streak.current, extended: streak.changed, freeze_used: streak.freezesUsed > 0 },
  };
}

/**
 * A finished lesson. A first completion pays XP (perfect bonus, combo, boost) and coins, and the
 * daily-goal coins when it leaves the day's XP at or above the goal for the first time that day.
 * A replay of a completed lesson pays a third of the lesson's XP (`replayXp`), no bonus and no
 * coins; its XP counts towards the day's goal. Either way the day counts for the streak.
 */
export function rewardLesson(
  finished: Finished & {
    xpReward: number;
    perfect: boolean;
    replay: boolean;
    /** How long the attempt took, and how many exercises it had: a replay faster than a person pays nothing. */
    played: { ms: number; exercises: number };
  },
): Rewarded {
  const { userId, stats, at, context, xpReward, perfect, replay, played } = finished;
  const today = localDay(at, context.timeZone);
  const boosted = stats.xpBoostUntil !== null && stats.xpBoostUntil > at;
  const full = lessonXp({ xpReward, perfect, multiplier: combo(stats.consecutiveCorrect).multiplier, boosted });
  const replayed = paidReplayXp({
    xpReward,
    paidToday: context.paidReplaysToday,
    playedMs: played.ms,
    exercises: played.exercises,
  });
  const xp = replay ? { base: replayed, withCombo: replayed, total: replayed } : full;
  const lessonCoins = replay ? 0 : coinRewards.lesson + (perfect ? coinRewards.perfectLesson : 0);
  const day = countTheDay(finished);
  const goalReached = !replay && context.xpToday + xp.total >= context.dailyGoal && stats.goalRewardDay !== today;
  const goal = { amount: goalReached ? coinRewards.dailyGoal : 0, source: 'daily-goal' };
  return {
    stats: { ...day.stats, goalRewardDay: goalReached ? today : stats.goalRewardDay },
    reward: {
      xp: xp.total,
      xp_breakdown: {
        lesson: replay ? xp.total : xpReward,
        perfect_bonus: !replay && perfect ? PERFECT_LESSON_BONUS_XP : 0,
        combo_bonus: xp.withCombo - xp.base,
        boost_bonus: xp.total - xp.withCombo,
      },
      coins: lessonCoins + day.milestone.amount + goal.amount,
      daily_goal_reached: goalReached,
      streak: day.streak,
      replay,
      hearts_gained: 0,
    },
    xp: credits(finished, [{ amount: xp.total, source: replay ? 'lesson-replay' : 'lesson' }]),
    coins: credits(finished, [{ amount: lessonCoins, source: 'lesson' }, day.milestone, goal]),
    notices: [
      ...day.notices,
      ...(goalReached
        ? [
            {
              userId,
              kind: 'daily-goal' as const,
              title: 'Daily goal reached',
              message: `You earned ${String(context.dailyGoal)} XP today and ${String(coinRewards.dailyGoal)} coins. See you tomorrow!`,
              at,
            },
          ]
        : []),
    ],
  };
}

/** How many practice sessions paid XP and a heart in the learner's day so far. */
export async function rewardedPracticeToday(
  repos: Pick<RewardRepos, 'learners' | 'users'>,
  userId: string,
  at: Date,
): Promise<number> {
  const { timeZone } = await repos.users.learningSettings(userId);
  return repos.learners.countXpFromSourceSince(userId, 'practice', startOfLocalDay(at, timeZone));
}

/**
 * A finished practice session: the day counts for the streak, and the first three sessions of the
 * learner's day pay XP (10, then 5) and one heart back (`practiceReward`); later ones pay nothing.
 */
export function rewardPractice(finished: Finished): Rewarded {
  const { stats, at, context } = finished;
  const paid = practiceReward(context.practiceToday);
  const day = countTheDay(finished);
  const before = regenerateHearts({ hearts: stats.hearts, updatedAt: stats.heartsUpdatedAt }, at).hearts;
  const heart = paid.heart
    ? gainHeart({ hearts: stats.hearts, updatedAt: stats.heartsUpdatedAt }, at)
    : { hearts: stats.hearts, updatedAt: stats.heartsUpdatedAt };
  return {
    stats: { ...day.stats, hearts: heart.hearts, heartsUpdatedAt: heart.updatedAt },
    reward: {
      xp: paid.xp,
      xp_breakdown: { lesson: paid.xp, perfect_bonus: 0, combo_bonus: 0, boost_bonus: 0 },
      coins: day.milestone.amount,
      daily_goal_reached: false,
      streak: day.streak,
      replay: false,
      hearts_gained: paid.heart ? Math.max(0, heart.hearts - before) : 0,
    },
    xp: credits(finished, [{ amount: paid.xp, source: 'practice' }]),
    coins: credits(finished, [day.milestone]),
    notices: day.notices,
    // A heart given back brings "full again" forward (or withdraws it when the hearts are full now).
    ...(paid.heart ? { hearts: heart } : {}),
  };
}

/**
 * A passed checkpoint: the lessons it completes were skipped, not learnt, so it pays nothing (no
 * XP, so no league points either) and leaves the learner's row, streak included, as it was.
 */
export function rewardCheckpoint({ stats }: Finished): Rewarded {
  return {
    stats,
    reward: {
      xp: 0,
      xp_breakdown: { lesson: 0, perfect_bonus: 0, combo_bonus: 0, boost_bonus: 0 },
      coins: 0,
      daily_goal_reached: false,
      streak: { current: stats.currentStreak, extended: false, freeze_used: false },
      replay: false,
      hearts_gained: 0,
    },
    xp: [],
    coins: [],
    notices: [],
  };
}

import type { LessonSummary } from '@roots/shared/contracts/learning';
import { gainHeart } from '@roots/shared/domain/hearts';
import {
  coinRewards,
  combo,
  countDay,
  lessonXp,
  localDay,
  PERFECT_LESSON_BONUS_XP,
  practiceReward,
  regenerateHearts,
  replayXp,
  startOfLocalDay,
} from '@roots/shared/domain/learning';
import type { NotificationRepository } from '../notifications/notifications.repository.ts';
import { recordNotification, scheduleHeartsFull } from '../notifications/notifications.service.ts';
import type { UserRepository } from '../user/user.repository.ts';
import type { LearnerRepository, StatsRow } from './learner.repository.ts';

/** What a finished lesson or practice session earns, credited in the caller's transaction. */
export interface RewardRepos {
  learners: LearnerRepository;
  users: UserRepository;
  notifications: NotificationRepository;
}

export type Reward = Pick<
  LessonSummary,
  'xp' | 'xp_breakdown' | 'coins' | 'daily_goal_reached' | 'streak' | 'replay' | 'hearts_gained'
>;

interface Finished {
  userId: string;
  attemptId: string;
  /** The learner's row as the answer left it (locked by the caller). */
  stats: StatsRow;
  at: Date;
}

/** The day counts for the streak, and a milestone reached today pays its coins. */
async function countTheDay(repos: RewardRepos, { userId, attemptId, stats, at }: Finished, today: string) {
  const { learners } = repos;
  const streak = countDay(
    {
      current: stats.currentStreak,
      longest: stats.longestStreak,
      lastDay: stats.lastStreakDay,
      freezes: stats.streakFreezes,
    },
    today,
  );
  if (streak.milestoneCoins > 0) {
    await learners.creditCoins(userId, streak.milestoneCoins, `streak-${String(streak.current)}`, attemptId, at);
    await recordNotification(repos, {
      userId,
      kind: 'streak-milestone',
      title: `${String(streak.current)}-day streak!`,
      message: `You have learned ${String(streak.current)} days in a row and earned ${String(streak.milestoneCoins)} coins. Keep it going!`,
      at,
    });
  }
  return {
    milestoneCoins: streak.milestoneCoins,
    stats: {
      ...stats,
      currentStreak: streak.current,
      longestStreak: streak.longest,
      lastStreakDay: streak.lastDay,
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
export async function rewardLesson(
  repos: RewardRepos,
  finished: Finished & { xpReward: number; perfect: boolean; replay: boolean },
): Promise<{ stats: StatsRow; reward: Reward }> {
  const { userId, attemptId, stats, at, xpReward, perfect, replay } = finished;
  const settings = await repos.users.learningSettings(userId);
  const today = localDay(at, settings.timeZone);
  const boosted = stats.xpBoostUntil !== null && stats.xpBoostUntil > at;
  const full = lessonXp({ xpReward, perfect, multiplier: combo(stats.consecutiveCorrect).multiplier, boosted });
  const xp = replay ? { base: replayXp(xpReward), withCombo: replayXp(xpReward), total: replayXp(xpReward) } : full;
  const xpBefore = await repos.learners.xpTotal(userId, startOfLocalDay(at, settings.timeZone));
  await repos.learners.creditXp(userId, xp.total, replay ? 'lesson-replay' : 'lesson', attemptId, at);

  let coins = replay ? 0 : coinRewards.lesson + (perfect ? coinRewards.perfectLesson : 0);
  await repos.learners.creditCoins(userId, coins, 'lesson', attemptId, at);
  const day = await countTheDay(repos, finished, today);
  coins += day.milestoneCoins;
  const goalReached = !replay && xpBefore + xp.total >= settings.dailyGoal && stats.goalRewardDay !== today;
  if (goalReached) {
    await repos.learners.creditCoins(userId, coinRewards.dailyGoal, 'daily-goal', attemptId, at);
    coins += coinRewards.dailyGoal;
    await recordNotification(repos, {
      userId,
      kind: 'daily-goal',
      title: 'Daily goal reached',
      message: `You earned ${String(settings.dailyGoal)} XP today and ${String(coinRewards.dailyGoal)} coins. See you tomorrow!`,
      at,
    });
  }
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
      coins,
      daily_goal_reached: goalReached,
      streak: day.streak,
      replay,
      hearts_gained: 0,
    },
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
export async function rewardPractice(
  repos: RewardRepos,
  finished: Finished,
): Promise<{ stats: StatsRow; reward: Reward }> {
  const { userId, attemptId, stats, at } = finished;
  const { timeZone } = await repos.users.learningSettings(userId);
  const paid = practiceReward(await rewardedPracticeToday(repos, userId, at));
  await repos.learners.creditXp(userId, paid.xp, 'practice', attemptId, at);
  const day = await countTheDay(repos, finished, localDay(at, timeZone));
  const before = regenerateHearts({ hearts: stats.hearts, updatedAt: stats.heartsUpdatedAt }, at).hearts;
  const heart = paid.heart
    ? gainHeart({ hearts: stats.hearts, updatedAt: stats.heartsUpdatedAt }, at)
    : { hearts: stats.hearts, updatedAt: stats.heartsUpdatedAt };
  // A heart given back brings "full again" forward (or withdraws it when the hearts are full now).
  if (paid.heart) await scheduleHeartsFull(repos, userId, heart, at);
  return {
    stats: { ...day.stats, hearts: heart.hearts, heartsUpdatedAt: heart.updatedAt },
    reward: {
      xp: paid.xp,
      xp_breakdown: { lesson: paid.xp, perfect_bonus: 0, combo_bonus: 0, boost_bonus: 0 },
      coins: day.milestoneCoins,
      daily_goal_reached: false,
      streak: day.streak,
      replay: false,
      hearts_gained: paid.heart ? Math.max(0, heart.hearts - before) : 0,
    },
  };
}

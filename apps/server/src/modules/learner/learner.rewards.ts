import type { LessonSummary } from '@roots/shared/contracts/learning';
import { gainHeart } from '@roots/shared/domain/hearts';
import {
  coinRewards,
  combo,
  countDay,
  lessonXp,
  localDay,
  PERFECT_LESSON_BONUS_XP,
  startOfLocalDay,
} from '@roots/shared/domain/learning';
import type { UserRepository } from '../user/user.repository.ts';
import type { LearnerRepository, StatsRow } from './learner.repository.ts';

/** What a finished lesson or practice session earns, credited in the caller's transaction. */
export interface RewardRepos {
  learners: LearnerRepository;
  users: UserRepository;
}

export type Reward = Pick<LessonSummary, 'xp' | 'xp_breakdown' | 'coins' | 'daily_goal_reached' | 'streak'>;

interface Finished {
  userId: string;
  attemptId: string;
  /** The learner's row as the answer left it (locked by the caller). */
  stats: StatsRow;
  at: Date;
}

/** Practice pays 10 XP the first time a day, 5 after that. */
const PRACTICE_XP = { first: 10, again: 5 } as const;

/** The day counts for the streak, and a milestone reached today pays its coins. */
async function countTheDay({ learners }: RewardRepos, { userId, attemptId, stats, at }: Finished, today: string) {
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

/** A finished lesson: XP (perfect bonus, combo, boost), coins, the streak day and the daily goal. */
export async function rewardLesson(
  repos: RewardRepos,
  finished: Finished & { xpReward: number; perfect: boolean },
): Promise<{ stats: StatsRow; reward: Reward }> {
  const { userId, attemptId, stats, at, xpReward, perfect } = finished;
  const settings = await repos.users.learningSettings(userId);
  const today = localDay(at, settings.timeZone);
  const boosted = stats.xpBoostUntil !== null && stats.xpBoostUntil > at;
  const xp = lessonXp({ xpReward, perfect, multiplier: combo(stats.consecutiveCorrect).multiplier, boosted });
  const xpBefore = await repos.learners.xpTotal(userId, startOfLocalDay(at, settings.timeZone));
  await repos.learners.creditXp(userId, xp.total, 'lesson', attemptId, at);

  let coins = coinRewards.lesson + (perfect ? coinRewards.perfectLesson : 0);
  await repos.learners.creditCoins(userId, coins, 'lesson', attemptId, at);
  const day = await countTheDay(repos, finished, today);
  coins += day.milestoneCoins;
  const goal = settings.dailyGoal;
  const goalReached = xpBefore < goal && xpBefore + xp.total >= goal && stats.goalRewardDay !== today;
  if (goalReached) {
    await repos.learners.creditCoins(userId, coinRewards.dailyGoal, 'daily-goal', attemptId, at);
    coins += coinRewards.dailyGoal;
  }
  return {
    stats: { ...day.stats, goalRewardDay: goalReached ? today : stats.goalRewardDay },
    reward: {
      xp: xp.total,
      xp_breakdown: {
        lesson: xpReward,
        perfect_bonus: perfect ? PERFECT_LESSON_BONUS_XP : 0,
        combo_bonus: xp.withCombo - xp.base,
        boost_bonus: xp.total - xp.withCombo,
      },
      coins,
      daily_goal_reached: goalReached,
      streak: day.streak,
    },
  };
}

/** A finished practice session: 10 XP the first time a day, then 5; one heart back; the day counts. */
export async function rewardPractice(
  repos: RewardRepos,
  finished: Finished,
): Promise<{ stats: StatsRow; reward: Reward }> {
  const { userId, attemptId, stats, at } = finished;
  const { timeZone } = await repos.users.learningSettings(userId);
  const practicedToday = await repos.learners.hasXpFromSourceSince(userId, 'practice', startOfLocalDay(at, timeZone));
  const xp = practicedToday ? PRACTICE_XP.again : PRACTICE_XP.first;
  await repos.learners.creditXp(userId, xp, 'practice', attemptId, at);
  const day = await countTheDay(repos, finished, localDay(at, timeZone));
  const heart = gainHeart({ hearts: stats.hearts, updatedAt: stats.heartsUpdatedAt }, at);
  return {
    stats: { ...day.stats, hearts: heart.hearts, heartsUpdatedAt: heart.updatedAt },
    reward: {
      xp,
      xp_breakdown: { lesson: xp, perfect_bonus: 0, combo_bonus: 0, boost_bonus: 0 },
      coins: day.milestoneCoins,
      daily_goal_reached: false,
      streak: day.streak,
    },
  };
}

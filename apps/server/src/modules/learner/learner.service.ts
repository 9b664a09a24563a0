import type { HeartsRecord, Stats, Streak } from '@roots/shared/contracts/learning';
import { type Hearts, publicHearts } from '@roots/shared/domain/hearts';
import { startOfLocalDay, startOfWeekUtc, streakAt } from '@roots/shared/domain/learning';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { UserRepository } from '../user/user.repository.ts';
import type { CourseService } from '../course/course.service.ts';
import type { LearnerRepository, StatsRow } from './learner.repository.ts';
import { heartsOf, isPremium, streakOf } from './learner.views.ts';

export interface LearnerRepos {
  learners: LearnerRepository;
  users: UserRepository;
}

interface LearnerDeps {
  uow: UnitOfWork<LearnerRepos>;
  course: Pick<CourseService, 'enroll' | 'progress'>;
  now?: () => Date;
}

const streakView = (stats: StatsRow, at: Date, timeZone: string): Streak =>
  streakAt(streakOf(stats), stats.consecutiveCorrect, at, timeZone);

/** What a learner has: XP, hearts, streak, coins, Premium; and where they begin (onboarding). */
export function createLearnerService({ uow, course, now = () => new Date() }: LearnerDeps) {
  const { learners, users } = uow.repos;
  return {
    /** Onboarding's end: the chosen language and goal; answers the lesson to start with. */
    async completeOnboarding(userId: string, languageId: string, dailyGoal: number) {
      await course.enroll(userId, languageId);
      await users.markOnboarded(userId, dailyGoal, now());
      return { next_lesson_id: (await course.progress(userId, languageId)).next_lesson_id };
    },

    async xp(userId: string): Promise<number> {
      return learners.xpTotal(userId);
    },

    /** Hearts with regeneration applied; regeneration is computed, so reading stores nothing. */
    async hearts(userId: string): Promise<Hearts> {
      return publicHearts(heartsOf(await learners.stats(userId), now()));
    },

    /** The spec's hearts record (by user id): the same hearts under its field names. */
    async heartsRecord(userId: string): Promise<HeartsRecord> {
      const hearts = await this.hearts(userId);
      return {
        hearts: hearts.heart_count,
        max_hearts: hearts.max_heart,
        regeneration_rate_minutes: hearts.regeneration_rate,
        is_regenerating: hearts.next_heart_regen !== null,
        ...(hearts.next_heart_regen ? { next_heart_at: hearts.next_heart_regen } : {}),
      };
    },

    async streak(userId: string): Promise<Streak> {
      const [stats, settings] = await Promise.all([learners.stats(userId), users.learningSettings(userId)]);
      return streakView(stats, now(), settings.timeZone);
    },

    async stats(userId: string): Promise<Stats> {
      const at = now();
      const [stats, { timeZone, dailyGoal }] = await Promise.all([
        learners.stats(userId),
        users.learningSettings(userId),
      ]);
      const [total, today, week] = await Promise.all([
        learners.xpTotal(userId),
        learners.xpTotal(userId, startOfLocalDay(at, timeZone)),
        learners.xpTotal(userId, startOfWeekUtc(at)),
      ]);
      return {
        xp_total: total,
        xp_today: today,
        xp_this_week: week,
        daily_goal: dailyGoal,
        coins: stats.coins,
        streak: streakView(stats, at, timeZone),
        hearts: publicHearts(heartsOf(stats, at)),
        premium: isPremium(stats, at),
      };
    },
  };
}

export type LearnerService = ReturnType<typeof createLearnerService>;

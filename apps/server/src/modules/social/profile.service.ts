import type { LanguageProgress, MyProfile, PublicProfile } from '@roots/shared/contracts/social';
import { localDay } from '@roots/shared/domain/learning';
import { usernameKey } from '@roots/shared/domain/identity';
import { longestGoalRun } from '@roots/shared/domain/achievements';
import { AppError } from '@roots/shared/errors';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { CourseProgressRepository } from '../course/course-progress.repository.ts';
import type { CourseService } from '../course/course.service.ts';
import type { LearnerRepository } from '../learner/learner.repository.ts';
import type { LearnerService } from '../learner/learner.service.ts';
import type { UserRepository } from '../user/user.repository.ts';
import type { FriendshipRepository } from './friends.repository.ts';
import { blockedBy, NO_LEARNER, relationOf, toPublicUser } from './friends.service.ts';

const CHART_DAYS = 30;

export interface ProfileRepos {
  users: UserRepository;
  friendships: FriendshipRepository;
  learners: LearnerRepository;
  progress: CourseProgressRepository;
}

interface ProfileDeps {
  uow: UnitOfWork<ProfileRepos>;
  learner: Pick<LearnerService, 'stats'>;
  course: Pick<CourseService, 'userLanguages'>;
  /** The learner's league tier name this week, if placed (leagues are optional here). */
  leagueOf?: (userId: string) => Promise<string | null>;
  now?: () => Date;
}

/** The last `days` local days ending today, oldest first, each with its XP (0 when none). */
export function dailySeries(rows: { day: string; xp: number }[], today: string, days: number) {
  const byDay = new Map(rows.map((row) => [row.day, row.xp]));
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    return { day, xp: byDay.get(day) ?? 0 };
  });
}

/** The learner's courses as profiles show them: how many lessons of each are done. */
async function languagesOf(course: ProfileDeps['course'], userId: string): Promise<LanguageProgress[]> {
  const languages = await course.userLanguages(userId);
  return languages.map(({ id, name, completed_lessons, total_lessons }) => ({
    id,
    name,
    completed_lessons,
    total_lessons,
  }));
}

/** Public profiles (as their owner's visibility setting allows) and the learner's own profile page. */
export function createProfileService({ uow, learner, course, leagueOf, now = () => new Date() }: ProfileDeps) {
  const { users, friendships, progress, learners } = uow.repos;
  return {
    async publicProfile(viewer: string, username: string): Promise<PublicProfile> {
      const found = await users.findByUsernameKey(usernameKey(username));
      const user = found ? await users.findById(found.id) : undefined;
      if (user?.status !== 'active') throw new AppError('NOT_FOUND', NO_LEARNER);
      const row = user.id === viewer ? undefined : await friendships.find(viewer, user.id);
      if (blockedBy(row, viewer)) throw new AppError('NOT_FOUND', NO_LEARNER);
      const relation = user.id === viewer ? 'self' : relationOf(row, viewer);
      const visible =
        relation === 'self' ||
        (relation !== 'blocked' &&
          (user.profileVisibility === 'everyone' || (user.profileVisibility === 'friends' && relation === 'friends')));
      if (!visible) return { user: toPublicUser(user), relation, details: null };
      const [stats, languages, league] = await Promise.all([
        learner.stats(user.id),
        languagesOf(course, user.id),
        leagueOf ? leagueOf(user.id) : Promise.resolve(null),
      ]);
      return {
        user: toPublicUser(user),
        relation,
        details: {
          bio: user.bio,
          joined_at: user.createdAt.toISOString(),
          xp_total: stats.xp_total,
          xp_this_week: stats.xp_this_week,
          current_streak: stats.streak.current_streak,
          longest_streak: stats.streak.longest_streak,
          league,
          languages,
        },
      };
    },

    /** The /profile page: totals, the 30-day chart and achievements earned from real milestones. */
    async myProfile(userId: string): Promise<MyProfile> {
      const at = now();
      const user = await users.findById(userId);
      if (!user) throw new AppError('UNAUTHORIZED', 'Please log in again.');
      const today = localDay(at, user.timeZone);
      // Every day with XP (a learner's ledger is small): the chart's 30 days and the perfect week.
      const [stats, completions, byDay, friends, languages] = await Promise.all([
        learner.stats(userId),
        progress.listCompletions(userId),
        learners.xpByDay(userId, new Date(0), user.timeZone),
        friendships.friendIds(userId),
        languagesOf(course, userId),
      ]);
      const longest = stats.streak.longest_streak;
      const achievements = [
        {
          id: 'first-lesson',
          title: 'First steps',
          description: 'Complete your first lesson.',
          earned: completions.length > 0,
        },
        {
          id: 'ten-lessons',
          title: 'Keen learner',
          description: 'Complete 10 lessons.',
          earned: completions.length >= 10,
        },
        { id: 'streak-7', title: 'Week of fire', description: 'Keep a 7-day streak.', earned: longest >= 7 },
        { id: 'streak-30', title: 'Habit formed', description: 'Keep a 30-day streak.', earned: longest >= 30 },
        { id: 'xp-1000', title: 'Thousand strong', description: 'Earn 1,000 XP.', earned: stats.xp_total >= 1000 },
        {
          id: 'perfect-week',
          title: 'Perfect week',
          description: 'Reach your daily goal 7 days in a row.',
          earned: longestGoalRun(byDay, user.dailyGoal) >= 7,
        },
        {
          id: 'friends-3',
          title: 'In good company',
          description: 'Have 3 friends on Roots.',
          earned: friends.length >= 3,
        },
      ];
      return {
        xp_total: stats.xp_total,
        xp_this_week: stats.xp_this_week,
        current_streak: stats.streak.current_streak,
        longest_streak: longest,
        lessons_completed: completions.length,
        joined_at: user.createdAt.toISOString(),
        languages,
        xp_by_day: dailySeries(byDay, today, CHART_DAYS),
        achievements,
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

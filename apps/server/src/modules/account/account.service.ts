// The account: profile, avatar, data download and deletion. Longer than ~300 lines because the data
// download lists every table a learner has rows in; it stays beside deletion, which removes the same rows.
import type { ClipBlobRepository } from '../voices/clip-blob.repository.ts';
import type { ClipStore } from '../voices/clip-store.ts';
import type { VoicesRepository } from '../voices/voices.repository.ts';
import type { deleteAccountSchema, profileUpdateSchema, UserProfile } from '@roots/shared/contracts/user';
import { publicHearts } from '@roots/shared/domain/hearts';
import { clockText } from '@roots/shared/domain/reminders';
import { usernameSchema } from '@roots/shared/contracts/username';
import { emailKey, usernameKey } from '@roots/shared/domain/identity';
import { AppError } from '@roots/shared/errors';
import type { z } from 'zod';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { AvatarStore } from '../../lib/avatar-store.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { ReportRepository } from '../admin/report.repository.ts';
import type { AttemptRepository } from '../attempt/attempt.repository.ts';
import type { AuthRepository } from '../auth/auth.repository.ts';
import type { ContactRepository } from '../contact/contact.repository.ts';
import type { CourseProgressRepository } from '../course/course-progress.repository.ts';
import type { LearnerRepository, StatsRow } from '../learner/learner.repository.ts';
import { heartsOf } from '../learner/learner.views.ts';
import type { NotificationRepository } from '../notifications/notifications.repository.ts';
import type { PracticeRepository } from '../practice/practice.repository.ts';
import type { ReminderRepository } from '../reminders/reminders.repository.ts';
import type { FriendshipRepository } from '../social/friends.repository.ts';
import type { LeagueRepository } from '../social/leagues.repository.ts';
import type { UserChanges, UserRepository, UserRow } from '../user/user.repository.ts';

/** What a passwordless (Google-only) account types to confirm its deletion. */
export const DELETE_CONFIRMATION = 'delete my account';

const USERNAME_TAKEN = 'That username is taken.';
const TIME_ZONE_UNKNOWN = 'Choose a time zone from the list.';

/** The profile, with the learner's hearts as they are at `at` (regeneration and Premium applied). */
function toProfile(user: UserRow, stats: StatsRow, at: Date): UserProfile {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    user_metadata: { username: user.username, avatar_url: user.avatarUrl },
    display_name: user.displayName,
    bio: user.bio,
    daily_goal: user.dailyGoal,
    time_zone: user.timeZone,
    email_verified: user.emailVerifiedAt !== null,
    onboarded: user.onboardedAt !== null,
    has_password: user.passwordHash !== null,
    hearts: publicHearts(heartsOf(stats, at)),
    profile_visibility: user.profileVisibility,
    muted_notifications: user.mutedNotifications,
    sound_effects: user.soundEffects,
    romanisation: user.romanisation,
  };
}

export interface AccountRepos {
  users: UserRepository;
  auth: AuthRepository;
  contact: ContactRepository;
  learners: LearnerRepository;
  progress: CourseProgressRepository;
  attempts: AttemptRepository;
  reviews: PracticeRepository;
  notifications: NotificationRepository;
  friendships: FriendshipRepository;
  leagues: LeagueRepository;
  reports: ReportRepository;
  voices: VoicesRepository;
  clipBlobs: ClipBlobRepository;
  reminders: ReminderRepository;
}

interface AccountDeps {
  uow: UnitOfWork<AccountRepos>;
  avatars: AvatarStore;
  /** Where the learner's voice clips are kept: deleted with the account. */
  clipStore?: ClipStore;
  /** Told when a learner's time zone changes: their next reminder moves with it. */
  timeZoneChanged?: (userId: string) => Promise<void>;
  now?: () => Date;
}

export function createAccountService({
  uow,
  avatars,
  clipStore,
  timeZoneChanged,
  now = () => new Date(),
}: AccountDeps) {
  const {
    users: repository,
    auth,
    contact,
    learners,
    progress,
    attempts,
    reviews,
    notifications,
    friendships,
    leagues,
    reports,
    voices,
    reminders,
  } = uow.repos;

  /** Read once per process: the database's zones change only with its tzdata. */
  let timeZones: Promise<Set<string>> | undefined;

  const profileOf = async (user: UserRow) => toProfile(user, await learners.stats(user.id), now());

  async function requireUser(userId: string): Promise<UserRow> {
    const user = await repository.findById(userId);
    if (!user) throw new AppError('UNAUTHORIZED', 'Please log in again.');
    return user;
  }

  return {
    async getProfile(userId: string): Promise<UserProfile> {
      return profileOf(await requireUser(userId));
    },

    /** Stores a new avatar and deletes the file of the one it replaces. */
    async setAvatar(userId: string, upload: Buffer | null): Promise<UserProfile> {
      const url = upload ? await avatars.save(upload) : null;
      const outcome = await uow.transaction(async ({ users: repo }) => {
        const user = await repo.lockById(userId);
        if (!user) return undefined;
        const updated = await repo.update(userId, { avatarUrl: url });
        return updated && { updated, previous: user.avatarUrl };
      });
      if (!outcome) {
        await avatars.remove(url);
        throw new AppError('UNAUTHORIZED', 'Please log in again.');
      }
      await avatars.remove(outcome.previous);
      return profileOf(outcome.updated);
    },

    /**
     * Everything we hold about the learner, as one JSON document (GDPR art. 15 and 20): the account,
     * sessions, contact messages, and every learning record — courses, stats, the XP and coin
     * ledgers, lesson and practice attempts with their answers, the review queue and the stored
     * responses to answers, problem reports and settings. Only secrets (password hash, token hashes) are left out.
     */
    async exportData(userId: string) {
      const user = await requireUser(userId);
      const at = now();
      const iso = (date: Date | null) => date?.toISOString() ?? null;
      const [sessions, messages, stats, enrollments, completions, xp, coins, attemptRows, answers, items, responses] =
        await Promise.all([
          auth.listAllSessions(userId),
          contact.listByEmail(user.email),
          learners.stats(userId),
          progress.listEnrollments(userId),
          progress.listCompletions(userId),
          learners.xpEntries(userId),
          learners.coinEntries(userId),
          attempts.listAll(userId),
          attempts.listAllAnswers(userId),
          reviews.listReviewItems(userId),
          attempts.listStoredResponses(userId),
        ]);
      const [notices, pairs, weeks, problems, clips, clipReports, reminderRow, pushDevices] = await Promise.all([
        notifications.all(userId),
        friendships.listFor(userId),
        leagues.allFor(userId),
        reports.listByUser(userId),
        voices.clipsOfUser(userId),
        voices.reportsOfUser(userId),
        reminders.find(userId),
        reminders.subscriptions(userId),
      ]);
      const others = new Map(
        (await repository.publicByIds(pairs.map((p) => (p.userLow === userId ? p.userHigh : p.userLow)))).map((u) => [
          u.id,
          u.username,
        ]),
      );
      const ledger = (rows: typeof xp) =>
        rows.map((row) => ({
          amount: row.amount,
          source: row.source,
          attempt_id: row.attemptId,
          at: row.createdAt.toISOString(),
        }));
      return {
        exported_at: at.toISOString(),
        account: {
          id: user.id,
          email: user.email,
          email_verified_at: iso(user.emailVerifiedAt),
          username: user.username,
          display_name: user.displayName,
          bio: user.bio,
          avatar_url: user.avatarUrl,
          daily_goal: user.dailyGoal,
          time_zone: user.timeZone,
          role: user.role,
          status: user.status,
          signs_in_with_password: user.passwordHash !== null,
          signs_in_with_google: user.googleSub !== null,
          onboarded_at: iso(user.onboardedAt),
          created_at: user.createdAt.toISOString(),
          updated_at: user.updatedAt.toISOString(),
        },
        sessions: sessions.map((session) => ({
          created_at: session.createdAt.toISOString(),
          last_used_at: session.lastUsedAt.toISOString(),
          ended_at: iso(session.revokedAt),
          user_agent: session.userAgent,
          ip: session.ip,
        })),
        contact_messages: messages.map((message) => ({
          sent_at: message.createdAt.toISOString(),
          name: message.name,
          topic: message.topic,
          message: message.message,
        })),
        learner_stats: {
          hearts: publicHearts(heartsOf(stats, at)),
          coins: stats.coins,
          consecutive_correct_answers: stats.consecutiveCorrect,
          current_streak: stats.currentStreak,
          longest_streak: stats.longestStreak,
          last_streak_day: stats.lastStreakDay,
          streak_day_ends_at: iso(stats.streakDayEndsAt),
          streak_freezes: stats.streakFreezes,
          daily_goal_rewarded_on: stats.goalRewardDay,
          xp_boost_until: iso(stats.xpBoostUntil),
          premium_until: iso(stats.premiumUntil),
          trial_used: stats.trialUsed,
        },
        enrollments: enrollments.map((row) => ({
          language_code: row.code,
          language: row.name,
          enrolled_at: row.enrolledAt.toISOString(),
        })),
        lesson_completions: completions.map((row) => ({
          lesson_id: row.lessonId,
          lesson: row.lessonTitle,
          language_code: row.languageCode,
          first_completed_at: row.firstCompletedAt.toISOString(),
          times_completed: row.timesCompleted,
        })),
        xp_ledger: ledger(xp),
        coin_ledger: ledger(coins),
        lesson_attempts: attemptRows.map((attempt) => ({
          id: attempt.id,
          kind: attempt.kind,
          lesson_id: attempt.lessonId,
          exercise_ids: attempt.exerciseIds,
          status: attempt.status,
          wrong_answers: attempt.wrongAnswers,
          started_at: attempt.startedAt.toISOString(),
          finished_at: iso(attempt.finishedAt),
          summary: attempt.summary,
          answers: answers
            .filter((answer) => answer.attemptId === attempt.id)
            .map((answer) => ({
              exercise_id: answer.exerciseId,
              wrong_count: answer.wrongCount,
              correct_at: iso(answer.correctAt),
              result: answer.result,
            })),
        })),
        review_items: items.map((item) => ({
          exercise_id: item.exerciseId,
          due: item.due.toISOString(),
          created_at: item.createdAt.toISOString(),
          schedule: item.card,
        })),
        answer_responses: responses.map((row) => ({
          sent_at: row.createdAt.toISOString(),
          response: row.response,
        })),
        notifications: notices.map((row) => ({
          kind: row.kind,
          title: row.title,
          message: row.message,
          is_read: row.isRead,
          created_at: row.createdAt.toISOString(),
        })),
        friendships: pairs.map((row) => ({
          with: others.get(row.userLow === userId ? row.userHigh : row.userLow) ?? null,
          status: row.status,
          asked_or_blocked_by_me: row.requesterId === userId,
          since: row.updatedAt.toISOString(),
        })),
        league_weeks: weeks.map((row) => ({
          week_start: row.weekStart,
          tier: row.tier,
          group: row.groupNo,
          rank: row.rank,
          outcome: row.outcome,
        })),
        problem_reports: problems.map((row) => ({
          exercise_id: row.exerciseId,
          word_id: row.wordId,
          kind: row.kind,
          answer: row.answer,
          note: row.note,
          status: row.status,
          created_at: row.createdAt.toISOString(),
          resolved_at: iso(row.resolvedAt),
        })),
        voice_clips: clips.map((row) => ({
          text: row.text,
          language: row.code,
          status: row.status,
          created_at: row.createdAt.toISOString(),
        })),
        voice_clip_reports: clipReports.map((row) => ({
          text: row.text,
          reason: row.reason,
          created_at: row.createdAt.toISOString(),
        })),
        reminders: reminderRow
          ? {
              push: reminderRow.push,
              email: reminderRow.email,
              daily: reminderRow.daily,
              streak: reminderRow.streak,
              time: clockText(reminderRow.remindAt),
              quiet_start: clockText(reminderRow.quietStart),
              quiet_end: clockText(reminderRow.quietEnd),
              prompt_dismissed: reminderRow.promptDismissed,
              last_sent_at: iso(reminderRow.lastSentAt),
              next_due_at: iso(reminderRow.nextDueAt),
            }
          : null,
        // The device's keys are left out with the other secrets.
        push_subscriptions: pushDevices.map((row) => ({
          endpoint: row.endpoint,
          user_agent: row.userAgent,
          created_at: row.createdAt.toISOString(),
          last_pushed_at: iso(row.lastPushedAt),
        })),
        profile_visibility: user.profileVisibility,
        muted_notifications: user.mutedNotifications,
        romanisation: user.romanisation,
        sound_effects: user.soundEffects,
        current_language_id: user.currentLanguageId,
      };
    },

    /**
     * Deletes the account and the personal data tied to it, after the password (or, for a
     * Google-only account, a typed confirmation) proves it is really the learner.
     */
    async deleteAccount(userId: string, confirm: z.output<typeof deleteAccountSchema>): Promise<void> {
      const user = await requireUser(userId);
      if (user.passwordHash) {
        if (!confirm.password || !(await verifyPassword(user.passwordHash, confirm.password))) {
          // 403, not 401: the learner is signed in; only this confirmation failed.
          const message = 'That password is not right.';
          throw new AppError('FORBIDDEN', message, { password: message });
        }
      } else if (confirm.confirmation?.toLowerCase() !== DELETE_CONFIRMATION) {
        const message = `Type “${DELETE_CONFIRMATION}” to confirm.`;
        throw new AppError('VALIDATION_FAILED', message, { confirmation: message });
      }
      const clipKeys = await uow.transaction(async (repos) => {
        // The clips' rows go with the account (foreign keys); their audio goes here, in the same
        // transaction in the database store, after it in the folder store.
        const keys = await repos.voices.storageKeysOfUser(userId);
        if (clipStore) await clipStore.delete(repos, keys);
        await repos.contact.deleteByEmail(user.email);
        await repos.users.delete(userId);
        return keys;
      });
      await avatars.remove(user.avatarUrl);
      await clipStore?.discard(clipKeys);
    },

    async updateProfile(userId: string, update: z.output<typeof profileUpdateSchema>): Promise<UserProfile> {
      const changes: UserChanges = {};
      if (update.username !== undefined) {
        const owner = await repository.findByUsernameKey(usernameKey(update.username));
        if (owner && owner.id !== userId) throw new AppError('CONFLICT', USERNAME_TAKEN, { username: USERNAME_TAKEN });
        changes.username = update.username;
        changes.usernameKey = usernameKey(update.username);
      }
      // An emptied field is stored as no value.
      if (update.display_name !== undefined)
        changes.displayName = update.display_name === '' ? null : update.display_name;
      if (update.bio !== undefined) changes.bio = update.bio === '' ? null : update.bio;
      if (update.daily_goal !== undefined) changes.dailyGoal = update.daily_goal;
      if (update.time_zone !== undefined) {
        // The browser's list and the database's differ (Node knows US/Pacific-New, PostgreSQL does
        // not): a zone only one of them knows would break every day counted in SQL.
        timeZones ??= repository.timeZoneNames();
        if (!(await timeZones).has(update.time_zone)) {
          throw new AppError('VALIDATION_FAILED', TIME_ZONE_UNKNOWN, { time_zone: TIME_ZONE_UNKNOWN });
        }
        changes.timeZone = update.time_zone;
      }
      if (update.avatar_url === null) changes.avatarUrl = null;
      if (update.profile_visibility !== undefined) changes.profileVisibility = update.profile_visibility;
      if (update.muted_notifications !== undefined) changes.mutedNotifications = update.muted_notifications;
      if (update.sound_effects !== undefined) changes.soundEffects = update.sound_effects;
      if (update.romanisation !== undefined) changes.romanisation = update.romanisation;
      try {
        const previous = changes.avatarUrl === null ? await requireUser(userId) : undefined;
        const user = await repository.update(userId, changes);
        if (!user) throw new AppError('UNAUTHORIZED', 'Please log in again.');
        await avatars.remove(previous?.avatarUrl ?? null);
        if (changes.timeZone !== undefined) await timeZoneChanged?.(userId);
        return await profileOf(user);
      } catch (error) {
        // Two learners claiming one name at the same moment: the database lets one through.
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', USERNAME_TAKEN, { username: USERNAME_TAKEN });
        throw error;
      }
    },

    /**
     * Makes an existing account with a confirmed address an admin: 'promoted', 'already' an admin,
     * 'unconfirmed' (its address was never confirmed) or 'missing'.
     */
    async promoteToAdmin(email: string): Promise<'promoted' | 'already' | 'unconfirmed' | 'missing'> {
      if (await repository.promoteToAdmin(emailKey(email))) return 'promoted';
      const user = await repository.findByEmailKey(emailKey(email));
      if (!user) return 'missing';
      return user.role === 'admin' ? 'already' : 'unconfirmed';
    },

    /** Whether a username can be taken, with the reason when it cannot. */
    async checkUsername(username: string) {
      const parsed = usernameSchema.safeParse(username);
      if (!parsed.success)
        return { available: false, reason: parsed.error.issues[0]?.message ?? 'Not a valid username.' };
      const owner = await repository.findByUsernameKey(usernameKey(parsed.data));
      if (owner) return { available: false, reason: USERNAME_TAKEN };
      return { available: true, reason: null };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

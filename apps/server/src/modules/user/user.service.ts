import type { profileUpdateSchema, UserProfile } from '@roots/shared/contracts/user';
import { defaultHearts } from '@roots/shared/domain/hearts';
import { emailKey, usernameKey, usernameSchema } from '@roots/shared/domain/identity';
import { AppError } from '@roots/shared/errors';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserChanges, UserRepository } from './user.repository.ts';

type UserRow = NonNullable<Awaited<ReturnType<UserRepository['findById']>>>;

const USERNAME_TAKEN = 'That username is taken.';

function toProfile(user: UserRow): UserProfile {
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
    // The real defaults (5 of 5, 30 minutes) until the learning module keeps hearts per learner.
    hearts: defaultHearts,
  };
}

export function createUserService(repository: UserRepository) {
  return {
    async getProfile(userId: string): Promise<UserProfile> {
      const user = await repository.findById(userId);
      if (!user) throw new AppError('UNAUTHORIZED', 'Please log in again.');
      return toProfile(user);
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
      if (update.time_zone !== undefined) changes.timeZone = update.time_zone;
      try {
        const user = await repository.update(userId, changes);
        if (!user) throw new AppError('UNAUTHORIZED', 'Please log in again.');
        return toProfile(user);
      } catch (error) {
        // Two learners claiming one name at the same moment: the database lets one through.
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', USERNAME_TAKEN, { username: USERNAME_TAKEN });
        throw error;
      }
    },

    /** Makes an existing account an admin: 'promoted', 'already' an admin, or 'missing'. */
    async promoteToAdmin(email: string): Promise<'promoted' | 'already' | 'missing'> {
      if (await repository.promoteToAdmin(emailKey(email))) return 'promoted';
      return (await repository.findByEmailKey(emailKey(email))) ? 'already' : 'missing';
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

export type UserService = ReturnType<typeof createUserService>;

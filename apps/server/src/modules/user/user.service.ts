import type { UserProfile } from '@roots/shared/contracts/user';
import { defaultHearts } from '@roots/shared/domain/hearts';
import { AppError } from '@roots/shared/errors';
import type { UserRepository } from './user.repository.ts';

export function createUserService(repository: UserRepository) {
  return {
    /** The profile of spec section 3; hearts are the real defaults until the learning module owns them. */
    async getProfile(userId: string): Promise<UserProfile> {
      const user = await repository.findById(userId);
      if (!user) throw new AppError('UNAUTHORIZED', 'Please log in again.');
      return {
        id: user.id,
        email: user.email,
        role: user.role,
        user_metadata: { username: user.username, avatar_url: user.avatarUrl },
        hearts: defaultHearts,
      };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;

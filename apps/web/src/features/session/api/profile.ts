import type { UserProfile } from '@roots/shared/contracts/user';
import { apiRequest } from '../../../lib/api-client.ts';

interface ProfileBody {
  success: boolean;
  data: UserProfile;
}

/** The signed-in learner's profile; an unsuccessful answer counts as a failure (spec section 4). */
export async function getProfile(): Promise<UserProfile> {
  const body = await apiRequest<ProfileBody>('/user/profile');
  if (!body.success) throw new Error('The profile could not be loaded.');
  return body.data;
}

export async function logout(): Promise<void> {
  await apiRequest<unknown>('/auth/logout', { method: 'POST' });
}

import type { UserProfile } from '@roots/shared/contracts/user';
import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';

export const removeAvatar = () => apiData<UserProfile>('/user/avatar', { method: 'DELETE' });

/** `onSaved` receives the profile without a picture (the session keeps it). */
export const useRemoveAvatar = (onSaved: (profile: UserProfile) => void) =>
  useMutation({ mutationFn: removeAvatar, onSuccess: onSaved });

import type { UserProfile } from '@roots/shared/contracts/user';
import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';

/** The file goes as it is; the server re-encodes it to a 256×256 WebP. */
export const uploadAvatar = (file: Blob) => apiData<UserProfile>('/user/avatar', { method: 'PUT', body: file });

/** `onSaved` receives the profile with the new picture's address (the session keeps it). */
export const useUploadAvatar = (onSaved: (profile: UserProfile) => void) =>
  useMutation({ mutationFn: uploadAvatar, onSuccess: onSaved });

import { storageKeys } from '@roots/shared/constants';
import type { AccessToken, PasswordChange } from '@roots/shared/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { local } from '../../../lib/storage.ts';
import { accountKeys } from './account-keys.ts';

export const changePassword = (change: PasswordChange) =>
  apiData<AccessToken>('/auth/change-password', { method: 'POST', body: change });

/**
 * The server signs every device out, this one included, and hands this one a new token: it is
 * stored before the device list is fetched again, so that request already carries it.
 */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ access_token }) => {
      local.set(storageKeys.accessToken, access_token);
      void client.invalidateQueries({ queryKey: accountKeys.sessions() });
    },
  });
}

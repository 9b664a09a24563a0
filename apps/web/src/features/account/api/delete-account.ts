import type { AccountDeletion } from '@roots/shared/contracts/user';
import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';

export const deleteAccount = (confirmation: AccountDeletion) =>
  apiData<{ message: string }>('/user/account', { method: 'DELETE', body: confirmation });

/** Nothing to invalidate: forgetting the session afterwards clears the whole cache. */
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });

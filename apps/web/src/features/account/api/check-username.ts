import type { UsernameCheck } from '@roots/shared/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

export const checkUsername = (username: string, signal?: AbortSignal) =>
  apiData<UsernameCheck>('/user/username/check', {
    query: { username },
    ...(signal ? { signal } : {}),
  });

/** A name's availability changes only when someone takes it: a short cache spares the server while typing. */
export const usernameCheckQueryOptions = (username: string) =>
  queryOptions({
    queryKey: accountKeys.usernameCheck(username),
    queryFn: ({ signal }) => checkUsername(username, signal),
    staleTime: 10_000,
  });

/** Not suspense: the hint beside the field says "Checking…" while the rest of the form stays usable. */
export const useUsernameCheck = (username: string, enabled: boolean) =>
  useQuery({ ...usernameCheckQueryOptions(username), enabled });

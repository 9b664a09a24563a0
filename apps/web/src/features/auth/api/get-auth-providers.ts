import type { AuthProviders } from '@roots/shared/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

export const getAuthProviders = () => apiData<AuthProviders>('/auth/providers');

/** What the server offers does not change while it runs. */
export const authProvidersQueryOptions = () =>
  queryOptions({ queryKey: authKeys.providers(), queryFn: getAuthProviders, staleTime: Number.POSITIVE_INFINITY });

export const useAuthProviders = () => useQuery(authProvidersQueryOptions());

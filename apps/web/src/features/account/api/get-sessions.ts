import type { Session } from '@roots/shared/contracts/auth';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

export const getSessions = () => apiData<Session[]>('/auth/sessions');

/** The devices signed in to this account, this one marked `current`. */
export const sessionsQueryOptions = () => queryOptions({ queryKey: accountKeys.sessions(), queryFn: getSessions });

export const useSessions = () => useSuspenseQuery(sessionsQueryOptions());

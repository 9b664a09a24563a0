import type { Dashboard } from '@roots/shared/contracts/management';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { managementKeys } from './management-keys.ts';

export const getDashboard = () => apiData<Dashboard>('/admin/stats');

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: managementKeys.dashboard(), queryFn: getDashboard });

export const useDashboard = () => useSuspenseQuery(dashboardQueryOptions());

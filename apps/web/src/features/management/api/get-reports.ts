import type { ReportGroup } from '@roots/shared/contracts/management';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { managementKeys } from './management-keys.ts';

export const getReports = () => apiData<ReportGroup[]>('/admin/reports');

export const reportsQueryOptions = () => queryOptions({ queryKey: managementKeys.reports(), queryFn: getReports });

export const useReports = () => useSuspenseQuery(reportsQueryOptions());

import type { AdminLanguage } from '@roots/shared/contracts/management';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { managementKeys } from './management-keys.ts';

export const getAdminLanguages = () => apiData<AdminLanguage[]>('/admin/languages');

export const adminLanguagesQueryOptions = () =>
  queryOptions({ queryKey: managementKeys.languages(), queryFn: getAdminLanguages });

export const useAdminLanguages = () => useSuspenseQuery(adminLanguagesQueryOptions());

import type { ContactMessageAdmin } from '@roots/shared/contracts/management';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { managementKeys } from './management-keys.ts';

export const getContactMessages = () => apiData<ContactMessageAdmin[]>('/admin/contact', { query: { limit: '50' } });

export const contactMessagesQueryOptions = () =>
  queryOptions({ queryKey: managementKeys.messages(), queryFn: getContactMessages });

export const useContactMessages = () => useSuspenseQuery(contactMessagesQueryOptions());

import type { AuditEntry } from '@roots/shared/contracts/management';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { managementKeys } from './management-keys.ts';

export const getAuditLog = () => apiData<AuditEntry[]>('/admin/audit', { query: { limit: '30' } });

export const auditLogQueryOptions = () => queryOptions({ queryKey: managementKeys.audit(), queryFn: getAuditLog });

export const useAuditLog = () => useSuspenseQuery(auditLogQueryOptions());

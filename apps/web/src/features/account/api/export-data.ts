import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';

/** Everything Roots holds about the learner (account, devices, messages) as one JSON document. */
export const exportData = () => apiData<Record<string, unknown>>('/user/export');

/** A mutation although it reads: it runs on a click, and the copy is saved as a file, never cached. */
export const useExportData = () => useMutation({ mutationFn: exportData });

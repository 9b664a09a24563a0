import type { Language } from '@roots/shared/contracts/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { invalidateEnrolment } from './enroll-language.ts';

export const unenrollLanguage = (languageId: string) =>
  apiData<{ message: string }>(`/language/un-enroll/${languageId}`, { method: 'DELETE' });

export function useUnenrollLanguage(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => unenrollLanguage(language.id),
    onSuccess: () => invalidateEnrolment(client, userId),
  });
}

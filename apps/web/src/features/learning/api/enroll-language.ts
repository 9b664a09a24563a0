import type { Language } from '@roots/shared/contracts/learning';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { learnerKeys } from '../../../lib/query-keys.ts';
import { learningKeys } from './learning-keys.ts';

export const enrollLanguage = (languageId: string) =>
  apiData<Language>(`/language/enroll/${languageId}`, { method: 'POST' });

/** Joining or leaving changes the catalogue's `enrolled` flags and everything about the learner. */
export const invalidateEnrolment = (client: QueryClient, userId: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: learningKeys.catalogue() }),
    client.invalidateQueries({ queryKey: learnerKeys.all(userId) }),
  ]);

/** `onEnrolled` runs before the refresh, so what it changes is in place when the lists come back. */
export function useEnrollLanguage(userId: string, onEnrolled: (language: Language) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => enrollLanguage(language.id),
    onSuccess: (_, language) => {
      onEnrolled(language);
      return invalidateEnrolment(client, userId);
    },
  });
}

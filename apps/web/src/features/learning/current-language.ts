import { storageKeys } from '@roots/shared/constants';
import type { Language } from '@roots/shared/contracts/learning';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiData } from '../../lib/api-client.ts';
import { learnerKeys } from '../../lib/query-keys.ts';
import { local } from '../../lib/storage.ts';
import { userLanguagesQueryOptions, useUserLanguages } from './api/get-user-languages.ts';

/**
 * The current course among the learner's languages: the one the server keeps on the account (so it
 * follows the learner to another browser), else the one stored as lastLanguage on this browser
 * (spec section 4), else the first.
 */
export function pickCurrent(languages: Language[] | undefined, stored: string | null): Language | undefined {
  return languages?.find((l) => l.current) ?? languages?.find((l) => l.id === stored) ?? languages?.[0];
}

/** Makes a language current on the account; answers the language as the server now sees it. */
export const setCurrentLanguage = (languageId: string) =>
  apiData<Language>(`/user/languages/current/${languageId}`, { method: 'PUT' });

/**
 * The learner's current language. Switching shows at once (the cached list is updated), is kept
 * on the account, and stored as lastLanguage for the spec's fallback.
 */
export function useCurrentLanguage(userId: string) {
  const languages = useUserLanguages(userId);
  const client = useQueryClient();
  const current = pickCurrent(languages.data, local.get(storageKeys.lastLanguage));
  const select = useCallback(
    (languageId: string) => {
      local.set(storageKeys.lastLanguage, languageId);
      client.setQueryData<Language[]>(learnerKeys.languages(userId), (list) =>
        list?.map((language) => ({ ...language, current: language.id === languageId })),
      );
      // Offline or refused: the choice still holds on this browser through lastLanguage.
      setCurrentLanguage(languageId).catch(() => undefined);
    },
    [client, userId],
  );
  return { languages, current, select };
}

/**
 * The current language for a section that waits for the learner's list: it suspends while the list
 * loads and throws to the nearest boundary when it fails, so the section never mistakes a failed
 * load for a learner with no language. `undefined` means the learner has none yet.
 */
export function useSuspenseCurrentLanguage(userId: string): Language | undefined {
  const { data } = useSuspenseQuery(userLanguagesQueryOptions(userId));
  return pickCurrent(data, local.get(storageKeys.lastLanguage));
}

import { storageKeys } from '@roots/shared/constants';
import type { Language } from '@roots/shared/contracts/learning';
import { useCallback, useState } from 'react';
import { local } from '../../lib/storage.ts';
import { useUserLanguages } from './api/get-user-languages.ts';

/**
 * The learner's current language (spec section 4): the enrolled language whose id is stored as
 * lastLanguage, otherwise the first one. Switching stores the new id.
 */
export function useCurrentLanguage(userId: string) {
  const languages = useUserLanguages(userId);
  const [stored, setStored] = useState(() => local.get(storageKeys.lastLanguage));
  const current: Language | undefined = languages.data?.find((l) => l.id === stored) ?? languages.data?.[0];
  const select = useCallback((languageId: string) => {
    local.set(storageKeys.lastLanguage, languageId);
    setStored(languageId);
  }, []);
  return { languages, current, select };
}

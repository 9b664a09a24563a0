import { type ReactNode, useMemo, useState } from 'react';
import { ManagementContext } from './management-context.ts';

/** The state the admin screens share (spec section 8): which course is being edited. */
export function ManagementProvider({
  children,
  initialLanguageId = null,
}: {
  children: ReactNode;
  initialLanguageId?: string | null;
}) {
  const [languageId, setLanguageId] = useState<string | null>(initialLanguageId);
  const value = useMemo(() => ({ languageId, selectLanguage: setLanguageId }), [languageId]);
  return <ManagementContext.Provider value={value}>{children}</ManagementContext.Provider>;
}

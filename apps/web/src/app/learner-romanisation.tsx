import { type ReactNode, useMemo } from 'react';
import { RomanisationPreferenceProvider } from '../features/learning/romanisation/romanisation.tsx';
import { useSession } from '../features/session/session-context.ts';

/**
 * The learner's romanisation setting, read only, for what shows Ethiopic outside the lesson player
 * (cultural facts): shown unless the learner turned it off. The lesson page, which can change the
 * setting, uses useRomanisationPreference instead.
 */
export function LearnerRomanisation({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const mode = user?.romanisation ?? 'auto';
  const value = useMemo(() => ({ mode }), [mode]);
  return <RomanisationPreferenceProvider value={value}>{children}</RomanisationPreferenceProvider>;
}

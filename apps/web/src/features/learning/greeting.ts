import type { Language } from '@roots/shared/contracts/learning';
import { romaniseForDisplay } from '@roots/shared/domain/ethiopic';

/** The course's own greeting; an Ethiopic one with its romanisation, so a beginner can say it. */
export function greetingOf({ greeting }: Pick<Language, 'greeting'>): string {
  if (!greeting) return 'Welcome!';
  const romanised = romaniseForDisplay(greeting);
  return romanised ? `${greeting} (${romanised})` : greeting;
}

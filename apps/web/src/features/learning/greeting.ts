import type { Language } from '@roots/shared/contracts/learning';
import { romaniseForDisplay } from '@roots/shared/domain/ethiopic';

/** The course's own greeting; an Ethiopic one with its romanisation, so a beginner can say it. */
export function greetingOf({ greeting }: Pick<Language, 'greeting'>): string {
  if (!greeting) return 'Welcome!';
  const romanised = romaniseForDisplay(greeting);
  return romanised ? `${greeting} (${romanised})` : greeting;
}

/** The dashboard's heading (components/dashboard-header.tsx marks the name's place in it). */
export const greetingTitle = (name: string) => `Welcome back, ${name}`;

export const dashboardDescription = 'Pick up where you left off. A few minutes a day is all it takes.';

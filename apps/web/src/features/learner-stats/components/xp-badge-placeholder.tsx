import { cn } from '../../../lib/cn.ts';
import { xpBadgeWidth } from '../xp-badge-width.ts';

/**
 * The navigation bar's XP badge while its figures load, at the badge's size: arriving, the badge
 * takes its place instead of pushing the bar's other controls aside. Its own module, as the bar
 * shows it before the signed-in controls' chunk has arrived.
 */
export function XpBadgePlaceholder() {
  return (
    <span aria-hidden="true" className={cn('h-8 shrink-0 animate-pulse rounded-full bg-ochre-soft', xpBadgeWidth)} />
  );
}

/**
 * Joins class names, skipping the falsy ones. Not clsx + tailwind-merge: the navigation bar and
 * buttons need cn in the entry chunk, where tailwind-merge's 8.5 KB gzipped (measured, v3.7 with
 * clsx) would take `/` from about 97 KB to about 105 KB, over the 100 KB budget.
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}

/**
 * A date format made on first use. The first `Intl.DateTimeFormat` a page makes loads its locale's
 * data, tens of milliseconds on a slow phone; made at module level, that is spent while the
 * module loads, even where nothing is ever formatted (the navbar's notifications, unopened).
 */
export function dateFormat(locales: string | undefined, options: Intl.DateTimeFormatOptions) {
  let made: Intl.DateTimeFormat | undefined;
  return { format: (date: Date) => (made ??= new Intl.DateTimeFormat(locales, options)).format(date) };
}

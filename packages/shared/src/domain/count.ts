/**
 * A whole number with thousands separators, as English writes it ("12,345"). Not
 * Intl.NumberFormat or toLocaleString: the first number format a page makes loads ICU's locale
 * data, tens of milliseconds of a slow phone's first paint, for a rule this simple.
 */
export function formatCount(value: number): string {
  const whole = Number.isFinite(value) ? Math.trunc(value) : 0;
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}

/** A count with its noun, singular for exactly one: "1 day", "1,250 coins", "3 other devices". */
export const countOf = (count: number, one: string, many = `${one}s`) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

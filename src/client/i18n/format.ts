// Numbers and durations the client writes itself (not through a sentence's
// `{{n, number}}`), in the page's language.

/** `n` with exactly `digits` decimals: 0.7 → "0.7" in English, "0,7" in French. */
export function formatDecimal(language: string, n: number, digits: number): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
}

/** A count of seconds as minutes and seconds ("1:05"), the digits the language's. */
export function formatClock(language: string, seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const digits = new Intl.NumberFormat(language, { useGrouping: false });
  const two = new Intl.NumberFormat(language, { minimumIntegerDigits: 2, useGrouping: false });
  return `${digits.format(Math.floor(s / 60))}:${two.format(s % 60)}`;
}

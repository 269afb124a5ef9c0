// Numbers and durations the client writes itself (not through a sentence's
// `{{n, number}}`), in the page's language.

/** Building an Intl.NumberFormat costs far more than using one (the speed control formats on every state update). */
const formats = new Map<string, Intl.NumberFormat>();

/** `n` with exactly `digits` decimals: 0.7 → "0.7" in English, "0,7" in French. */
export function formatDecimal(language: string, n: number, digits: number): string {
  const key = `${language}/${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formats.set(key, format);
  }
  return format.format(n);
}

// Clocks and durations: kit/clock.ts (formatClock).

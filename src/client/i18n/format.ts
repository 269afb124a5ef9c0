// Numbers and durations the client writes itself (not through a sentence's
// `{{n, number}}`), in the page's language.

/** `n` with exactly `digits` decimals: 0.7 → "0.7" in English, "0,7" in French. */
export function formatDecimal(language: string, n: number, digits: number): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
}

// Clocks and durations: kit/clock.ts (formatClock).

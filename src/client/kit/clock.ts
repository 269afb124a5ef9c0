// A table's clocks as the server keeps them in the match's metadata (`clock`):
// each seat's time left when its clock last stopped or started, and, for the
// seats whose clock runs now, since when (server time). Pages count down from
// these; the server alone decides a time-out.

export interface TableClock {
  mode: 'none' | 'realtime' | 'turnbased';
  /** Milliseconds left per seat, as of `running[seat]` for a running clock. */
  remaining: Record<string, number>;
  /** Seats whose clock runs now → the server time it started. */
  running: Record<string, number>;
  /** Seats whose time ran out. */
  timedOut?: string[];
}

function isRecordOfNumbers(value: unknown): value is Record<string, number> {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'number');
}

/** The metadata's clock, when it has one worth showing. */
export function clockOf(metadata: unknown): TableClock | null {
  const clock = (metadata as { clock?: unknown } | null | undefined)?.clock;
  if (typeof clock !== 'object' || clock === null) return null;
  const { mode, remaining, running, timedOut } = clock as Record<string, unknown>;
  if ((mode !== 'realtime' && mode !== 'turnbased') || !isRecordOfNumbers(remaining) || !isRecordOfNumbers(running))
    return null;
  return { mode, remaining, running, timedOut: Array.isArray(timedOut) ? timedOut.map(String) : [] };
}

/** A seat's time left at server time `now` (never below 0); null when the seat has no clock. */
export function remainingMs(clock: TableClock | null, seat: string, now: number): number | null {
  if (!clock) return null;
  const left = clock.remaining[seat];
  if (left === undefined) return null;
  const since = clock.running[seat];
  return Math.max(0, since === undefined ? left : left - Math.max(0, now - since));
}

/**
 * "4:05", "1:02:09", or for turn-based clocks "2 days 3 hr" / "5 hr 20 min": digits
 * and unit names in the language's own (Intl: "2 j 3 h" in French, "2 dni 3 godz." in Polish).
 */
export function formatClock(ms: number, language: string): string {
  const n = (v: number, digits = 1) =>
    new Intl.NumberFormat(language, { minimumIntegerDigits: digits, useGrouping: false }).format(v);
  const unit = (v: number, name: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(v);
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days > 0) return `${unit(days, 'day')} ${unit(hours, 'hour')}`;
  if (hours >= 10) return `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
  if (hours > 0) return `${n(hours)}:${n(minutes, 2)}:${n(seconds, 2)}`;
  return `${n(minutes)}:${n(seconds, 2)}`;
}

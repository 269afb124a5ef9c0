import { describe, expect, it } from 'vitest';
import { clockOf, formatClock, remainingMs } from './clock';

describe('table clocks', () => {
  const clock = clockOf({
    clock: { mode: 'realtime', remaining: { 0: 300_000, 1: 120_000 }, running: { 1: 10_000 }, timedOut: [] },
  });

  it('counts down only the running seats, from when they started, never below 0', () => {
    expect(remainingMs(clock, '0', 50_000)).toBe(300_000);
    expect(remainingMs(clock, '1', 50_000)).toBe(80_000);
    expect(remainingMs(clock, '1', 500_000)).toBe(0);
    expect(remainingMs(clock, '2', 50_000)).toBeNull();
    expect(remainingMs(null, '0', 0)).toBeNull();
  });

  it('reads no clock from a table without one or a malformed one', () => {
    expect(clockOf({})).toBeNull();
    expect(clockOf({ clock: { mode: 'none', remaining: {}, running: {} } })).toBeNull();
    expect(clockOf({ clock: { mode: 'realtime', remaining: { 0: 'lots' }, running: {} } })).toBeNull();
  });

  it('formats minutes and seconds, hours, and days', () => {
    expect(formatClock(245_000, 'en')).toBe('4:05');
    expect(formatClock(3_729_000, 'en')).toBe('1:02:09');
    expect(formatClock(12 * 3_600_000 + 20 * 60_000, 'en')).toBe('12 hr 20 min');
    expect(formatClock(2 * 86_400_000 + 3 * 3_600_000, 'en')).toBe('2 days 3 hr');
    // Unit names in the page's language, not English abbreviations.
    expect(formatClock(2 * 86_400_000 + 3 * 3_600_000, 'fr')).toBe('2\u202fj 3\u202fh');
    expect(formatClock(2 * 86_400_000 + 3 * 3_600_000, 'pl')).toBe('2 dni 3 godz.');
    expect(formatClock(12 * 3_600_000 + 20 * 60_000, 'vi')).toBe('12 giờ 20 phút');
    expect(formatClock(0, 'en')).toBe('0:00');
  });
});

import type { BotLevel } from '../../engine/bots/levels';
import type { SeatInfo } from '../kit/types';

/** Who plays a seat at a local table; a person with no name typed (`''`) is "Player N" in the page's language. */
export type SeatPlan = { kind: 'human'; name: string } | { kind: 'bot'; level: BotLevel };

/** A person's name at a local table: the one typed, else "Player N" in the page's language now. */
export function humanName(name: string, index: number, t: (key: string, o: Record<string, unknown>) => string): string {
  return name.trim() || t('seat.default', { number: index + 1 });
}

export function botSeats(plan: readonly SeatPlan[]): Record<string, BotLevel> {
  const out: Record<string, BotLevel> = {};
  plan.forEach((s, i) => {
    if (s.kind === 'bot') out[String(i)] = s.level;
  });
  return out;
}

export function humanSeatIds(plan: readonly SeatPlan[]): string[] {
  return plan.flatMap((s, i) => (s.kind === 'human' ? [String(i)] : []));
}

/** Several people take turns at this screen: "your" names nobody there, so the table names the seat. */
export function sharedScreen(plan: readonly SeatPlan[]): boolean {
  return humanSeatIds(plan).length > 1;
}

/**
 * The seat the screen belongs to now: the first human who must act; when only
 * bots act, the last human on screen stays; with no humans, nobody (spectator).
 */
export function screenSeat(
  acting: readonly string[],
  plan: readonly SeatPlan[],
  previous: string | null,
): string | null {
  const humans = humanSeatIds(plan);
  const next = acting.find((id) => humans.includes(id));
  if (next !== undefined) return next;
  if (previous !== null && humans.includes(previous)) return previous;
  return humans[0] ?? null;
}

/** The seats as the table shows them: each person's name, each bot's number and level. */
export function localSeats(
  plan: readonly SeatPlan[],
  t: (key: string, o?: Record<string, unknown>) => string,
): SeatInfo[] {
  return plan.map((p, i) => ({
    id: String(i),
    name:
      p.kind === 'human'
        ? humanName(p.name, i, t)
        : t('bots.name', { number: i + 1, level: t(`bots.level.${p.level}`) }),
    isBot: p.kind === 'bot',
  }));
}

import type { BotLevel } from '../../engine/bots/levels';

/** Who plays a seat at a local table. */
export type SeatPlan = { kind: 'human'; name: string } | { kind: 'bot'; level: BotLevel };

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

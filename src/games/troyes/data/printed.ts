import type { PrintedSpec } from '../../../engine/contract';
import { activityCard, type ActivityCard, type ActivityEffect, type ActivityId } from './activities';
import { character, type Character, type CharacterId } from './characters';
import { eventCard, type EventCard, type EventEffect, type EventId } from './events';

// The printed values (docs/operations.md, RULES.md "Printed values"): a host who
// owns the box types every number of every card into troyes.json. The file is
// complete or refused: every activity card's cost, divisor, slot VP and effect
// amounts, every event's numbers and effect, every character's steps. It changes
// numbers, never a rule: each card keeps its kind of effect (the rules are code),
// events may take any effect the rules know. A match made with the file keeps it
// in G.printed; `cardOf`, `eventOf` and `characterOf` read a value from it when
// there, else the stand-in, and tag it 'printed'.

// The file's check (zod) is in printedCheck.ts, loaded only where a file is checked
// (the server at start, tests): the pages and the bots get values the server has
// already checked, and do not download the check.

export interface PrintedActivity {
  cost: number;
  divisor: number;
  slotVp: [number, number, number, number];
  effect: ActivityEffect;
}

export interface PrintedEvent {
  blackDice: number;
  draws: 'white' | 'yellow' | null;
  effect: EventEffect;
  fightColour: EventCard['fightColour'];
  divisor: number;
  flags: number;
  reward: [number, number];
}

/** The host's file, checked: every card, event and character. */
export interface TroyesPrinted {
  about?: string;
  activities: Record<ActivityId, PrintedActivity>;
  events: Record<EventId, PrintedEvent>;
  characters: Record<CharacterId, { steps: [number, number][] }>;
}

/** The values of a file the server checked at start (printedCheck.ts). */
export function troyesPrinted(raw: unknown): TroyesPrinted {
  return raw as TroyesPrinted;
}

export const TROYES_PRINTED: PrintedSpec = {
  file: 'troyes.json',
  problems: async (raw) => (await import('./printedCheck')).troyesPrintedProblems(raw),
};

/** Where the tables come from: a state (or anything) holding the match's printed values. */
export interface Tables {
  printed: TroyesPrinted | null;
}

const P = 'printed';
// One merged row per id and file: the rules ask for cards in their inner loops.
const merged = new WeakMap<TroyesPrinted, Map<string, ActivityCard | EventCard | Character>>();

function cached<T extends ActivityCard | EventCard | Character>(printed: TroyesPrinted, key: string, make: () => T): T {
  let rows = merged.get(printed);
  if (!rows) merged.set(printed, (rows = new Map()));
  let row = rows.get(key);
  if (!row) rows.set(key, (row = make()));
  return row as T;
}

/** The activity card of this match: the printed numbers when the match has them. */
export function cardOf(tables: Tables, id: ActivityId): ActivityCard {
  const base = activityCard(id);
  const printed = tables.printed;
  if (!printed) return base;
  return cached(printed, `a:${id}`, () => {
    const row = printed.activities[id];
    return {
      ...base,
      cost: row.cost,
      divisor: row.divisor,
      slotVp: row.slotVp,
      effect: row.effect,
      source: { ...base.source, cost: P, divisor: P, slotVp: P, effect: P },
    };
  });
}

/** The event card of this match. */
export function eventOf(tables: Tables, id: EventId): EventCard {
  const base = eventCard(id);
  const printed = tables.printed;
  if (!printed) return base;
  return cached(printed, `e:${id}`, () => {
    const row = printed.events[id];
    return {
      ...base,
      ...row,
      source: { name: base.source.name, blackDice: P, draws: P, effect: P, fight: P, flags: P, reward: P },
    };
  });
}

/** The character of this match. */
export function characterOf(tables: Tables, id: CharacterId): Character {
  const base = character(id);
  const printed = tables.printed;
  if (!printed) return base;
  return cached(printed, `c:${id}`, () => ({
    ...base,
    table: printed.characters[id].steps,
    source: { ...base.source, steps: P, vp: P },
  }));
}

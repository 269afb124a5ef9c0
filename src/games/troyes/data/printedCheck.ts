import { z } from 'zod';
import { ACTIVITY_CARDS } from './activities';
import { CHARACTERS } from './characters';
import { BUILDINGS, COLOURS } from './common';
import { EVENT_CARDS } from './events';
import type { TroyesPrinted } from './printed';

// The check of a host's troyes.json (printed.ts): every value's range, then what
// the rules need beyond it.

const int = (min: number, max: number) => z.number().int().min(min).max(max);
const amount = int(0, 20);
const colour = z.enum(COLOURS);
const building = z.enum(BUILDINGS);

const activityEffect = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('gain'), deniers: amount, influence: amount, vp: amount, citizens: amount }),
  z.strictObject({
    kind: z.literal('trade'),
    pay: z.enum(['deniers', 'influence']),
    amount: int(1, 20),
    deniers: amount,
    influence: amount,
    vp: amount,
  }),
  z.strictObject({ kind: z.literal('perCitizen'), buildings: z.array(building).min(1).max(3), deniers: amount }),
  z.strictObject({
    kind: z.literal('count'),
    what: z.enum(['eventsWithCube', 'cathedralLevels', 'buildingsWithCitizen', 'palaceCitizens']),
    vp: amount,
    max: int(1, 99),
  }),
  z.strictObject({ kind: z.literal('archer'), hitFrom: int(1, 6) }),
  z.strictObject({ kind: z.literal('eventCubes'), cubes: int(1, 6) }),
  z.strictObject({ kind: z.literal('collect'), building, deniers: amount }),
  z.strictObject({
    kind: z.literal('modifier'),
    modifier: z.enum([
      'redBonus',
      'yellowAsRed',
      'freeYellow',
      'whiteAsYellow',
      'yellowBonus',
      'redEachBonus',
      'allFives',
      'whiteAsRed',
      'freeDice',
    ]),
    amount,
  }),
]);

const activityRow = z.strictObject({
  cost: amount,
  // Three dice make at most 18.
  divisor: int(1, 18),
  slotVp: z.tuple([amount, amount, amount, amount]),
  effect: activityEffect,
});

const eventEffect = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({ kind: z.literal('pay'), deniers: amount, influence: amount }),
  z.strictObject({ kind: z.literal('payPerCitizen'), building, deniers: amount }),
  z.strictObject({ kind: z.literal('discardHighest'), colour }),
  z.strictObject({ kind: z.literal('neutralIn'), building }),
]);

const eventRow = z.strictObject({
  blackDice: int(0, 6),
  draws: z.enum(['white', 'yellow']).nullable(),
  effect: eventEffect,
  fightColour: colour,
  divisor: int(1, 18),
  flags: int(1, 12),
  reward: z.tuple([amount, amount]),
});

const characterRow = z.strictObject({
  /** [at least, VP] by step, thresholds rising. */
  steps: z
    .array(z.tuple([int(0, 200), amount]))
    .min(1)
    .max(6),
});

const rows = <T extends z.ZodType>(ids: readonly string[], row: T) =>
  z.strictObject(Object.fromEntries(ids.map((id) => [id, row])) as Record<string, T>);

const fileSchema = z.strictObject({
  /** A free note: whose box, which edition, or that the numbers are a sample. */
  about: z.string().max(2000).optional(),
  activities: rows(
    ACTIVITY_CARDS.map((c) => c.id),
    activityRow,
  ),
  events: rows(
    EVENT_CARDS.map((e) => e.id),
    eventRow,
  ),
  characters: rows(
    CHARACTERS.map((c) => c.id),
    characterRow,
  ),
});

function issueText(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `unknown ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) return 'missing';
  return issue.message;
}

const where = (path: readonly PropertyKey[]): string => (path.length > 0 ? path.map(String).join('.') : '(the file)');

/** What the rules need beyond each value's range: a card keeps its rule, decks cannot run dry, steps rise. */
function ruleProblems(file: TroyesPrinted): string[] {
  const out: string[] = [];
  for (const c of ACTIVITY_CARDS) {
    const e = file.activities[c.id].effect;
    if (e.kind !== c.effect.kind)
      out.push(`activities.${c.id}.effect.kind: must be "${c.effect.kind}", the card's rule (the file gives numbers)`);
    else if (e.kind === 'modifier' && c.effect.kind === 'modifier' && e.modifier !== c.effect.modifier)
      out.push(`activities.${c.id}.effect.modifier: must be "${c.effect.modifier}", the card's rule`);
    else if (e.kind === 'count' && c.effect.kind === 'count' && e.what !== c.effect.what)
      out.push(`activities.${c.id}.effect.what: must be "${c.effect.what}", the card's rule`);
    const [first, second] = file.activities[c.id].slotVp;
    if (second > first) out.push(`activities.${c.id}.slotVp: slot 2 (${second}) pays more than slot 1 (${first})`);
  }
  const drawing = { white: 0, yellow: 0 };
  for (const e of EVENT_CARDS) {
    const row = file.events[e.id];
    const companion = e.colour === 'red' && !e.permanent;
    if (companion && row.draws === null) out.push(`events.${e.id}.draws: a red card draws "white" or "yellow"`);
    if (!companion && row.draws !== null) out.push(`events.${e.id}.draws: only a red card of the deck draws (null)`);
    if (e.colour !== 'red' && row.blackDice > 0) out.push(`events.${e.id}.blackDice: a ${e.colour} card adds none`);
    if (companion && row.draws) drawing[row.draws]++;
    if (row.reward[1] > row.reward[0])
      out.push(`events.${e.id}.reward: second (${row.reward[1]}) more than first (${row.reward[0]})`);
  }
  for (const deck of ['white', 'yellow'] as const) {
    const size = EVENT_CARDS.filter((e) => e.colour === deck).length;
    if (drawing[deck] > size) out.push(`events: ${drawing[deck]} red cards draw ${deck}, its deck has ${size}`);
  }
  for (const c of CHARACTERS) {
    const steps = file.characters[c.id].steps;
    for (let i = 1; i < steps.length; i++)
      if (steps[i][0] <= steps[i - 1][0]) out.push(`characters.${c.id}.steps: thresholds must rise (step ${i + 1})`);
  }
  return out;
}

/** Every problem of a parsed troyes.json, as "entry: what"; empty when it is sound. */
export function troyesPrintedProblems(raw: unknown): string[] {
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) return parsed.error.issues.map((i) => `${where(i.path)}: ${issueText(i)}`);
  return ruleProblems(parsed.data as TroyesPrinted);
}

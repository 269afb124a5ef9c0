import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_CARDS } from '../data/activities';
import { LAYOUTS } from '../data/buildings';
import { CHARACTERS } from '../data/characters';
import { COLOURS } from '../data/common';
import { EVENT_CARDS } from '../data/events';

// The data tables: every row says where each value comes from; the stand-ins stay
// within the reference's ranges and are each named in RULES.md's "Values not yet
// verified".

const rules = readFileSync(join(import.meta.dirname, '../RULES.md'), 'utf8');
const unverified = rules.slice(rules.indexOf('## Values not yet verified'));
const TAGS = ['V', 'B', 'S', 'R', 'stand-in'];

function standIns(source: Record<string, string>): string[] {
  return Object.entries(source)
    .filter(([, s]) => s === 'stand-in')
    .map(([k]) => k);
}

describe('activity cards (reference §8)', () => {
  it('27 cards: 9 per colour, 3 per level and colour, ids unique', () => {
    expect(ACTIVITY_CARDS).toHaveLength(27);
    expect(new Set(ACTIVITY_CARDS.map((c) => c.id)).size).toBe(27);
    for (const colour of COLOURS) {
      for (const level of [1, 2, 3])
        expect(ACTIVITY_CARDS.filter((c) => c.colour === colour && c.level === level)).toHaveLength(3);
    }
  });

  it.each(ACTIVITY_CARDS.map((c) => [c.id, c] as const))(
    '%s: sourced, within the ranges, listed if a stand-in',
    (id, card) => {
      expect(Object.keys(card.source).sort()).toEqual([
        'colour',
        'cost',
        'divisor',
        'effect',
        'level',
        'name',
        'slotVp',
      ]);
      for (const tag of Object.values(card.source)) expect(TAGS).toContain(tag);
      expect(card.cost).toBeGreaterThanOrEqual(3);
      expect(card.cost).toBeLessThanOrEqual(5);
      expect(card.slotVp[0]).toBeGreaterThanOrEqual(1);
      expect(card.slotVp[0]).toBeLessThanOrEqual(3);
      expect(card.slotVp[0]).toBeGreaterThan(card.slotVp[1]);
      expect(card.divisor).toBeGreaterThanOrEqual(2);
      expect(card.divisor).toBeLessThanOrEqual(6);
      if (card.level === 3) {
        const e = card.effect;
        const givesVp = (e.kind === 'gain' || e.kind === 'trade' || e.kind === 'count') && e.vp > 0;
        expect(givesVp, `${id} is level III`).toBe(true);
      }
      if (standIns(card.source).length > 0) expect(unverified).toContain(`- ${id} — `);
    },
  );

  it("the Templar's divisor is the BGA example card's 3", () => {
    expect(ACTIVITY_CARDS.find((c) => c.id === 'templar')).toMatchObject({ divisor: 3, source: { divisor: 'B' } });
  });
});

describe('event cards (reference §9)', () => {
  it('the Pillage and 16 cards: 8 red, 4 white, 4 yellow; red cards draw four white and four yellow', () => {
    expect(EVENT_CARDS.filter((e) => e.permanent).map((e) => e.id)).toEqual(['pillage']);
    const deck = EVENT_CARDS.filter((e) => !e.permanent);
    expect(deck.map((e) => e.colour).sort()).toEqual(
      [...new Array(8).fill('red'), ...new Array(4).fill('white'), ...new Array(4).fill('yellow')].sort(),
    );
    const red = deck.filter((e) => e.colour === 'red');
    expect(red.filter((e) => e.draws === 'white')).toHaveLength(4);
    expect(red.filter((e) => e.draws === 'yellow')).toHaveLength(4);
    expect(red.every((e) => e.blackDice >= 1)).toBe(true);
    expect(deck.filter((e) => e.colour !== 'red').every((e) => e.blackDice === 0 && e.draws === null)).toBe(true);
  });

  it.each(EVENT_CARDS.map((e) => [e.id, e] as const))('%s: sourced, plausible, listed', (id, e) => {
    for (const tag of Object.values(e.source)) expect(TAGS).toContain(tag);
    expect(e.reward[0]).toBeGreaterThan(e.reward[1]);
    expect(e.flags).toBeGreaterThanOrEqual(2);
    expect(e.divisor).toBeGreaterThanOrEqual(2);
    if (standIns(e.source).length > 0) expect(unverified).toContain(`- ${id} — `);
  });
});

describe('characters (reference §10.1)', () => {
  it('six characters, each three rising steps paying 1, 3 and 6 VP; Henri I at its maximum from 5 cards', () => {
    expect(CHARACTERS).toHaveLength(6);
    for (const c of CHARACTERS) {
      expect(c.table.map(([, vp]) => vp)).toEqual([1, 3, 6]);
      for (let i = 1; i < c.table.length; i++) expect(c.table[i][0]).toBeGreaterThan(c.table[i - 1][0]);
      for (const tag of Object.values(c.source)) expect(TAGS).toContain(tag);
      if (standIns(c.source).length > 0) expect(unverified).toContain(`- ${c.id} — `);
    }
    expect(CHARACTERS.find((c) => c.id === 'henri')!.table.at(-1)![0]).toBe(5);
  });

  it('Hugues de Payns steps at 5, 10 and 15 influence (reference §10.1 [S]), no stand-in', () => {
    const hugues = CHARACTERS.find((c) => c.id === 'hugues')!;
    expect(hugues.table).toEqual([
      [5, 1],
      [10, 3],
      [15, 6],
    ]);
    expect(standIns(hugues.source)).toEqual([]);
  });
});

describe('buildings (reference §3)', () => {
  it('six spaces each; every die value addresses exactly one row; salaries 2 / 1 / 0', () => {
    for (const layout of Object.values(LAYOUTS)) {
      expect(layout.rows.flat().sort()).toEqual([0, 1, 2, 3, 4, 5]);
      expect(layout.values.flat().sort()).toEqual([1, 2, 3, 4, 5, 6]);
    }
    expect([LAYOUTS.palace.salary, LAYOUTS.bishopric.salary, LAYOUTS.cityhall.salary]).toEqual([2, 1, 0]);
  });
});

// What a card shows as pictures, read from its data row: an activity card's effect,
// an event's round effect. A new card is a data row; its glyphs follow from its
// effect's kind and numbers, with no drawing code of its own. The full text stays in
// the tooltip (text.ts); glyphs are what a player reads across the table.
import type { ActivityEffect, Building, Colour, Counted, EventCard, Modifier } from '../../../games/troyes';

export type DieGlyphColour = 'r' | 'w' | 'y' | 'b' | 'any';

export type Glyph =
  | { g: 'deniers' | 'influence' | 'vp' | 'citizen'; n?: number }
  | { g: 'cube' | 'event' | 'card' | 'cathedral' | 'hourglass' | 'cross' }
  | { g: 'building'; b: Building | 'any' }
  | { g: 'die'; c: DieGlyphColour; v?: string }
  /** A sign between pictures: gives, per, plus, times, or, at most. */
  | { g: 'op'; t: string };

export const COLOUR_CODE: Readonly<Record<Colour, 'r' | 'w' | 'y'>> = { red: 'r', white: 'w', yellow: 'y' };

const op = (t: string): Glyph => ({ g: 'op', t });
const die = (c: DieGlyphColour, v?: string): Glyph => (v === undefined ? { g: 'die', c } : { g: 'die', c, v });

function gains(x: { deniers: number; influence: number; vp: number; citizens?: number }): Glyph[] {
  const out: Glyph[] = [];
  if (x.vp) out.push({ g: 'vp', n: x.vp });
  if (x.deniers) out.push({ g: 'deniers', n: x.deniers });
  if (x.influence) out.push({ g: 'influence', n: x.influence });
  if (x.citizens) out.push({ g: 'citizen', n: x.citizens });
  return out;
}

function modifierGlyphs(m: Modifier, amount: number): Glyph[] {
  switch (m) {
    case 'redBonus':
      return [die('r'), op(`+${amount}`)];
    case 'yellowAsRed':
      return [die('y'), op('→'), die('r')];
    case 'freeYellow':
      return [die('y'), op('+'), die('any'), op('='), { g: 'deniers', n: 0 }];
    case 'whiteAsYellow':
      return [die('w'), op('→'), op(`${amount}×`), die('y')];
    case 'yellowBonus':
      return [die('y'), op(`+${amount}`)];
    case 'redEachBonus':
      return [die('r'), op(`+${amount}`)];
    case 'allFives':
      return [die('any'), op('→'), die('any', String(amount))];
    case 'whiteAsRed':
      return [die('w'), op('→'), op(`${amount}×`), die('r')];
    case 'freeDice':
      return [die('any'), op('='), { g: 'deniers', n: 0 }];
  }
}

/** One activation of an activity card (a delayed card: the hourglass, then what its cube does). */
export function cardGlyphs(effect: ActivityEffect): Glyph[] {
  switch (effect.kind) {
    case 'gain':
      return gains(effect);
    case 'trade':
      return [{ g: effect.pay, n: effect.amount }, op('→'), ...gains(effect)];
    case 'perCitizen':
      return [
        { g: 'deniers', n: effect.deniers },
        op('/'),
        { g: 'citizen' },
        ...effect.buildings.flatMap((b, i): Glyph[] =>
          i === 0 ? [{ g: 'building', b }] : [op('|'), { g: 'building', b }],
        ),
      ];
    case 'count': {
      const per: Glyph[] = {
        eventsWithCube: [{ g: 'cube' }, { g: 'event' }],
        cathedralLevels: [{ g: 'cube' }, { g: 'cathedral' }],
        buildingsWithCitizen: [{ g: 'citizen' }, { g: 'building', b: 'any' }],
        palaceCitizens: [{ g: 'citizen' }, { g: 'building', b: 'palace' }],
      }[effect.what] as Glyph[];
      return [{ g: 'vp', n: effect.vp }, op('/'), ...per, ...(effect.max < 99 ? [op(`≤${effect.max}`)] : [])];
    }
    case 'archer':
      return [die('b', `≥${effect.hitFrom}`), op('→'), { g: 'cube' }, { g: 'event' }];
    case 'eventCubes':
      return [op(`${effect.cubes}×`), { g: 'cube' }, op('→'), { g: 'event' }];
    case 'collect':
      return [
        { g: 'deniers', n: effect.deniers },
        op('/'),
        { g: 'citizen' },
        op('≠'),
        { g: 'building', b: effect.building },
      ];
    case 'modifier':
      return [{ g: 'hourglass' }, ...modifierGlyphs(effect.modifier, effect.amount)];
  }
}

/** What an event does to every player each round while it is in play. */
export function eventGlyphs(card: EventCard): Glyph[] {
  const fx = card.effect;
  switch (fx.kind) {
    case 'none':
      return [];
    case 'pay':
      return [
        ...(fx.deniers ? [{ g: 'deniers', n: -fx.deniers } as const] : []),
        ...(fx.influence ? [{ g: 'influence', n: -fx.influence } as const] : []),
      ];
    case 'payPerCitizen':
      return [{ g: 'deniers', n: -fx.deniers }, op('/'), { g: 'citizen' }, { g: 'building', b: fx.building }];
    case 'discardHighest':
      // An arrow, not a word: the glyphs carry no language (the card's sentence says "highest").
      return [die(COLOUR_CODE[fx.colour], '↑'), op('→'), { g: 'cross' }];
    case 'neutralIn':
      return [{ g: 'citizen' }, op('→'), { g: 'building', b: fx.building }];
  }
}

/** What a character counts at the end. */
export function countedGlyphs(counts: Counted): Glyph[] {
  switch (counts) {
    case 'influence':
      return [{ g: 'influence' }];
    case 'deniers':
      return [{ g: 'deniers' }];
    case 'cathedralCubes':
      return [{ g: 'cube' }, { g: 'cathedral' }];
    case 'tradesmen':
      return [{ g: 'citizen' }, { g: 'card' }];
    case 'citizens':
      return [{ g: 'citizen' }, { g: 'building', b: 'any' }];
    case 'events':
      return [{ g: 'event' }];
  }
}

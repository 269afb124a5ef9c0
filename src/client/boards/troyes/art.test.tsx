import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ACTIVITY_CARDS, EVENT_CARDS, activityCard, eventCard } from '../../../games/troyes';
import { atActions, dice, fill, reveal } from '../../../games/troyes/test/helpers';
import { Glyphs } from './art';
import CardPicture from './CardPicture';
import { cardGlyphs, eventGlyphs, type Glyph } from './glyphs';
import { trackIds } from './motion';
import { matchWith, renderBoard } from './testing';

// The Troyes art drawn from the data: every card's effect as glyphs with its own
// numbers, dice with their pips and colour symbol, pieces with stable motion ids.

afterEach(cleanup);

/** A glyph list written short: `vp1 deniers2 → die:b:≥3`. */
function short(glyphs: readonly Glyph[]): string {
  return glyphs
    .map((g) => {
      switch (g.g) {
        case 'op':
          return g.t;
        case 'die':
          return `die:${g.c}${g.v === undefined ? '' : `:${g.v}`}`;
        case 'building':
          return `building:${g.b}`;
        case 'deniers':
        case 'influence':
        case 'vp':
        case 'citizen':
          return `${g.g}${g.n ?? ''}`;
        default:
          return g.g;
      }
    })
    .join(' ');
}

describe('activity cards drawn from their data rows', () => {
  it('give every card of the data glyphs, each number of its effect among them', () => {
    for (const card of ACTIVITY_CARDS) {
      const glyphs = cardGlyphs(card.effect);
      expect(glyphs.filter((g) => g.g !== 'op').length, card.id).toBeGreaterThan(0);
      const { container, unmount } = render(<Glyphs glyphs={glyphs} />);
      expect(container.querySelectorAll('.ty-glyph').length, card.id).toBe(glyphs.filter((g) => g.g !== 'op').length);
      expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
      for (const [k, v] of Object.entries(card.effect)) {
        if (typeof v === 'number' && v !== 0 && k !== 'max')
          expect(container.textContent, `${card.id}.${k}`).toContain(String(v));
      }
      unmount();
    }
  });

  it('read each kind of effect as a player would', () => {
    const of = (id: Parameters<typeof activityCard>[0]) => short(cardGlyphs(activityCard(id).effect));
    expect(of('goldsmith')).toBe('vp1 deniers2');
    expect(of('artisan')).toBe('influence1 → deniers6');
    expect(of('innkeeper')).toBe('deniers1 → influence1');
    expect(of('merchant')).toBe('deniers2 / citizen building:cityhall');
    expect(of('miller')).toBe('deniers2 / citizen building:palace | building:bishopric');
    expect(of('captain')).toBe('vp1 / cube event');
    expect(of('jousts')).toBe('vp1 / citizen building:palace ≤3');
    expect(of('archer')).toBe('die:b:≥3 → cube event');
    expect(of('percepteur')).toBe('deniers1 / citizen ≠ building:cityhall');
    expect(of('chevalier')).toBe('1× cube → event');
    expect(of('confession')).toBe('hourglass die:r +2');
    expect(of('blacksmith')).toBe('hourglass die:r +5');
    expect(of('monk')).toBe('hourglass die:w → 3× die:y');
    expect(of('apprenticeship')).toBe('hourglass die:any → die:any:5');
    expect(of('diplomat')).toBe('hourglass die:any = deniers0');
  });

  it('draw a face-up card with its band, cost, effect, dice and slots; tradesmen on their slots', () => {
    const state = matchWith(3, (G) => {
      atActions(G, '0');
      fill(G, 'palace', '012n01');
      fill(G, 'bishopric', '01n201');
      fill(G, 'cityhall', '012n01');
      reveal(G, 'red2', 'mercenary');
      G.cards.red2.tradesmen = ['1'];
    });
    renderBoard(state, '0');
    const card = screen.getByTestId('card-red2');
    expect(card.querySelector('.ty-band-level')?.textContent).toBe('II');
    // Cost 4 in the band; 3 deniers per activation; red dice ÷ 3.
    expect(card.querySelector('.ty-band-cost')?.textContent).toBe('4');
    expect(card.querySelector('.ty-card-effect')?.textContent).toBe('3');
    expect(card.querySelector('.ty-card-dice')?.textContent).toBe('÷3');
    // Slot 1 holds Bob's tradesman; slots 2-4 show their VP (1, 0, 0).
    expect(within(card).getByRole('img', { name: 'Bob' }).getAttribute('data-shape')).toBe('triangle');
    expect([...card.querySelectorAll('.ty-slot-vp')].map((e) => e.textContent)).toEqual(['1', '0', '0']);
  });
});

describe('events drawn from their data rows', () => {
  it('show what they take each round, their black dice and their rewards', () => {
    expect(short(eventGlyphs(eventCard('raid')))).toBe('deniers-2');
    expect(short(eventGlyphs(eventCard('fire')))).toBe('deniers-2 influence-1');
    expect(short(eventGlyphs(eventCard('levy')))).toBe('deniers-1 / citizen building:palace');
    expect(short(eventGlyphs(eventCard('epidemic')))).toBe('die:w:↑ → cross');
    expect(short(eventGlyphs(eventCard('war')))).toBe('deniers-3');
    expect(short(eventGlyphs(eventCard('succession')))).toBe('citizen → building:palace');
    expect(eventGlyphs(eventCard('siege'))).toEqual([]);
    for (const e of EVENT_CARDS) expect(e.effect.kind === 'none' || eventGlyphs(e).length > 0, e.id).toBe(true);
    const state = matchWith(3, (G) => {
      atActions(G, '0');
      G.events.push({ id: 'war', cubes: ['1'] });
    });
    renderBoard(state, '0');
    const war = screen.getByTestId('event-war');
    // Two black dice, red to fight ÷ 4, 5 VP and 2 VP; Bob's cube on the first of three flags.
    expect(war.querySelectorAll('.ty-band-black .ty-glyph-die-b')).toHaveLength(2);
    expect(war.querySelector('.ty-event-fight')?.textContent).toBe('÷452');
    expect(within(war).getByRole('img', { name: 'Bob' }).closest('.ty-flag')).toBeTruthy();
    expect(war.querySelectorAll('.ty-flag')).toHaveLength(3);
  });
});

describe('dice on the square', () => {
  it("are drawn with their pips and their colour's symbol, named by colour and value", () => {
    const state = matchWith(3, (G) => {
      atActions(G, '0');
      dice(G, '1', 'r6 w2 y5');
    });
    renderBoard(state, '2');
    const district = screen.getByTestId('district-1');
    const drawn = within(district).getAllByRole('img', { name: /^(red|white|yellow) \d$/ });
    expect(drawn.map((d) => d.getAttribute('aria-label'))).toEqual(['red 6', 'white 2', 'yellow 5']);
    expect(drawn.map((d) => d.querySelector('svg')?.getAttribute('data-value'))).toEqual(['6', '2', '5']);
    // Six pips on the red 6, in the die's pip colour; three different symbols.
    expect(drawn[0].querySelectorAll('path')[1].getAttribute('d')?.match(/M/g)).toHaveLength(6);
    const symbols = drawn.map((d) => d.querySelector('.ty-die-badge path')?.getAttribute('d'));
    expect(new Set(symbols).size).toBe(3);
    expect(drawn.map((d) => d.getAttribute('data-motion'))).toEqual(['die:1r6:0', 'die:1w2:0', 'die:1y5:0']);
    expect(drawn.map((d) => d.getAttribute('data-motion-from'))).toEqual([
      'building:palace',
      'building:bishopric',
      'building:cityhall',
    ]);
  });
});

describe('motion ids', () => {
  it('are unique on the board, and every piece that comes from somewhere names an anchor drawn there', () => {
    const state = matchWith(3, (G) => {
      atActions(G, '0');
      fill(G, 'palace', '012n01');
      fill(G, 'bishopric', '01n201');
      fill(G, 'cityhall', '012n01');
      G.buildings.palace.lying = ['2'];
      reveal(G, 'red2', 'mercenary');
      reveal(G, 'white1', 'monk');
      G.cards.red2.tradesmen = ['1', '0'];
      G.cards.white1.cubes = { 0: 2, 2: 5 };
      G.cathedral[3][0] = '1';
      G.events.push({ id: 'war', cubes: ['1', '2'] });
      dice(G, '0', 'r4 r4 w5');
      dice(G, 'n', 'y1');
    });
    renderBoard(state, '0');
    const ids = [...document.querySelectorAll('[data-motion]')].map((e) => e.getAttribute('data-motion'));
    // 18 citizens and 1 lying, 2 tradesmen, 5 cubes on the Monk (3 drawn a player), 1 in the cathedral, 2 on War; 4 dice; 3 markers; 2 events.
    expect(ids).toHaveLength(18 + 1 + 2 + 5 + 1 + 2 + 4 + 3 + 2);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id!.startsWith('die:'))).toEqual(['die:0r4:0', 'die:0r4:1', 'die:0w5:0', 'die:ny1:0']);
    const anchors = new Set(
      [...document.querySelectorAll('[data-motion-anchor]')].map((e) => e.getAttribute('data-motion-anchor')),
    );
    const from = new Set(
      [...document.querySelectorAll('[data-motion-from]')].map((e) => e.getAttribute('data-motion-from')),
    );
    expect([...from].filter((a) => !anchors.has(a))).toEqual([]);
    // Cleo's citizen expelled from the Palace goes home to her district at the end of the round.
    const lying = document.querySelector('.ty-lying [data-motion]')!;
    expect([lying.getAttribute('data-motion'), lying.getAttribute('data-motion-to')]).toEqual([
      'citizen:2:1',
      'district:2',
    ]);
  });

  const spots = (row: string[]) => row.map((owner, i) => ({ kind: 'citizen', owner, place: `palace:${i}` }));

  it("keep a piece's id where it stays, follow an owner's piece that moved, and number new pieces", () => {
    const first = trackIds(null, spots(['0', '1', 'n']));
    expect([...first.ids.values()]).toEqual(['citizen:0:0', 'citizen:1:0', 'citizen:n:0']);
    // A citizen of seat 1 enters first; the row slides; the neutral one is pushed out to lie beside the building.
    const pushed = trackIds(first, [
      ...spots(['1', '0', '1']),
      { kind: 'citizen', owner: 'n', place: 'lying:palace:0' },
    ]);
    expect(Object.fromEntries(pushed.ids)).toEqual({
      'palace:0': 'citizen:1:0',
      'palace:1': 'citizen:0:0',
      'palace:2': 'citizen:1:1',
      'lying:palace:0': 'citizen:n:0',
    });
  });
});

describe("the home page card's picture", () => {
  it('is a decorative drawing of the board at its setup, with no words', () => {
    const { container } = render(<CardPicture />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('viewBox')).toBe('0 0 240 150');
    expect(svg.textContent).toBe('');
    // Eighteen citizens in the three buildings, six of them neutral grey; nine cards; five dice.
    const citizens = [...svg.querySelectorAll('g[fill]')].filter(
      (g) => g.querySelector('circle') && g.querySelector('path'),
    );
    expect(citizens).toHaveLength(18);
    expect(citizens.filter((g) => g.getAttribute('fill') === '#a3a3a3')).toHaveLength(6);
    expect(svg.querySelectorAll('rect[width="29"][height="19"]')).toHaveLength(9);
    expect(svg.querySelectorAll('rect[width="30"]')).toHaveLength(5);
  });
});

import { act as reactAct, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, building, BUILDINGS, newGame, putBuilding } from '../../../games/caylus';
import { ICON_NAMES } from '../../kit/art';
import { buildingKind } from './art';
import { renderBoard } from './testing';

afterEach(cleanup);

/** The icons drawn inside an element, in document order. */
function icons(el: HTMLElement): string[] {
  return Array.from(el.querySelectorAll('svg[data-icon]')).map((s) => s.getAttribute('data-icon') ?? '?');
}

/** What a sighted player reads on an element: its text without the screen-reader-only parts. */
function visibleText(el: HTMLElement): string {
  const copy = el.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
  return copy.textContent ?? '';
}

describe('the drawn Caylus board', () => {
  it('sorts every building into a kind from its data, each kind with an icon', () => {
    const kinds = Object.fromEntries(Object.values(BUILDINGS).map((d) => [d.id, buildingKind(d)]));
    expect(kinds).toMatchObject({
      neutral_farm: 'production',
      wood_farm_food: 'production',
      gold_mine: 'production',
      stone_farm: 'production',
      neutral_carpenter: 'construction',
      mason: 'construction',
      lawyer: 'construction',
      fixed_carpenter: 'construction',
      neutral_marketplace: 'trade',
      fixed_peddler: 'trade',
      alchemist: 'trade',
      bank: 'trade',
      tailor: 'trade',
      residence: 'residence',
      statue: 'prestige',
      cathedral: 'prestige',
    });
    for (const kind of new Set(Object.values(kinds))) expect(ICON_NAMES).toContain(kind);
    expect(new Set(Object.values(kinds))).toEqual(
      new Set(['production', 'construction', 'trade', 'residence', 'prestige']),
    );
  });

  it("draws each road tile with its kind's icon and material badge", () => {
    const G = newGame(3);
    putBuilding(G, 9, 'wood_farm_food', '1');
    putBuilding(G, 10, 'mason', '0');
    putBuilding(G, 11, 'bank', '2');
    putBuilding(G, 12, 'residence', '0');
    putBuilding(G, 13, 'statue', '1');
    renderBoard(G, null);
    expect(icons(screen.getByTestId('road-7'))).toEqual(['fixed', 'trade']);
    expect(icons(screen.getByTestId('road-9'))).toEqual(['wood', 'production']);
    expect(icons(screen.getByTestId('road-10'))).toEqual(['wood', 'construction']);
    expect(icons(screen.getByTestId('road-11'))).toEqual(['stone', 'trade']);
    // The bailiff scores the dungeon at space 12: its castle mark comes first.
    expect(icons(screen.getByTestId('road-12'))).toEqual(['castle', 'residence']);
    expect(icons(screen.getByTestId('road-13'))).toEqual(['prestige']);
    expect(building(G.road[0].building ?? '').type).toBe('neutral');
    expect(icons(screen.getByTestId('road-1'))).toEqual(['neutral', 'production']);
  });

  it('draws an empty lot as ground: no words on it, its name still heard and in its tooltip', () => {
    renderBoard(newGame(3), null);
    const lot = screen.getByTestId('road-20');
    expect(visibleText(lot)).toBe('20');
    expect(lot.querySelector('.cy-tile-name')).toBeNull();
    expect(icons(lot)).toEqual([]);
    expect(lot.closest('li')?.getAttribute('data-kind')).toBe('empty');
    expect(screen.getByRole('button', { name: '20 Empty lot' })).toBe(lot);
    reactAct(() => lot.focus());
    const tip = document.getElementById(lot.getAttribute('aria-describedby') ?? '');
    expect(tip?.textContent).toBe('Space 20Empty lot New wood and stone buildings go on the lowest empty lot.');
  });

  it('winds the road: each row runs back the other way, in both layouts', () => {
    renderBoard(newGame(3), null);
    const cell = (space: number, n: number) => {
      const style = screen.getByTestId(`road-${space}`).closest('li')!.style;
      return [style.getPropertyValue(`--row-${n}`), style.getPropertyValue(`--col-${n}`)];
    };
    expect([1, 7, 8, 14, 15, 28].map((s) => cell(s, 7))).toEqual([
      ['1', '1'],
      ['1', '7'],
      ['2', '7'],
      ['2', '1'],
      ['3', '1'],
      ['4', '1'],
    ]);
    expect([1, 4, 5, 8, 9, 28].map((s) => cell(s, 4))).toEqual([
      ['1', '1'],
      ['1', '4'],
      ['2', '4'],
      ['2', '1'],
      ['3', '1'],
      ['7', '4'],
    ]);
  });

  it('fills the castle sections with houses and counts them', () => {
    const G = newGame(3);
    G.castle.dungeon = ['1', '0', '1'];
    G.castle.walls = ['2'];
    renderBoard(G, null);
    const dungeon = screen.getByTestId('section-dungeon');
    expect(screen.getByTestId('section-dungeon-count').textContent).toBe('3/6');
    expect(screen.getByTestId('section-walls-count').textContent).toBe('1/10');
    expect(screen.getByTestId('section-towers-count').textContent).toBe('0/14');
    expect(
      within(dungeon)
        .getAllByRole('img', { name: /house of/ })
        .map((e) => e.getAttribute('data-shape')),
    ).toEqual(['triangle', 'circle', 'triangle']);
    expect(dungeon.querySelectorAll('.cy-house-slot')).toHaveLength(3);
    expect(screen.getByTestId('section-towers').querySelectorAll('.cy-house-slot')).toHaveLength(14);
  });

  it("stands workers as meeples in their seat's colour and shape, the provost and bailiff as figures", () => {
    const G = newGame(3);
    putBuilding(G, 9, 'wood_farm_food', '1');
    act(G, '0', 'place', 9);
    act(G, '1', 'place', 1);
    renderBoard(G, null);
    const alice = within(screen.getByTestId('road-9')).getByRole('img', { name: 'worker of Alice' });
    expect(alice.classList.contains('art-meeple')).toBe(true);
    expect(alice.getAttribute('data-shape')).toBe('circle');
    expect(alice.querySelector('path')?.getAttribute('fill')).toBe('#0072B2');
    const bob = within(screen.getByTestId('road-1')).getByRole('img', { name: 'worker of Bob' });
    expect(bob.getAttribute('data-shape')).toBe('triangle');
    const house = within(screen.getByTestId('road-9')).getByRole('img', { name: 'house of Bob' });
    expect(house.classList.contains('art-house')).toBe(true);
    const six = screen.getByTestId('road-6');
    expect(within(six).getByRole('img', { name: 'Provost' }).classList.contains('art-figure')).toBe(true);
    expect(within(six).getByRole('img', { name: 'Bailiff' }).classList.contains('art-figure')).toBe(true);
  });

  it('draws the special buildings and the supply cards with their icons', () => {
    renderBoard(newGame(3), null);
    expect(
      ['gate', 'tradingPost', 'guild', 'jousting', 'stables', 'inn'].map((id) =>
        icons(screen.getByTestId(`spot-${id}`)),
      ),
    ).toEqual([['gate'], ['tradingPost'], ['guild'], ['jousting'], ['stables'], ['inn']]);
    expect(icons(screen.getByTestId('supply-mason'))).toEqual(['construction']);
    expect(icons(screen.getByTestId('supply-church'))).toEqual(['trade']);
    expect(icons(screen.getByTestId('supply-cathedral'))).toEqual(['prestige']);
    // Cost as tokens (shape + colour) and the points on a shield; the words stay for screen readers.
    const mason = screen.getByTestId('supply-mason');
    expect(Array.from(mason.querySelectorAll('.token')).map((s) => s.getAttribute('aria-label'))).toEqual([
      'food',
      'wood',
    ]);
    expect(mason.querySelector('.art-prestige')?.textContent).toBe('4');
    expect(mason.textContent).toContain('4 points');
  });
});

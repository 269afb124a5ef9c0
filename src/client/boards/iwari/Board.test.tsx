import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { iwariPrinted, iwariView } from '../../../games/iwari';
import { deck, hand, matchWith, must, tents, totems, turnOf } from '../../../games/iwari/test/helpers';
import type { IwariState } from '../../../games/iwari';
import { marked, renderBoard } from './testing';

// The board on positions built with the engine's test helpers: what it draws, what
// it highlights from the legal list, and the moves its controls play.

const click = (testId: string) => fireEvent.click(screen.getByTestId(testId));

describe('the map', () => {
  it("draws the host's printed map in the base map's place, named as printed", () => {
    const printed = iwariPrinted(
      JSON.parse(readFileSync(join(__dirname, '../../../games/iwari/data/printed-sample/iwari.json'), 'utf8')),
    );
    const state = matchWith(3, (G) => {
      G.printedMap = printed;
    });
    renderBoard(state, '0');
    // The sample's island has a fifth tent space and is desert.
    expect(document.querySelectorAll('[data-testid^="space-"]')).toHaveLength(67);
    expect(screen.getByTestId('territory-FO3').getAttribute('data-biome')).toBe('desert');
    expect(screen.getByTestId('printed-map').textContent).toBe(
      "Printed map “Sample island map”, as the site's host typed it in.",
    );
    expect(document.body.textContent).not.toContain('Stand-in map: not the printed board.');
  });

  it('draws every territory with its biome, every tent space, every connection and the mountains', () => {
    const state = matchWith(3, (G) => {
      tents(G, '1', 'TU1.1');
      totems(G, '1', 'TU1');
    });
    renderBoard(state, '0');
    expect(document.querySelectorAll('[data-testid^="territory-"]')).toHaveLength(12);
    expect(document.querySelectorAll('[data-testid^="space-"]')).toHaveLength(66);
    expect(document.querySelectorAll('[data-testid^="connection-"]')).toHaveLength(19);
    expect(screen.getByTestId('territory-TU1').getAttribute('data-biome')).toBe('tundra');
    expect(screen.getByTestId('territory-TU1').textContent).toContain('▲');
    expect(screen.getByTestId('connection-15').getAttribute('data-kind')).toBe('water');
    for (const n of state.G.mountains) expect(screen.getByTestId(`mountain-${n}`)).toBeTruthy();
    // Player 1's tent is drawn in its own shape (seat 1: a triangle, its symbol ▲), not only its colour.
    const tent = screen.getByTestId('space-TU1.1').querySelector('.iw-tent')!;
    expect(tent.getAttribute('data-shape')).toBe('triangle');
    expect(screen.getByTestId('totem-TU1').querySelectorAll('.iw-totem')).toHaveLength(1);
  });

  it('tells the majorities and what a tent scoring would give now, for territories and connections', () => {
    const state = matchWith(3, (G) => {
      tents(G, '0', 'TU1.1', 'TU1.2');
      tents(G, '1', 'TU1.3');
      totems(G, '0', 'TU1');
      tents(G, '0', 'FO1.1');
      totems(G, '0', 'FO1');
    });
    renderBoard(state, '1');
    fireEvent.mouseEnter(screen.getByTestId('territory-TU1'));
    const tip = screen.getByTestId('inspector').textContent!;
    expect(tip).toContain('Tundra 1: 3 of 6 tent spaces free.');
    expect(tip).toContain('Tents: Alice (●) 2, Bob (▲) 1.');
    expect(tip).toContain('Totems: Alice (●) 1 (at most 2).');
    expect(tip).toContain('A tent scoring now: Alice (●) 3, Bob (▲) 2.');
    fireEvent.mouseEnter(screen.getByTestId('connection-2'));
    const c = screen.getByTestId('inspector').textContent!;
    expect(c).toContain('Connection 2 (land) between Tundra 1 and Forest 1.');
    expect(c).toContain('Totem majority in Tundra 1: Alice (●).');
    expect(c).toContain('Scored now: Alice (●) 2.');
  });
});

describe('placing pieces', () => {
  function position(G: IwariState) {
    tents(G, '1', 'FO1.1');
    turnOf(G, '0');
    hand(G, '0', 'forest', 'coast', 'coast');
  }

  it('highlights the spaces and totem circles of legal moves, then what may be added, and shows the payments before committing', () => {
    const state = matchWith(3, position);
    const r = renderBoard(state, '0');
    // Every free space of a territory some move reaches glows; FO1's totem circle too (cap 1).
    expect(marked('space', 'target')).toContain('FO1.2');
    expect(marked('space', 'target')).toContain('CO2.1');
    expect(marked('totem', 'target')).toContain('FO1');
    click('space-FO1.2');
    expect(marked('space', 'selected')).toEqual(['FO1.2']);
    // FO1 may take a second tent or a totem (Forest + Coast pair); other territories glow less.
    expect(marked('space', 'target')).toContain('FO1.3');
    expect(marked('totem', 'target')).toEqual(['FO1']);
    expect(marked('space', 'start')).toContain('CO2.1');
    const placement = within(screen.getByTestId('placement'));
    const pays = placement.getAllByRole('button', { name: /^Pay/ });
    expect(pays.map((b) => b.textContent)).toEqual(['Pay ♣Forest', 'Pay ≈Coast≈Coast']);
    // Hovering a payment marks the cards it would use.
    fireEvent.mouseEnter(pays[1]);
    expect(document.querySelectorAll('.iw-hand-card.is-paid')).toHaveLength(2);
    click('totem-FO1');
    expect(placement.getAllByRole('button', { name: /^Pay/ }).map((b) => b.textContent)).toEqual([
      'Pay ♣Forest≈Coast≈Coast',
    ]);
    fireEvent.click(placement.getByRole('button', { name: /^Pay/ }));
    expect(r.moves.place).toHaveBeenCalledWith('FO1', ['FO1.2', 'totem'], ['forest', 'coast', 'coast']);
    // Every played move is a member of the legal list.
    expect(r.legal).toContainEqual({ move: 'place', args: ['FO1', ['FO1.2', 'totem'], ['forest', 'coast', 'coast']] });
  });

  it('a picked space is taken back by a second click; a space elsewhere starts a new pick', () => {
    renderBoard(matchWith(3, position), '0');
    click('space-FO1.2');
    click('space-FO1.2');
    expect(marked('space', 'selected')).toEqual([]);
    click('space-FO1.2');
    click('space-CO2.1');
    expect(marked('space', 'selected')).toEqual(['CO2.1']);
    // An unexplored territory: one tent only, nothing may be added.
    expect(marked('space', 'target').filter((s) => s.startsWith('CO2'))).toEqual([]);
  });

  it('offers discard-and-draw per biome in hand; the other seats and spectators get no controls', () => {
    const state = matchWith(3, position);
    const r = renderBoard(state, '0');
    fireEvent.click(screen.getByRole('button', { name: 'Discard Coast and draw' }));
    expect(r.moves.discard).toHaveBeenCalledWith('coast');
    r.unmount();
    renderBoard(state, '1');
    expect(marked('space', 'target')).toEqual([]);
    expect(screen.queryByTestId('placement')).toBeNull();
    expect(screen.queryByRole('button', { name: /Discard/ })).toBeNull();
    // Bob sees his own hand, never Alice's.
    expect(within(screen.getByTestId('hand')).queryAllByText('Forest')).toHaveLength(
      state.G.hands['1'].filter((c) => c === 'forest').length,
    );
  });

  it('a spectator sees no hand at all', () => {
    renderBoard(matchWith(3, position), null);
    expect(screen.queryByTestId('hand')).toBeNull();
  });
});

describe('drawing, the third tribe and feats', () => {
  it('draws from the deck or a display card', () => {
    const state = matchWith(3, (G) => {
      turnOf(G, '0');
      hand(G, '0', 'coast');
      must(G, '0', 'place', 'CO2', ['CO2.1'], ['coast']);
    });
    const r = renderBoard(state, '0');
    fireEvent.click(screen.getByRole('button', { name: /Draw from the deck/ }));
    expect(r.moves.draw).toHaveBeenCalledWith('deck');
    const first = state.G.display[0];
    fireEvent.click(
      screen.getAllByRole('button', {
        name: new RegExp(`Take the ${first[0].toUpperCase()}${first.slice(1)} card`),
      })[0],
    );
    expect(r.moves.draw).toHaveBeenCalledWith(first);
  });

  it('moves the third tribe with the cards left', () => {
    const state = matchWith(2, (G) => {
      turnOf(G, '0');
      tents(G, '1', 'CO1.1');
      hand(G, '0', 'forest', 'coast', 'coast');
      must(G, '0', 'place', 'FO1', ['FO1.1'], ['forest']);
    });
    const r = renderBoard(state, '0');
    expect(screen.getByTestId('placement').textContent).toContain('Move the third tribe');
    click('space-CO1.2');
    click('space-CO1.3');
    fireEvent.click(within(screen.getByTestId('placement')).getByRole('button', { name: /^Pay/ }));
    expect(r.moves.placeNeutral).toHaveBeenCalledWith('CO1', ['CO1.2', 'CO1.3'], ['coast', 'coast']);
  });

  it('places a feat on a glowing territory or by its button', () => {
    const state = matchWith(
      3,
      (G) => {
        tents(G, '1', 'FO3.1', 'FO3.2', 'FO3.3');
        turnOf(G, '0');
        hand(G, '0', 'forest');
        must(G, '0', 'place', 'FO3', ['FO3.4'], ['forest']);
      },
      { feats: true },
    );
    const r = renderBoard(state, '0');
    expect(screen.getByTestId('feat-choice').textContent).toContain('Place Discovery');
    click('territory-TU1');
    expect(r.moves.featOnTerritory).toHaveBeenCalledWith('TU1');
    fireEvent.click(within(screen.getByTestId('feat-choice')).getByRole('button', { name: 'Glacier 2' }));
    expect(r.moves.featOnTerritory).toHaveBeenCalledWith('GL2');
    expect(screen.getByTestId('feats').textContent).toContain('Discovery (1/2) Alice (●)');
    fireEvent.click(within(screen.getByTestId('feat-choice')).getByRole('button', { name: 'Leave the feat unplaced' }));
    expect(r.moves.declineFeat).toHaveBeenCalledWith();
  });
});

describe('scorings', () => {
  it('walks through the half journey item by item, outlining each on the map', () => {
    const state = matchWith(3, (G) => {
      tents(G, '1', 'TU1.1', 'TU1.2');
      tents(G, '2', 'TU1.3');
      turnOf(G, '0');
      hand(G, '0', 'coast', 'desert', 'desert');
      deck(G, 'forest');
      must(G, '0', 'discard', 'coast');
      must(G, '0', 'draw', 'deck');
    });
    expect(state.G.scorings).toHaveLength(1);
    renderBoard(state, '1');
    const view = within(screen.getByTestId('scoring-view'));
    expect(view.getByText(/Tundra 1 \(×1\)/)).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('scoring-view').textContent).toContain('Total of this scoring');
    fireEvent.click(view.getByRole('button', { name: 'Previous' }));
    expect(screen.getByTestId('territory-TU1').getAttribute('class')).toContain('is-focus');
  });
});

describe('secrecy', () => {
  it("the board is drawn from the seat's view: no other hand reaches it", () => {
    const state = matchWith(3, (G) => {
      hand(G, '0', 'coast', 'desert', 'desert');
      hand(G, '1', 'glacier', 'glacier', 'glacier');
    });
    const view = iwariView(state.G, '0');
    expect(view.hands['1']).toEqual([]);
    renderBoard(state, '0');
    expect(within(screen.getByTestId('hand')).queryByText('Glacier')).toBeNull();
  });
});

describe("the other seats' last moves", () => {
  const marks = () =>
    Array.from(document.querySelectorAll('[data-recent]'))
      .map((e) => `${e.closest('[data-testid]')?.getAttribute('data-testid')}=${e.getAttribute('data-recent')}`)
      .sort();

  it("rings the tents and totem placed and marks their territory with the player's symbol, and a feat's place", () => {
    const state = matchWith(3, (G) => {
      tents(G, '1', 'TU1.1', 'TU1.2');
      totems(G, '1', 'TU1');
    });
    renderBoard(state, '0', [
      { player: '1', move: { move: 'place', args: ['TU1', ['TU1.1', 'TU1.2', 'totem'], ['tundra', 'tundra']] } },
      { player: '1', move: { move: 'draw', args: ['deck'] } },
      { player: '2', move: { move: 'featOnConnection', args: [2] } },
    ]);
    expect(marks()).toEqual([
      'connection-2=2',
      'connection-2=2',
      'space-TU1.1=1',
      'space-TU1.2=1',
      'territory-TU1=1',
      'totem-TU1=1',
    ]);
    expect(screen.getByTestId('territory-TU1').getAttribute('aria-label')).toMatch(/, last move by Bob$/);
    expect(screen.getByTestId('connection-2').getAttribute('aria-label')).toMatch(/, last move by Cleo$/);
    expect(screen.getByTestId('territory-FO1').getAttribute('aria-label')).not.toContain('last move');
  });
});

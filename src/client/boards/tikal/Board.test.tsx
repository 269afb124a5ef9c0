import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_CAMP, spaceAt, reachableSpaces } from '../../../games/tikal';
import {
  actingAs,
  campFor,
  lay,
  matchWith,
  must,
  put,
  startMatch,
  startVolcanoRound,
} from '../../../games/tikal/test/helpers';
import { ACTIONS, canonicalRotation, movesOf } from './targets';
import { highlighted, renderBoard, viewOf } from './testing';

const TEMPLE = spaceAt(0, 3); // printed temple, value 1
const CLEARING = spaceAt(1, 3); // printed clearing
const RUIN = spaceAt(0, 2);

function hex(space: number): HTMLElement {
  return screen.getByTestId(`hex-${space}`);
}

/** Player 0 acting with pieces spread so that every kind of action is legal. */
function busyTurn(ap = 10) {
  return matchWith(2, (G) => {
    lay(G, RUIN, 'C4', 0); // a ruin with 3 treasures, north of the printed temple
    actingAs(G, '0', ap);
    put(G, '0', 'explorer', TEMPLE);
    put(G, '0', 'explorer', CLEARING);
    put(G, '0', 'explorer', RUIN);
    put(G, '0', 'explorer', BASE_CAMP);
    put(G, '1', 'explorer', BASE_CAMP, 2);
    G.players['0'].treasures[0] = 1;
    G.players['1'].treasures[4] = 1;
  });
}

describe('the map', () => {
  it('draws every hex with its terrain, temple value, stones and the pieces standing there', () => {
    const state = matchWith(3, (G) => {
      lay(G, RUIN, 'C4', 2);
      lay(G, spaceAt(2, 3), 'D1', 1); // temple worth 5
      put(G, '0', 'leader', BASE_CAMP);
      put(G, '0', 'explorer', BASE_CAMP, 3);
      put(G, '2', 'explorer', TEMPLE, 2);
      campFor(G, '1', CLEARING);
      G.spaces[spaceAt(2, 3)].guard = '2';
      actingAs(G, '0');
    });
    renderBoard(state);
    const G = state.G;
    for (let s = 0; s < 40; s++) {
      expect(hex(s).getAttribute('data-kind')).toBe(G.spaces[s].kind ?? 'empty');
    }
    expect(hex(BASE_CAMP).getAttribute('data-kind')).toBe('baseCamp');
    expect(hex(TEMPLE).textContent).toContain('1');
    expect(hex(spaceAt(2, 3)).textContent).toContain('5');
    // Stones follow the rotation the tile was laid with.
    expect(hex(RUIN).querySelector('[data-stones]')?.getAttribute('data-stones')).toBe(G.spaces[RUIN].stones.join(''));
    expect(G.spaces[RUIN].stones.join('')).toBe('000003');
    expect(hex(RUIN).querySelectorAll('.tk-stones rect')).toHaveLength(3);
    // The ruin shows how many treasures are left, nothing more.
    expect(hex(RUIN).getAttribute('aria-label')).toContain('Ruin with 3 treasures left');

    const baseChips = hex(BASE_CAMP).querySelectorAll('.tk-chip');
    expect(baseChips).toHaveLength(1);
    expect(baseChips[0].getAttribute('data-player')).toBe('0');
    expect(baseChips[0].getAttribute('data-leader')).toBe('true');
    expect(baseChips[0].getAttribute('data-explorers')).toBe('3');
    expect(hex(BASE_CAMP).getAttribute('aria-label')).toContain('Alice ●: expedition leader, 3 explorers');
    expect(hex(TEMPLE).querySelector('.tk-chip')?.getAttribute('data-player')).toBe('2');
    expect(hex(TEMPLE).getAttribute('aria-label')).toContain('Cleo ■: 2 explorers (strength 2). Scores now for Cleo ■');
    expect(hex(BASE_CAMP).getAttribute('aria-label')).toContain('3 explorers (strength 6)');
    expect(hex(CLEARING).querySelector('.tk-camp')?.getAttribute('data-player')).toBe('1');
    expect(hex(spaceAt(2, 3)).querySelector('.tk-guard')?.getAttribute('data-player')).toBe('2');
    expect(hex(spaceAt(2, 3)).getAttribute('aria-label')).toContain('Temple worth 5. Guarded by Cleo ■');
    // No other hex holds pieces, camps or guards.
    expect(document.querySelectorAll('.tk-chip')).toHaveLength(2);
    expect(document.querySelectorAll('.tk-camp')).toHaveLength(1);
    expect(document.querySelectorAll('.tk-guard')).toHaveLength(1);
  });

  it("shows a ruin's treasures left as a count, and no count once it is emptied", () => {
    const state = matchWith(2, (G) => {
      lay(G, RUIN, 'C4', 0);
      lay(G, spaceAt(1, 2), 'E2', 0);
      G.spaces[spaceAt(1, 2)].treasuresLeft = 0;
      actingAs(G, '0');
    });
    renderBoard(state);
    expect(hex(RUIN).querySelector('.tk-glyph circle + text')?.textContent).toBe('3');
    expect(hex(spaceAt(1, 2)).querySelector('.tk-glyph circle')).toBeNull();
    expect(hex(spaceAt(1, 2)).getAttribute('aria-label')).toContain('Ruin with 0 treasures left');
  });

  it('tells who a temple scores for now: the strictly strongest, nobody on a tie', () => {
    const state = matchWith(2, (G) => {
      put(G, '0', 'leader', TEMPLE);
      put(G, '1', 'explorer', TEMPLE, 3);
      put(G, '0', 'explorer', spaceAt(1, 4));
      actingAs(G, '0');
    });
    renderBoard(state);
    expect(hex(TEMPLE).getAttribute('aria-label')).toContain('Scores now for nobody (tie)');
    expect(hex(spaceAt(1, 4)).getAttribute('aria-label')).toContain('Scores now for Alice ●');
  });

  it('tells what a hex holds when it is hovered or focused', () => {
    renderBoard(busyTurn());
    fireEvent.mouseMove(hex(TEMPLE));
    expect(screen.getByTestId('hex-inspector').textContent).toContain('Space 24. Temple worth 1. Alice ●: 1 explorer');
    fireEvent.focus(hex(RUIN));
    expect(screen.getByTestId('hex-inspector').textContent).toContain('Ruin with 3 treasures left');
    expect(screen.getByTestId('hex-inspector').textContent).not.toContain('Scores now');
  });

  it('opens a hex tip only when the pointer moves over it, not when the map is drawn under a resting pointer', () => {
    renderBoard(busyTurn());
    fireEvent.mouseEnter(hex(TEMPLE));
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseMove(hex(TEMPLE));
    expect(screen.getByRole('tooltip').textContent).toContain('Space 24');
  });

  it('closes a tip opened by a tap on a tap elsewhere', () => {
    renderBoard(busyTurn());
    fireEvent.click(hex(TEMPLE));
    expect(screen.getByRole('tooltip').textContent).toContain('Space 24');
    // A tap on the same hex keeps it; one elsewhere closes it.
    fireEvent.pointerDown(hex(TEMPLE));
    expect(screen.queryByRole('tooltip')).not.toBeNull();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('closes the tip of a hex once the move it explains is played', () => {
    const { moves } = renderBoard(placing());
    const target = highlighted('target')[0];
    fireEvent.mouseMove(hex(target));
    expect(screen.queryByRole('tooltip')).not.toBeNull();
    fireEvent.click(hex(target));
    expect(moves.placeTile).toHaveBeenCalled();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('arrow keys move the focus between hexes', () => {
    renderBoard(busyTurn());
    act(() => hex(BASE_CAMP).focus());
    fireEvent.keyDown(hex(BASE_CAMP), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(hex(TEMPLE));
    fireEvent.keyDown(hex(TEMPLE), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(hex(CLEARING));
    expect(hex(CLEARING).getAttribute('tabindex')).toBe('0');
    expect(hex(BASE_CAMP).getAttribute('tabindex')).toBe('-1');
  });

  it('numbers the unexplored and the glowing hexes over the map, for the eye only (each hex names its space)', () => {
    renderBoard(busyTurn());
    const numbers = screen.getAllByTestId(/^space-no-/);
    // The second printed temple (33) holds a tile and nobody's pieces: no number on its
    // picture; every other hex is unexplored or holds one of player 0's pieces.
    expect(numbers.map((n) => n.textContent)).toEqual(
      Array.from({ length: 40 }, (_, i) => String(i)).filter((n) => n !== '33'),
    );
    expect(screen.queryByTestId('space-no-33')).toBeNull();
    expect(hex(spaceAt(1, 4)).getAttribute('aria-label')).toContain('Space 33');
    expect(numbers[0].closest('[aria-hidden="true"]')).not.toBeNull();
    // Drawn after the map, so over every hex and the ghost of the drawn tile.
    expect(
      screen.getByTestId('tikal-map').compareDocumentPosition(numbers[0]) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(hex(TEMPLE).getAttribute('aria-label')).toContain('Space 24');
  });

  it('zooms in and out: zoomed in, a note says the map scrolls; the buttons stop at either end', () => {
    renderBoard(busyTurn());
    const zoomIn = screen.getByTestId('map-zoom-in') as HTMLButtonElement;
    const zoomOut = screen.getByTestId('map-zoom-out') as HTMLButtonElement;
    const level = () => screen.getByTestId('map-zoom-level').textContent;
    expect([level(), zoomOut.disabled, screen.queryByTestId('map-scroll-hint')]).toEqual(['100%', true, null]);
    fireEvent.click(zoomIn);
    expect(level()).toBe('150%');
    expect(screen.getByTestId('map-scroll-hint').textContent).toContain('scroll or drag the map');
    fireEvent.click(zoomIn);
    expect([level(), zoomIn.disabled]).toEqual(['200%', true]);
    fireEvent.click(zoomOut);
    fireEvent.click(zoomOut);
    expect([level(), zoomOut.disabled, screen.queryByTestId('map-scroll-hint')]).toEqual(['100%', true, null]);
  });
});

/**
 * Player 0 must place temple D1 (stones on one edge only) with clearing C2 lying
 * alone on space 12: around it the tile fits only where its stones face C2, so
 * each turn of the tile fits a different set of spaces.
 */
function placing() {
  return matchWith(2, (G) => {
    lay(G, 12, 'C2', 0);
    G.secret?.stack.splice(G.secret.stack.indexOf('D1'), 1);
    G.turn = { ...G.turn, player: '0', step: 'place', tile: 'D1', ap: 0 };
  });
}

describe('placing the drawn tile', () => {
  function placements(
    state: ReturnType<typeof startMatch>,
    legal: { move: string; args: unknown[] }[],
    rotation: number,
  ) {
    const tile = state.G.turn.tile as string;
    const want = canonicalRotation(tile, rotation);
    return legal
      .filter((m) => m.move === 'placeTile' && m.args[1] === want)
      .map((m) => m.args[0] as number)
      .sort((a, b) => a - b);
  }

  it('highlights exactly the legal spaces of the current turn, and rotating changes them', () => {
    const state = placing();
    const { legal } = renderBoard(state);
    expect(state.G.turn.step).toBe('place');
    const at0 = placements(state, legal, 0);
    const at1 = placements(state, legal, 1);
    expect(at0.length).toBeGreaterThan(0);
    expect(at1).not.toEqual(at0); // this start tile fits elsewhere when turned
    expect(highlighted('target')).toEqual(at0);
    const allSpaces = [...new Set(legal.map((m) => m.args[0] as number))].sort((a, b) => a - b);
    expect(highlighted('hint')).toEqual(allSpaces.filter((s) => !at0.includes(s)));

    fireEvent.click(screen.getByTestId('rotate-right'));
    expect(highlighted('target')).toEqual(at1);
    expect(screen.getByTestId(`tile-card-${state.G.turn.tile}`).getAttribute('data-rotation')).toBe('1');
    fireEvent.click(screen.getByTestId('rotate-left'));
    expect(highlighted('target')).toEqual(at0);
  });

  it('a click on a highlighted space places the tile there with the current turn', () => {
    const state = placing();
    const { moves, legal } = renderBoard(state);
    fireEvent.click(screen.getByTestId('rotate-right'));
    const space = placements(state, legal, 1)[0];
    fireEvent.click(hex(space));
    expect(moves.placeTile).toHaveBeenCalledTimes(1);
    expect(moves.placeTile).toHaveBeenCalledWith(space, canonicalRotation(state.G.turn.tile as string, 1));
    expect(legal).toContainEqual({ move: 'placeTile', args: moves.placeTile.mock.calls[0] });
  });

  it('a space that fits only turned otherwise turns the tile instead, then takes it', () => {
    const state = placing();
    const { moves, legal } = renderBoard(state);
    const hint = highlighted('hint')[0];
    expect(hint).toBeDefined();
    fireEvent.click(hex(hint));
    expect(moves.placeTile).not.toHaveBeenCalled();
    expect(hex(hint).getAttribute('data-highlight')).toBe('target');
    fireEvent.click(hex(hint));
    expect(moves.placeTile).toHaveBeenCalledTimes(1);
    expect(legal).toContainEqual({ move: 'placeTile', args: moves.placeTile.mock.calls[0] });
  });

  it('turns with the R key and places with Enter on a hex', () => {
    const state = placing();
    const { moves, legal } = renderBoard(state);
    fireEvent.keyDown(window, { key: 'r' });
    expect(highlighted('target')).toEqual(placements(state, legal, 1));
    fireEvent.keyDown(window, { key: 'R', shiftKey: true });
    fireEvent.keyDown(window, { key: 'R', shiftKey: true });
    expect(screen.getByTestId(`tile-card-${state.G.turn.tile}`).getAttribute('data-rotation')).toBe('5');
    const space = placements(state, legal, 5)[0];
    fireEvent.keyDown(hex(space), { key: 'Enter' });
    expect(moves.placeTile).toHaveBeenCalledWith(space, canonicalRotation(state.G.turn.tile as string, 5));
  });

  it('previews the tile, turned as it is, on the highlighted space under the pointer', () => {
    const state = placing();
    renderBoard(state);
    const target = highlighted('target')[0];
    fireEvent.mouseMove(hex(highlighted('hint')[0]));
    expect(screen.queryByTestId('tile-ghost')).toBeNull();
    fireEvent.mouseMove(hex(target));
    const ghost = screen.getByTestId('tile-ghost');
    expect(ghost.querySelector('[data-stones]')?.getAttribute('data-stones')).toBe('000300');
    fireEvent.click(screen.getByTestId('rotate-right'));
    expect(
      screen.queryByTestId('tile-ghost')?.querySelector('[data-stones]')?.getAttribute('data-stones') ?? null,
    ).toBe(highlighted('target').includes(target) ? '000030' : null);
  });

  it('a volcano has no turn to choose and goes next to any explored hex', () => {
    const state = matchWith(2, (G) => {
      G.secret?.stack.splice(G.secret.stack.indexOf('B1'), 1);
      G.turn = { ...G.turn, player: '0', step: 'place', tile: 'B1', ap: 0 };
    });
    const { moves, legal } = renderBoard(state);
    expect(screen.queryByTestId('rotate-right')).toBeNull();
    expect(highlighted('target')).toEqual([...new Set(legal.map((m) => m.args[0] as number))].sort((a, b) => a - b));
    expect(highlighted('hint')).toEqual([]);
    fireEvent.keyDown(window, { key: 'r' });
    fireEvent.click(hex(highlighted('target')[0]));
    expect(moves.placeTile).toHaveBeenCalledWith(highlighted('target')[0], 0);
  });

  it('offers nothing to a player who is not placing, but shows the tile and explains it', () => {
    const state = placing();
    const { moves } = renderBoard(state, '1');
    const tile = screen.getByTestId('others-tile');
    fireEvent.focus(tile);
    expect(document.getElementById(tile.getAttribute('aria-describedby') ?? '')?.textContent).toBe('temple worth 5');
    expect(highlighted('target')).toEqual([]);
    expect(screen.queryByTestId('placement-panel')).toBeNull();
    fireEvent.click(hex(spaceAt(1, 2)));
    expect(moves.placeTile).not.toHaveBeenCalled();
  });
});

describe('actions', () => {
  it('enables each action button exactly when the engine lists a move for it', () => {
    for (const ap of [10, 4, 2, 1]) {
      const { legal, unmount } = renderBoard(busyTurn(ap));
      for (const a of ACTIONS) {
        const button = screen.getByTestId(`action-${a}`) as HTMLButtonElement;
        expect(button.disabled, `${a} at ${ap} AP`).toBe(movesOf(legal, a).length === 0);
      }
      expect((screen.getByTestId('action-endTurn') as HTMLButtonElement).disabled).toBe(false);
      expect(screen.getByTestId('ap-left').getAttribute('data-ap')).toBe(String(ap));
      if (ap === 10)
        for (const a of ACTIONS) expect((screen.getByTestId(`action-${a}`) as HTMLButtonElement).disabled).toBe(false);
      if (ap === 1) {
        expect((screen.getByTestId('action-excavate') as HTMLButtonElement).disabled).toBe(true);
        expect((screen.getByTestId('action-bringIn') as HTMLButtonElement).disabled).toBe(false);
      }
      unmount();
    }
  });

  it('shows the action costs on the buttons', () => {
    renderBoard(busyTurn());
    expect(screen.getByTestId('action-bringIn').textContent).toContain('1 AP');
    expect(screen.getByTestId('action-excavate').textContent).toContain('2 AP');
    expect(screen.getByTestId('action-recoverTreasure').textContent).toContain('3 AP');
    expect(screen.getByTestId('action-exchangeTreasure').textContent).toContain('3 AP');
    expect(screen.getByTestId('action-buildCamp').textContent).toContain('5 AP');
    expect(screen.getByTestId('action-placeGuard').textContent).toContain('5 AP');
    const excavate = screen.getByTestId('action-excavate');
    fireEvent.focus(excavate);
    expect(document.getElementById(excavate.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'Raise a temple',
    );
    const end = screen.getByTestId('action-endTurn');
    fireEvent.focus(end);
    expect(document.getElementById(end.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      '10 unused AP are lost',
    );
  });

  it.each([
    ['excavate', [TEMPLE], '2 AP'],
    ['recoverTreasure', [RUIN], '3 AP'],
    ['buildCamp', [CLEARING], '5 AP'],
    ['placeGuard', [TEMPLE], '5 AP'],
  ] as const)('%s highlights its hexes with the cost and a click makes it there', (action, spaces, badge) => {
    const { moves, legal } = renderBoard(busyTurn());
    expect(movesOf(legal, action).map((m) => m.args[0])).toEqual(spaces);
    fireEvent.click(screen.getByTestId(`action-${action}`));
    expect(highlighted('target')).toEqual([...spaces]);
    expect(hex(spaces[0]).getAttribute('data-badge')).toBe(badge);
    fireEvent.click(hex(spaces[0]));
    expect(moves[action]).toHaveBeenCalledWith(spaces[0]);
  });

  it('brings a new explorer in by keyboard: the button, then Enter on the camp', () => {
    const { moves } = renderBoard(busyTurn());
    const button = screen.getByTestId('action-bringIn');
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(highlighted('target')).toEqual([BASE_CAMP]);
    fireEvent.keyDown(hex(BASE_CAMP), { key: ' ' });
    expect(moves.bringIn).toHaveBeenCalledWith('explorer', BASE_CAMP);
  });

  it('the leader comes in through its own button', () => {
    const { moves } = renderBoard(busyTurn());
    fireEvent.click(screen.getByTestId('action-bringInLeader'));
    fireEvent.click(screen.getByTestId(`choice-${BASE_CAMP}`));
    expect(moves.bringIn).toHaveBeenCalledWith('leader', BASE_CAMP);
  });

  it('exchanges a treasure from the list of legal swaps', () => {
    const { moves } = renderBoard(busyTurn());
    fireEvent.click(screen.getByTestId('action-exchangeTreasure'));
    const swap = screen.getByTestId('exchange-0-1-4');
    expect(swap.textContent).toContain('mask');
    expect(swap.textContent).toContain('Bob');
    expect(swap.textContent).toContain('necklace');
    // Alice: temple 24 alone (1) and one lone treasure (1); Bob: his necklace only.
    expect(screen.getByTestId('scoring-now-0').textContent).toBe('A scoring now: 2 (1 temples + 1 treasures)');
    expect(screen.getByTestId('scoring-now-1').textContent).toBe('A scoring now: 1 (0 temples + 1 treasures)');
    fireEvent.click(swap);
    expect(moves.exchangeTreasure).toHaveBeenCalledWith(0, '1', 4);
  });

  it('ends the turn', () => {
    const { moves } = renderBoard(busyTurn(3));
    fireEvent.click(screen.getByTestId('action-endTurn'));
    expect(moves.endTurn).toHaveBeenCalledWith();
  });

  it('a click on own pieces shows the hexes they reach with their cost, a second click moves there', () => {
    const state = busyTurn(6);
    const { moves, legal } = renderBoard(state);
    // Hexes with pieces that can move are outlined.
    const sources = [
      ...new Set(movesOf(legal, 'move').map((m) => state.G.players['0'].pieces[m.args[0] as number].space)),
    ].sort((a, b) => a - b);
    expect(highlighted('source')).toEqual(sources);
    fireEvent.click(hex(BASE_CAMP));
    expect(highlighted('selected')).toEqual([BASE_CAMP]);
    const piece = state.G.players['0'].pieces.findIndex((p) => p.where === 'board' && p.space === BASE_CAMP);
    const reach = reachableSpaces(state.G, '0', piece);
    expect(reach.length).toBeGreaterThan(0);
    const targets = highlighted('target');
    expect(targets).toEqual(
      movesOf(legal, 'move')
        .filter((m) => m.args[0] === piece)
        .map((m) => m.args[1] as number)
        .sort((a, b) => a - b),
    );
    for (const r of reach) expect(hex(r.space).getAttribute('data-badge')).toBe(`${r.cost} AP`);
    const far = reach.reduce((a, b) => (b.cost > a.cost ? b : a));
    expect(hex(far.space).getAttribute('aria-label')).toContain(`Move here for ${far.cost} AP`);
    fireEvent.click(hex(far.space));
    expect(moves.movePiece).toHaveBeenCalledWith(piece, far.space);
  });

  it('a camp jump costs 1 AP and uses its own move where walking costs more', () => {
    // A forward camp on (0, 2), three stones away through the north temple: walking
    // there from the base camp costs 2 + 4 = 6 AP, jumping 1.
    const state = matchWith(2, (G) => {
      lay(G, RUIN, 'C2', 0);
      campFor(G, '0', RUIN);
      actingAs(G, '0', 8);
      put(G, '0', 'explorer', BASE_CAMP);
    });
    const { moves, legal } = renderBoard(state);
    const piece = state.G.players['0'].pieces.findIndex((p) => p.where === 'board');
    expect(legal).toContainEqual({ move: 'movePiece', args: [piece, RUIN] });
    expect(legal).toContainEqual({ move: 'campJump', args: [piece, RUIN] });
    fireEvent.click(screen.getByTestId('action-move'));
    fireEvent.click(hex(BASE_CAMP));
    expect(hex(RUIN).getAttribute('data-badge')).toBe('1 AP');
    fireEvent.click(hex(RUIN));
    expect(moves.campJump).toHaveBeenCalledWith(piece, RUIN);
    expect(moves.movePiece).not.toHaveBeenCalled();
  });

  it('a second click on the chosen piece, or Escape, takes the choice back', () => {
    const { moves } = renderBoard(busyTurn(6));
    fireEvent.click(hex(BASE_CAMP));
    expect(highlighted('selected')).toEqual([BASE_CAMP]);
    expect(highlighted('target').length).toBeGreaterThan(0);
    fireEvent.click(hex(BASE_CAMP));
    expect(highlighted('selected')).toEqual([]);
    expect(highlighted('target')).toEqual([]);
    fireEvent.keyDown(hex(CLEARING), { key: 'Enter' });
    expect(highlighted('selected')).toEqual([CLEARING]);
    fireEvent.keyDown(hex(CLEARING), { key: 'Escape' });
    expect(highlighted('selected')).toEqual([]);
    expect(screen.getByTestId('action-move').getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(hex(CLEARING), { key: 'Escape' });
    expect(screen.getByTestId('action-move').getAttribute('aria-pressed')).toBe('false');
    expect(moves.movePiece).not.toHaveBeenCalled();
  });

  it('asks which piece when the leader and an explorer share a hex', () => {
    const state = matchWith(2, (G) => {
      actingAs(G, '0', 10);
      put(G, '0', 'leader', BASE_CAMP);
      put(G, '0', 'explorer', BASE_CAMP);
    });
    const { moves } = renderBoard(state);
    fireEvent.click(hex(BASE_CAMP));
    const leader = screen.getByTestId('piece-0');
    expect(leader.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('piece-1'));
    const target = highlighted('target')[0];
    fireEvent.click(hex(target));
    expect(moves.movePiece).toHaveBeenCalledWith(1, target);
  });

  it('offers interchangeable pieces on a hex once: the leader and one explorer, not every explorer', () => {
    const state = matchWith(2, (G) => {
      actingAs(G, '0', 10);
      put(G, '0', 'leader', BASE_CAMP);
      put(G, '0', 'explorer', BASE_CAMP, 3);
    });
    const { legal } = renderBoard(state);
    // The complete list has a walk for each of the four pieces.
    expect(new Set(legal.flatMap((m) => (m.move === 'movePiece' ? [m.args[0]] : [])))).toEqual(new Set([0, 1, 2, 3]));
    fireEvent.click(hex(BASE_CAMP));
    expect(screen.getAllByTestId(/^piece-/).map((b) => b.getAttribute('data-testid'))).toEqual(['piece-0', 'piece-1']);
  });

  it('shows no actions to the other player', () => {
    renderBoard(busyTurn(), '1');
    expect(screen.queryByTestId('action-panel')).toBeNull();
    expect(highlighted('source')).toEqual([]);
  });
});

describe('scoring rounds and the auction', () => {
  it('announces the volcano scoring round only while it runs', () => {
    const volcano = matchWith(2, (G) => startVolcanoRound(G, '1', 'B1'));
    expect(volcano.ctx.phase).toBe('volcano');
    const { unmount } = renderBoard(volcano);
    const banner = screen.getByTestId('volcano-banner');
    expect(banner.textContent).toContain('Volcano scoring round');
    expect(within(banner).getByText('Bob')).toBeTruthy();
    expect(screen.getByTestId('action-panel')).toBeTruthy();
    unmount();
    renderBoard(startMatch(2));
    expect(screen.queryByTestId('volcano-banner')).toBeNull();
    expect(screen.queryByTestId('final-banner')).toBeNull();
  });

  it('announces the final round', () => {
    const final = matchWith(2, (G) => {
      G.phase = 'final';
      G.finalQueue = ['1', '0'];
      actingAs(G, '1');
      G.turn.kind = 'final';
    });
    renderBoard(final);
    expect(screen.getByTestId('final-banner').textContent).toContain('Final scoring');
  });

  it('lets the bidder raise, bid and pass, then the winner choose a revealed tile', () => {
    let state = startMatch(2, { auction: true }, 'auction-board');
    const bidder = state.G.auction?.bidder as string;
    const { moves, unmount } = renderBoard(state);
    expect(screen.getByTestId('auction-panel')).toBeTruthy();
    expect(screen.getByTestId('bid-amount').textContent).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Bid one more' }));
    expect(screen.getByTestId('bid-amount').textContent).toBe('2');
    fireEvent.click(screen.getByTestId('bid'));
    expect(moves.bid).toHaveBeenCalledWith(2);
    fireEvent.click(screen.getByTestId('pass-bid'));
    expect(moves.passBid).toHaveBeenCalledWith();
    unmount();

    state = must(state, bidder, 'bid', 2);
    state = must(state, state.G.auction?.bidder as string, 'passBid');
    expect(state.G.turn.step).toBe('choose');
    const r = renderBoard(state);
    const display = state.G.auction?.display ?? [];
    expect(display.length).toBe(2);
    // Seed 'auction-board' reveals two ruins of 4 treasures (A5, A2): alike, so players
    // tell them by their place in the row, never by the ids.
    expect(display).toEqual(['A5', 'A2']);
    const choice = screen.getByTestId(`choose-${display[0]}`);
    expect(choice.querySelector('span')?.textContent).toBe('Take tile 1: ruin with 4 treasures left');
    expect(screen.getByTestId(`choose-${display[1]}`).querySelector('span')?.textContent).toBe(
      'Take tile 2: ruin with 4 treasures left',
    );
    fireEvent.focus(choice);
    expect(document.getElementById(choice.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'ruin with 4 treasures left',
    );
    fireEvent.click(screen.getByTestId(`choose-${display[1]}`));
    expect(r.moves.chooseTile).toHaveBeenCalledWith(display[1]);
  });
});

describe('hidden information', () => {
  it('the board reads nothing from G.secret: with or without it the page is the same', () => {
    const state = busyTurn();
    expect(state.G.secret?.ruinTokens[RUIN]).toHaveLength(3);
    // React's generated ids differ between two renders; nothing else may.
    const page = (html: string) => html.replace(/_r_[0-9a-z]+_/g, 'id');
    const a = renderBoard(state, '0', true);
    fireEvent.mouseMove(hex(RUIN));
    const html = page(a.container.innerHTML);
    a.unmount();
    const view = viewOf(state, '0');
    expect(view.secret).toBeNull();
    renderBoard({ ...state, G: view }, '0', true);
    fireEvent.mouseMove(hex(RUIN));
    expect(page(document.body.innerHTML)).toContain(html);
    // No tile still in the stack is named anywhere.
    for (const id of state.G.secret?.stack ?? []) expect(html).not.toContain(`tile-card-${id}"`);
  });
});

describe("the other seats' last moves", () => {
  it("rings the hexes of the last turn's actions with the player's symbol, and says so", () => {
    const state = matchWith(2, (G) => {
      lay(G, RUIN, 'C4', 0);
      put(G, '1', 'explorer', TEMPLE);
      actingAs(G, '0');
    });
    renderBoard(state, '0', false, [
      { player: '1', move: { move: 'placeTile', args: [RUIN, 0] } },
      { player: '1', move: { move: 'movePiece', args: [0, TEMPLE] } },
      { player: '1', move: { move: 'exchangeTreasure', args: [0, '0', 1] } },
      { player: '1', move: { move: 'endTurn', args: [] } },
    ]);
    const ringed = Array.from(document.querySelectorAll('[data-recent]'));
    expect(ringed.map((e) => e.closest('[data-testid]')?.getAttribute('data-testid')).sort()).toEqual(
      [`hex-${RUIN}`, `hex-${TEMPLE}`].sort(),
    );
    expect(ringed.every((e) => e.getAttribute('data-recent') === '1')).toBe(true);
    expect(ringed[0].textContent).toBe('▲');
    expect(hex(TEMPLE).getAttribute('aria-label')).toMatch(/, last move by Bob$/);
    expect(hex(CLEARING).getAttribute('aria-label')).not.toContain('last move');
  });
});

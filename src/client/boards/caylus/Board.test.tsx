import { act as reactAct, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';
import {
  act,
  caylusSpec,
  game,
  legalMoves,
  newGame,
  passAll,
  putBuilding,
  runUntil,
  setStock,
  type CaylusState,
} from '../../../games/caylus';
import { renderBoard } from './testing';

function initial(numPlayers: number): State<CaylusState> {
  return InitializeGame({ game: { ...game, seed: 'board-test' }, numPlayers }) as State<CaylusState>;
}

/** The test ids of every highlighted board element. */
function highlighted(): string[] {
  return Array.from(document.querySelectorAll('[data-target="true"]'))
    .map((e) => e.getAttribute('data-testid') ?? '?')
    .sort();
}

/** The text of the tooltip an element shows (several may be open: hover and focus). */
function tipOf(el: HTMLElement): string {
  const id = el.getAttribute('aria-describedby');
  if (!id) throw new Error(`no tooltip on ${el.getAttribute('data-testid') ?? el.tagName}`);
  return document.getElementById(id)?.textContent ?? '';
}

function panelButtons(): HTMLButtonElement[] {
  return within(screen.getByTestId('decision-panel')).getAllByRole('button') as HTMLButtonElement[];
}

describe('the road', () => {
  it('shows every space in order with the building the game put there', () => {
    const { G } = initial(3);
    renderBoard(G);
    const names = ['Peddler', 'Carpenter'];
    expect(screen.getByTestId('road-7').textContent).toContain(names[0]);
    expect(screen.getByTestId('road-8').textContent).toContain(names[1]);
    expect(screen.getByTestId('road-16').textContent).toContain('Gold mine');
    expect(screen.getByTestId('road-9').textContent).toContain('Empty lot');
    const neutralNames: Record<string, string> = {
      neutral_farm: 'Farm',
      neutral_forest: 'Forest',
      neutral_sawmill: 'Sawmill',
      neutral_quarry: 'Quarry',
      neutral_marketplace: 'Marketplace',
      neutral_carpenter: 'Carpenter',
    };
    for (let s = 1; s <= 6; s++) {
      expect(screen.getByTestId(`road-${s}`).textContent).toContain(neutralNames[G.road[s - 1].building ?? '']);
    }
    // Provost and bailiff start on space 6.
    expect(within(screen.getByTestId('road-6')).getByRole('img', { name: 'Provost' })).toBeTruthy();
    expect(within(screen.getByTestId('road-6')).getByRole('img', { name: 'Bailiff' })).toBeTruthy();
    expect(within(screen.getByTestId('road-5')).queryByRole('img', { name: 'Provost' })).toBeNull();
  });

  it('shows each building with its owner and the worker on it', () => {
    const G = newGame(3);
    putBuilding(G, 9, 'wood_farm_food', '1');
    putBuilding(G, 10, 'church', '2');
    act(G, '0', 'place', 9);
    renderBoard(G, '1');
    const farm = screen.getByTestId('road-9');
    expect(within(farm).getByRole('img', { name: 'house of Bob' })).toBeTruthy();
    expect(within(farm).getByRole('img', { name: 'worker of Alice' })).toBeTruthy();
    const church = screen.getByTestId('road-10');
    expect(church.textContent).toContain('Church');
    expect(within(church).getByRole('img', { name: 'house of Cleo' })).toBeTruthy();
    expect(within(church).queryByRole('img', { name: /worker of/ })).toBeNull();
  });
});

describe('placement', () => {
  it('highlights exactly the legal spots and places a worker on the clicked one', async () => {
    const G = newGame(3);
    putBuilding(G, 9, 'wood_farm_food', '1');
    act(G, '0', 'place', 'gate');
    act(G, '1', 'place', 3);
    // Player 2 may use neither the Gate nor space 3 any more.
    const { moves } = renderBoard(G, '2');
    const legal = legalMoves(G, '2');
    const expected = legal
      .map((m) => {
        if (m.move === 'pass') return 'bridge';
        const spot = m.args[0];
        return typeof spot === 'number' ? `road-${spot}` : `spot-${String(spot)}`;
      })
      .sort();
    expect(highlighted()).toEqual(expected);
    expect(highlighted()).not.toContain('spot-gate');
    expect(highlighted()).not.toContain('road-3');
    expect(highlighted()).not.toContain('road-12');

    await userEvent.click(screen.getByTestId('road-9'));
    expect(moves.place).toHaveBeenCalledWith(9);
    await userEvent.click(screen.getByTestId('spot-castle'));
    expect(moves.place).toHaveBeenLastCalledWith('castle');
    // A space nobody may use does nothing.
    await userEvent.click(screen.getByTestId('road-3'));
    expect(moves.place).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByTestId('bridge'));
    expect(moves.pass).toHaveBeenCalledWith();
  });

  it('says the price of each highlighted spot to screen readers', () => {
    const G = newGame(3);
    putBuilding(G, 9, 'wood_sawmill', '1');
    // Once one player has passed, placements cost 2 (1 on one's own building).
    act(G, '0', 'pass');
    renderBoard(G, '1');
    expect(screen.getByTestId('spot-castle').textContent).toContain('Castle · 2 deniers');
    expect(screen.getByTestId('road-9').textContent).toContain('Sawmill (Space 9) · 1 denier');
  });

  it('activates a highlighted spot with the keyboard and ignores Enter elsewhere', async () => {
    const G = newGame(3);
    const { moves } = renderBoard(G, '0');
    const user = userEvent.setup();
    screen.getByTestId('road-9').focus();
    await user.keyboard('{Enter}');
    expect(moves.place).not.toHaveBeenCalled();
    screen.getByTestId('spot-guild').focus();
    await user.keyboard('{Enter}');
    expect(moves.place).toHaveBeenCalledWith('guild');
    screen.getByTestId('road-16').focus();
    await user.keyboard(' ');
    expect(moves.place).toHaveBeenLastCalledWith(16);
  });

  it('shows no targets and no panel to a player who is not deciding', () => {
    const G = newGame(3);
    renderBoard(G, '1');
    expect(highlighted()).toEqual([]);
    expect(screen.queryByTestId('decision-panel')).toBeNull();
  });

  it('shows the bridge in passing order, the turn order, and the special buildings with their workers', () => {
    const G = newGame(4);
    act(G, '0', 'place', 'tradingPost');
    act(G, '1', 'pass');
    act(G, '2', 'place', 'stables');
    act(G, '3', 'place', 'inn');
    act(G, '0', 'pass');
    renderBoard(G, '2');
    const bridge = screen.getByTestId('bridge-order');
    expect(
      within(bridge)
        .getAllByRole('img')
        .map((e) => e.getAttribute('aria-label')),
    ).toEqual(['Bob', 'Alice']);
    expect(
      within(screen.getByTestId('turn-order'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1.●Alice', '2.▲Bob', '3.■Cleo', '4.◆Dan']);
    expect(within(screen.getByTestId('spot-tradingPost')).getByRole('img', { name: 'worker of Alice' })).toBeTruthy();
    expect(within(screen.getByTestId('spot-stables')).getByRole('img', { name: 'worker of Cleo' })).toBeTruthy();
    expect(within(screen.getByTestId('spot-inn')).getByRole('img', { name: 'worker of Dan' })).toBeTruthy();
  });
});

describe('the castle', () => {
  it('shows houses per section in building order, scored sections, and castle workers in arrival order', () => {
    const G = newGame(3);
    G.castle.dungeon.push('2', '0', '2');
    G.scoredSections.push('dungeon');
    act(G, '0', 'place', 'castle');
    act(G, '1', 'pass');
    act(G, '2', 'place', 'castle');
    renderBoard(G, '0');
    const dungeon = screen.getByTestId('section-dungeon');
    expect(
      within(dungeon)
        .getAllByRole('img', { name: /house of/ })
        .map((e) => e.getAttribute('aria-label')),
    ).toEqual(['house of Cleo', 'house of Alice', 'house of Cleo']);
    expect(dungeon.textContent).toContain('scored');
    expect(screen.getByTestId('section-walls').textContent).not.toContain('scored');
    expect(
      within(screen.getByTestId('spot-castle'))
        .getAllByRole('img')
        .map((e) => e.getAttribute('aria-label')),
    ).toEqual(['worker of Alice', 'worker of Cleo']);
    // Player 0 already has a worker there: the castle is no target for a second one.
    expect(highlighted()).not.toContain('spot-castle');
    expect(highlighted()).toContain('spot-gate');
  });

  it('replaces the favour table by a note in the simplified-favours variant', () => {
    renderBoard(newGame(3, { simplifiedFavours: true }), '0');
    expect(screen.getByText('Simplified favours: every favour is worth 3 points.')).toBeTruthy();
    expect(screen.queryByTestId('favour-prestige-1')).toBeNull();
  });
});

describe('state updates', () => {
  it('move pieces and highlights on the next state, whoever is on screen', () => {
    const G = newGame(3);
    const { update } = renderBoard(G, '0');
    expect(highlighted()).toContain('road-3');
    // Immutable updates as boardgame.io makes them: a new state object each move.
    const next = structuredClone(G);
    act(next, '0', 'place', 3);
    update(next, '1');
    expect(within(screen.getByTestId('road-3')).getByRole('img', { name: 'worker of Alice' })).toBeTruthy();
    expect(highlighted()).not.toContain('road-3');
    expect(highlighted()).toContain('road-4');
    expect(screen.getByTestId('road-4').textContent).toContain('· 1 denier');
    const later = structuredClone(next);
    act(later, '1', 'pass');
    update(later, '2');
    // Player 1 passed: the bridge shows Bob, and every price is now 2.
    expect(within(screen.getByTestId('bridge-order')).getByRole('img', { name: 'Bob' })).toBeTruthy();
    expect(screen.getByTestId('road-4').textContent).toContain('· 2 deniers');
    expect(screen.getByTestId('road-3').getAttribute('data-target')).toBeNull();
  });
});

describe('the gate', () => {
  it('highlights the free spots for the Gate worker and offers to take it back', async () => {
    const G = newGame(3);
    act(G, '0', 'place', 'gate');
    act(G, '1', 'place', 'castle');
    passAll(G);
    runUntil(G, 'gate');
    expect(G.decision).toEqual({ kind: 'gate', player: '0' });
    const { moves } = renderBoard(G);
    expect(highlighted()).toContain('spot-castle');
    expect(highlighted()).not.toContain('spot-gate');
    expect(screen.getByTestId('decision-panel').textContent).toContain(
      'Choose one of the highlighted spots on the board.',
    );
    expect(panelButtons().map((b) => b.textContent)).toEqual(['Take the worker back']);
    await userEvent.click(screen.getByTestId('road-16'));
    expect(moves.gate).toHaveBeenCalledWith(16);
    panelButtons()[0].focus();
    await userEvent.keyboard('{Enter}');
    expect(moves.decline).toHaveBeenCalledWith();
  });
});

describe('tooltips', () => {
  it('give a building cost, points, effect and owner on hover or focus', async () => {
    const G = newGame(3);
    putBuilding(G, 9, 'workshop', '2');
    renderBoard(G, '0');
    await userEvent.hover(screen.getByTestId('road-9'));
    const tip = tipOf(screen.getByTestId('road-9'));
    expect(tip).toContain('Workshop (Stone building)');
    expect(tip).toContain('Cost: 1 food + 1 stone · 3 points');
    expect(tip).toContain('Owner: 1 stone or 1 cloth when another player uses it');
    expect(tip).toContain('Owner: ■Cleo');

    reactAct(() => screen.getByTestId('supply-church').focus());
    const church = tipOf(screen.getByTestId('supply-church'));
    expect(church).toContain('Cost: 1 stone + 1 cloth · 3 points');
    expect(church).toContain('Pay 2 deniers for 3 points or 4 deniers for 5 points');
    expect(church).toContain('1 royal favour when built');
  });

  it('spell out an "any cube" cost and the Lawyer points option', async () => {
    const G = newGame(3, { lawyerVp: 3 });
    renderBoard(G, '0');
    await userEvent.hover(screen.getByTestId('supply-wood_marketplace'));
    expect(tipOf(screen.getByTestId('supply-wood_marketplace'))).toContain('Cost: 1 wood + 1 any cube · 4 points');
    await userEvent.hover(screen.getByTestId('supply-lawyer'));
    expect(tipOf(screen.getByTestId('supply-lawyer'))).toContain('Cost: 1 wood + 1 cloth · 3 points');
  });

  it('explain favour cells, locked columns included', async () => {
    const G = newGame(3);
    renderBoard(G, '0');
    await userEvent.hover(screen.getByTestId('favour-buildings-3'));
    const tip = tipOf(screen.getByTestId('favour-buildings-3'));
    expect(tip).toContain('build a stone building for 1 stone less');
    expect(tip).toContain('Locked until the Dungeon section is scored');
    await userEvent.hover(screen.getByTestId('favour-prestige-5'));
    expect(tipOf(screen.getByTestId('favour-prestige-5'))).toContain('Locked until the Walls section is scored');
    expect(tipOf(screen.getByTestId('favour-prestige-5'))).toContain('5 points');
  });
});

describe('favour table', () => {
  it('shows every marker on its column and the locked columns', () => {
    const G = newGame(3);
    G.players['1'].favours.deniers = 2;
    renderBoard(G, '0');
    for (const p of ['Alice', 'Bob', 'Cleo']) {
      expect(within(screen.getByTestId('favour-prestige-0')).getByRole('img', { name: p })).toBeTruthy();
    }
    expect(within(screen.getByTestId('favour-deniers-2')).getByRole('img', { name: 'Bob' })).toBeTruthy();
    expect(within(screen.getByTestId('favour-deniers-0')).queryByRole('img', { name: 'Bob' })).toBeNull();
    for (const col of [0, 1, 2])
      expect(screen.getByTestId(`favour-resources-${col}`).className).not.toContain('is-locked');
    for (const col of [3, 4, 5]) expect(screen.getByTestId(`favour-resources-${col}`).className).toContain('is-locked');
  });

  it('offers a favour choice on the table and in the panel', async () => {
    const G = newGame(3);
    setStock(G, '0', { food: 2, wood: 1, cloth: 1 });
    act(G, '0', 'place', 'jousting');
    passAll(G);
    runUntil(G, 'joust');
    expect(G.decision).toEqual({ kind: 'joust', player: '0' });
    const joust = renderBoard(G);
    expect(panelButtons().map((b) => b.textContent)).toEqual([
      'Pay 1 denier and 1 cloth for a royal favour',
      'No favour',
    ]);
    await userEvent.click(panelButtons()[0]);
    expect(joust.moves.joust).toHaveBeenCalledWith();
    joust.unmount();

    act(G, '0', 'joust');
    expect(G.decision).toEqual({ kind: 'favour', player: '0' });
    const { moves } = renderBoard(G);
    expect(panelButtons().map((b) => b.textContent)).toEqual([
      'prestige, column 1: 1 point',
      'deniers, column 1: 3 deniers',
      'resources, column 1: 1 food',
      'buildings, column 1: nothing',
    ]);
    expect(highlighted()).toEqual([
      'favour-buildings-1',
      'favour-deniers-1',
      'favour-prestige-1',
      'favour-resources-1',
    ]);
    await userEvent.click(screen.getByTestId('favour-resources-1'));
    expect(moves.favour).toHaveBeenCalledWith('resources');
    await userEvent.click(panelButtons()[1]);
    expect(moves.favour).toHaveBeenLastCalledWith('deniers');
  });

  it('lists the resources favour choices with readable labels after the track is chosen', async () => {
    const G = newGame(3);
    setStock(G, '0', { food: 2, wood: 1, cloth: 1 });
    G.players['0'].favours.resources = 1;
    act(G, '0', 'place', 'jousting');
    passAll(G);
    runUntil(G, 'joust');
    act(G, '0', 'joust');
    act(G, '0', 'favour', 'resources');
    expect(G.decision).toEqual({ kind: 'favourResource', player: '0', column: 2 });
    const { moves } = renderBoard(G);
    expect(screen.getByTestId('decision-panel').textContent).toContain('resources, Column 2');
    expect(panelButtons().map((b) => b.textContent)).toEqual(['Take 1 food', 'Take 1 wood', 'Take 1 stone']);
    await userEvent.click(panelButtons()[2]);
    expect(moves.takeCube).toHaveBeenCalledWith('stone');
  });
});

type Reducer = (state: State<CaylusState>, action: unknown) => State<CaylusState>;

function makeMove(
  reducer: Reducer,
  state: State<CaylusState>,
  playerID: string,
  type: string,
  args: unknown[],
): State<CaylusState> {
  const next = reducer(state, { type: 'MAKE_MOVE', payload: { type, args, playerID } });
  expect(next._stateID, `${type} refused`).toBeGreaterThan(state._stateID);
  return next;
}

describe('stage decisions through the real reducer', () => {
  it('shows the provost bribe in a panel whose buttons call bribe with a legal amount', async () => {
    const reducer = CreateGameReducer({ game: { ...game, seed: 'board-test' } }) as unknown as Reducer;
    let state = initial(3);
    while (state.G.decision?.kind === 'place') {
      state = makeMove(reducer, state, state.ctx.currentPlayer, 'pass', []);
    }
    const d = state.G.decision;
    expect(d?.kind).toBe('bribe');
    if (!d) return;
    expect(state.ctx.activePlayers).toEqual({ [d.player]: 'bribe' });
    expect(caylusSpec.prompt(state.G, d.player)).toEqual({ key: 'bribe', params: {} });

    const { moves } = renderBoard(state.G, d.player);
    const labels = panelButtons().map((b) => b.textContent);
    // Provost on 6; the first passer has at least 3 deniers.
    expect(labels).toEqual([
      'Provost 3 back, to space 3 (3 deniers)',
      'Provost 2 back, to space 4 (2 deniers)',
      'Provost 1 back, to space 5 (1 denier)',
      'Provost 1 forward, to space 7 (1 denier)',
      'Provost 2 forward, to space 8 (2 deniers)',
      'Provost 3 forward, to space 9 (3 deniers)',
      'Leave the provost',
    ]);
    // The provost's destinations are highlighted on the road too.
    expect(highlighted()).toEqual(['road-3', 'road-4', 'road-5', 'road-7', 'road-8', 'road-9']);
    await userEvent.click(screen.getByRole('button', { name: 'Provost 2 forward, to space 8 (2 deniers)' }));
    expect(moves.bribe).toHaveBeenCalledWith(2);
    await userEvent.click(screen.getByTestId('road-3'));
    expect(moves.bribe).toHaveBeenLastCalledWith(-3);
    await userEvent.click(screen.getByRole('button', { name: 'Leave the provost' }));
    expect(moves.decline).toHaveBeenCalledWith();

    // The arguments the board sent are the ones the game accepts.
    const after = makeMove(reducer, state, d.player, 'bribe', moves.bribe.mock.calls[0]);
    expect(after.G.provost).toBe(8);
  });
});

describe('decision panel', () => {
  it('lists castle batches and says that stopping at once costs 2 points', async () => {
    const G = newGame(3);
    setStock(G, '0', { food: 2, wood: 2, stone: 1, gold: 1 });
    act(G, '0', 'place', 'castle');
    passAll(G);
    runUntil(G, 'castle');
    const { moves, unmount } = renderBoard(G);
    expect(panelButtons().map((b) => b.textContent)).toEqual([
      'Give 1 food + 1 wood + 1 stone',
      'Give 1 food + 1 wood + 1 gold',
      'Give 1 food + 1 stone + 1 gold',
      'Give nothing (lose 2 points)',
    ]);
    await userEvent.click(panelButtons()[1]);
    expect(moves.castle).toHaveBeenCalledWith('wood', 'gold');
    unmount();

    act(G, '0', 'castle', 'wood', 'gold');
    renderBoard(G);
    expect(screen.getByTestId('section-dungeon').querySelectorAll('[aria-label="house of Alice"]')).toHaveLength(1);
    expect(panelButtons().map((b) => b.textContent)).toEqual([
      'Give 1 food + 1 wood + 1 stone',
      'Stop: no more batches',
    ]);
  });

  it('lists constructions with their resolved cost and highlights the tiles that have one way to build', async () => {
    const G = newGame(3);
    // Player 0 on the printed Carpenter (space 8) with food, wood and cloth.
    setStock(G, '0', { food: 1, wood: 1, cloth: 1 });
    act(G, '0', 'place', 8);
    // Provost on 8, so the Carpenter acts.
    G.provost = 8;
    passAll(G);
    runUntil(G, 'construct');
    expect(G.decision).toMatchObject({ kind: 'construct', player: '0' });
    const { moves } = renderBoard(G);
    // The Carpenter whose effect is being decided is marked on the road.
    expect(screen.getByTestId('road-8').closest('li')?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByTestId('road-7').closest('li')?.getAttribute('aria-current')).toBeNull();
    expect(screen.getByTestId('decision-panel').textContent).toContain('Carpenter (Space 8)');
    const labels = panelButtons().map((b) => b.textContent);
    expect(labels).toContain('Farm (food) for 1 food + 1 wood (+2 points)');
    expect(labels).toContain('Farm (cloth) for 1 food + 1 wood (+2 points)');
    expect(labels).toContain('Marketplace for 1 food + 1 wood (+4 points)');
    expect(labels).toContain('Lawyer for 1 wood + 1 cloth (+4 points)');
    expect(labels[labels.length - 1]).toBe('Build nothing');
    // The Marketplace can take its "any" cube as food or cloth: two ways, so only the panel offers it.
    expect(labels.filter((l) => l.startsWith('Marketplace'))).toHaveLength(2);
    expect(highlighted()).toContain('supply-lawyer');
    expect(highlighted()).not.toContain('supply-wood_marketplace');
    expect(screen.getByTestId('supply-wood_marketplace').className).toContain('is-buildable');
    // A stone building is no choice at a Carpenter.
    expect(screen.getByTestId('supply-park').className).not.toContain('is-buildable');
    expect(highlighted()).not.toContain('supply-park');
    await userEvent.click(screen.getByTestId('supply-lawyer'));
    expect(moves.build).toHaveBeenCalledWith('lawyer');
    await userEvent.click(screen.getByRole('button', { name: 'Marketplace for 1 wood + 1 cloth (+4 points)' }));
    expect(moves.build).toHaveBeenLastCalledWith('wood_marketplace', 'cloth');
  });
});

describe("the other seats' last moves", () => {
  const markOf = (testId: string) => screen.getByTestId(testId).querySelector('[data-recent]');

  it("marks the spot a worker went to and the bridge of a pass, with the player's symbol and name", () => {
    const G = newGame(3);
    act(G, '0', 'place', 3);
    act(G, '1', 'pass');
    renderBoard(G, '2', [
      { player: '0', move: { move: 'place', args: [3] } },
      { player: '1', move: { move: 'pass', args: [] } },
    ]);
    expect(markOf('road-3')?.getAttribute('data-recent')).toBe('0');
    expect(markOf('road-3')?.textContent).toBe('●last move by Alice');
    expect(markOf('bridge')?.getAttribute('data-recent')).toBe('1');
    expect(markOf('bridge')?.textContent).toBe('▲last move by Bob');
    expect(markOf('road-4')).toBeNull();
    expect(document.querySelectorAll('[data-recent]')).toHaveLength(2);
  });

  it('marks the favour cell the marker reached and the lot a building went up on', () => {
    const G = newGame(3);
    G.players['1'].favours.prestige = 2;
    putBuilding(G, 9, 'church', '1');
    renderBoard(G, '0', [
      { player: '1', move: { move: 'favour', args: ['prestige'] } },
      { player: '1', move: { move: 'build', args: ['church'] } },
    ]);
    expect(markOf('favour-prestige-2')?.getAttribute('data-recent')).toBe('1');
    expect(markOf('favour-prestige-1')).toBeNull();
    expect(markOf('road-9')?.getAttribute('data-recent')).toBe('1');
  });

  it('marks nothing without recent moves', () => {
    renderBoard(newGame(3), '0');
    expect(document.querySelectorAll('[data-recent]')).toHaveLength(0);
  });
});

import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import { seededRng } from '../../../engine/contract';
import { activityCard, CARD_SPACES, spaceColour, spaceLevel } from '../data/activities';
import { CHARACTERS } from '../data/characters';
import { deckCards, EVENT_CARDS } from '../data/events';
import { game } from '../game';
import { legalMoves } from '../moves';
import type { TroyesState } from '../state';
import { troyesDeterminize, troyesView } from '../view';
import { actingPlayers, playRandomGame } from '../../../engine/testing/playout';

// A bot searching from a seat's view fills in what it cannot see. The made-up
// world must look exactly like the view, hold every character and event once, a
// card of the right colour and level on each face-down space, and play on to the
// end like a real game.

type Match = State<TroyesState>;

function positions(): Match[] {
  const out: Match[] = [];
  for (const n of [2, 3, 4]) {
    let i = 0;
    playRandomGame<TroyesState>(game, {
      numPlayers: n,
      seed: `determinize-${n}`,
      check: (_b, after) => {
        if (++i % 7 === 0 && !after.ctx.gameover) out.push(after);
      },
    });
  }
  return out;
}

const POSITIONS = positions();

function checkWorld(world: TroyesState, view: TroyesState, viewer: string | null): void {
  const secret = world.secret!;
  expect(JSON.stringify(troyesView(world, viewer))).toBe(JSON.stringify(view));
  // Every character once: dealt (as many as each player shows) or unused.
  const dealt = world.playOrder.flatMap((p) => world.players[p].characters);
  world.playOrder.forEach((p) => expect(world.players[p].characters).toHaveLength(view.players[p].characterCount));
  expect([...dealt, ...secret.unusedCharacters].sort()).toEqual(CHARACTERS.map((c) => c.id).sort());
  if (viewer !== null) expect(world.players[viewer].characters).toEqual(view.players[viewer].characters);
  // A card of the space's colour and level on every face-down space.
  for (const s of CARD_SPACES) {
    if (view.cards[s].card !== null) {
      expect(secret.faceDown[s]).toBeUndefined();
      continue;
    }
    const card = activityCard(secret.faceDown[s]!);
    expect([card.colour, card.level]).toEqual([spaceColour(s), spaceLevel(s)]);
  }
  // Every event at most once; the white and yellow decks whole; the red deck as long as it counts.
  const events = [
    ...world.events.map((e) => e.id),
    ...world.playOrder.flatMap((p) => world.players[p].won),
    ...secret.red,
    ...secret.white,
    ...secret.yellow,
  ];
  expect(new Set(events).size).toBe(events.length);
  for (const colour of ['white', 'yellow'] as const) {
    expect(deckCards(colour).every((e) => events.includes(e.id))).toBe(true);
  }
  expect(secret.red).toHaveLength(view.decks.red);
  expect(events.every((id) => EVENT_CARDS.some((e) => e.id === id))).toBe(true);
}

describe('determinize', () => {
  it('has mid-game positions from every phase with something hidden', () => {
    expect(POSITIONS.length).toBeGreaterThan(30);
    expect(new Set(POSITIONS.map((s) => s.G.phase))).toEqual(new Set(['placement', 'events', 'actions']));
  });

  it('makes up a world the seat cannot tell from its view', () => {
    const rng = seededRng('worlds');
    let differs = 0;
    for (const state of POSITIONS) {
      for (const viewer of [...state.G.playOrder, null]) {
        const view = troyesView(state.G, viewer);
        const world = troyesDeterminize(view, viewer, rng);
        checkWorld(world, view, viewer);
        expect(legalMoves(world, actingPlayers(state.ctx)[0])).toEqual(
          legalMoves(state.G, actingPlayers(state.ctx)[0]),
        );
        if (JSON.stringify(world.secret) !== JSON.stringify(state.G.secret)) differs++;
      }
    }
    expect(differs).toBeGreaterThan(POSITIONS.length * 2);
  });

  it('refuses a view whose counts do not add up', () => {
    const view = troyesView(POSITIONS[5].G, '0');
    expect(() =>
      troyesDeterminize({ ...view, decks: { ...view.decks, white: view.decks.white + 1 } }, '0', seededRng('x')),
    ).toThrow(/white deck/);
  });

  it('gives worlds the game plays on from to its end, through the reducer', () => {
    const reducer = CreateGameReducer({ game });
    const rng = seededRng('play on');
    for (const state of POSITIONS.filter((_, i) => i % 5 === 0)) {
      const seat = actingPlayers(state.ctx)[0];
      let s: Match = { ...state, G: troyesDeterminize(troyesView(state.G, seat), seat, rng) };
      for (let i = 0; i < 3000 && s.ctx.gameover === undefined; i++) {
        const choices = actingPlayers(s.ctx).flatMap((p) => legalMoves(s.G, p).map((m) => ({ p, m })));
        const { p, m } = choices[Math.floor(rng.number() * choices.length)];
        const next = reducer(s, {
          type: 'MAKE_MOVE',
          payload: { type: m.move, args: [...m.args], playerID: p },
        }) as Match;
        expect(next._stateID, `${p} ${m.move}`).not.toBe(s._stateID);
        s = next;
      }
      expect(s.ctx.gameover).toBeDefined();
    }
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import { seededRng } from '../../../engine/contract';
import { STACK_LETTERS, TERRAIN_TILES, tileById } from '../data/tiles';
import { COPIES_PER_MOTIF, TREASURE_MOTIFS } from '../data/treasures';
import { game } from '../game';
import { legalMoves } from '../moves';
import type { TikalState } from '../state';
import { tikalDeterminize, tikalView } from '../view';
import { actingPlayers, playRandomGame } from '../../../engine/testing/playout';

// A bot searching from a seat's view fills in what nobody sees. The made-up world
// must look exactly like the view, hold every tile and token once, keep each
// letter's tiles in its part of the stack, and play on to the end like a real game.

type Match = State<TikalState>;

/** Mid-game states of seeded games: every 25th, in both games and at every player count. */
function positions(): Match[] {
  const out: Match[] = [];
  for (const [n, auction] of [
    [2, false],
    [3, true],
    [4, false],
    [4, true],
  ] as const) {
    let i = 0;
    playRandomGame<TikalState>(game, {
      numPlayers: n,
      seed: `determinize-${n}-${auction}`,
      setupData: { auction },
      check: (_before, after) => {
        if (++i % 25 === 0 && !after.ctx.gameover) out.push(after);
      },
    });
  }
  return out;
}

const POSITIONS = positions();

function seen(G: TikalState): string[] {
  return [
    ...G.spaces.flatMap((s) => (s.tile !== null ? [s.tile] : [])),
    ...(G.turn.tile !== null ? [G.turn.tile] : []),
    ...(G.volcano ? [G.volcano.tile] : []),
    ...(G.auction?.display ?? []),
  ];
}

function checkWorld(world: TikalState, view: TikalState): void {
  const secret = world.secret;
  if (!secret) throw new Error('no secret made up');
  // The seat cannot tell it from what it saw.
  expect(JSON.stringify(tikalView(world, null))).toBe(JSON.stringify(view));
  // Every tile once; each letter's unseen tiles in its own part of the stack, A on top.
  expect([...seen(world), ...secret.stack].sort()).toEqual(TERRAIN_TILES.map((t) => t.id).sort());
  for (const letter of STACK_LETTERS)
    expect(secret.stack.filter((id) => tileById(id).stack === letter)).toHaveLength(view.stackCounts[letter]);
  const letters = [...secret.stack].reverse().map((id) => tileById(id).stack);
  expect(letters).toEqual([...letters].sort());
  // Every token once: in hands, on ruins as many as each shows, in the supply as many as it counts.
  const tokens = [...secret.treasureSupply, ...Object.values(secret.ruinTokens).flat()];
  for (const p of world.playOrder)
    world.players[p].treasures.forEach((n, motif) => {
      for (let k = 0; k < n; k++) tokens.push(motif);
    });
  for (let motif = 0; motif < TREASURE_MOTIFS; motif++)
    expect(tokens.filter((m) => m === motif)).toHaveLength(COPIES_PER_MOTIF);
  expect(secret.treasureSupply).toHaveLength(view.treasureSupplyCount);
  world.spaces.forEach((s, id) => {
    if (s.kind === 'ruin') expect(secret.ruinTokens[id], `ruin ${id}`).toHaveLength(s.treasuresLeft);
  });
  expect(Object.keys(secret.ruinTokens)).toHaveLength(world.spaces.filter((s) => s.kind === 'ruin').length);
}

/** Plays random legal moves through the reducer from `state` to the end of the game. */
function playToEnd(state: Match, seed: string): Match {
  const reducer = CreateGameReducer({ game });
  const rng = seededRng(seed);
  let s = state;
  for (let i = 0; i < 5000 && s.ctx.gameover === undefined; i++) {
    const choices = actingPlayers(s.ctx).flatMap((p) => legalMoves(s.G, p).map((m) => ({ p, m })));
    const { p, m } = choices[Math.floor(rng.number() * choices.length)];
    const next = reducer(s, { type: 'MAKE_MOVE', payload: { type: m.move, args: [...m.args], playerID: p } }) as Match;
    if (next._stateID === s._stateID) throw new Error(`refused: ${p} ${m.move}(${JSON.stringify(m.args)})`);
    s = next;
  }
  return s;
}

describe('determinize', () => {
  it('has seeded mid-game positions to work from, in the middle of every phase', () => {
    expect(POSITIONS.length).toBeGreaterThan(25);
    const phases = new Set(POSITIONS.map((s) => s.G.phase));
    expect([...phases].sort()).toEqual(['final', 'play', 'volcano']);
    expect(POSITIONS.some((s) => s.G.auction !== null && s.G.auction.display.length > 0)).toBe(true);
    expect(POSITIONS.some((s) => Object.keys(s.G.secret?.ruinTokens ?? {}).length > 0)).toBe(true);
  });

  it('makes up a world the seat cannot tell from its view, with every tile and token once', () => {
    const rng = seededRng('worlds');
    let differs = 0;
    for (const state of POSITIONS) {
      for (const seat of [...state.G.playOrder, null]) {
        const view = tikalView(state.G, seat);
        const world = tikalDeterminize(view, seat, rng);
        checkWorld(world, view);
        if (JSON.stringify(world.secret) !== JSON.stringify(state.G.secret)) differs++;
      }
    }
    // The unseen things are drawn at random, not copied from anywhere.
    expect(differs).toBeGreaterThan(POSITIONS.length * 2);
  });

  it('refuses a view whose counts do not add up', () => {
    const view = tikalView(POSITIONS[3].G, null);
    expect(() =>
      tikalDeterminize(
        { ...view, stackCounts: { ...view.stackCounts, G: view.stackCounts.G + 1 } },
        null,
        seededRng('x'),
      ),
    ).toThrow(/stack G/);
    expect(() =>
      tikalDeterminize({ ...view, treasureSupplyCount: view.treasureSupplyCount + 1 }, null, seededRng('x')),
    ).toThrow(/supply/);
  });

  it('gives a world the game plays on from to its end, through the reducer', () => {
    const rng = seededRng('play on');
    for (const state of POSITIONS.filter((_, i) => i % 4 === 0)) {
      const world = tikalDeterminize(tikalView(state.G, state.G.turn.player), state.G.turn.player, rng);
      const end = playToEnd({ ...state, G: world }, `play-on-${state._stateID}`);
      expect(end.ctx.gameover).toBeDefined();
      expect(end.G.tilesPlaced).toBe(36);
    }
  }, 60_000);
});

import type { Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { validateOptions } from '../../games/types';
import { fixtureOptions as options } from './fixture-info';

// A small game used only by the platform's own tests and benchmarks; players never
// see it. It has what the server must handle: a shuffled secret deck, private hands,
// a per-seat view, a decision in a stage, and a game end.

export interface FixtureState {
  target: number;
  totals: Record<string, number>;
  hands: Record<string, number[]>;
  secret: { deck: number[] };
  lastDraw: number | null;
}



export const fixtureGame: Game<FixtureState> = {
  name: 'fixture',
  minPlayers: 1,
  maxPlayers: 4,
  disableUndo: true,
  validateSetupData: (setupData) => validateOptions(options, setupData),
  setup: ({ ctx, random }, setupData?: { target?: string }) => {
    const deck = random.Shuffle(Array.from({ length: 20 }, (_, i) => i + 1));
    const hands: Record<string, number[]> = {};
    for (const p of ctx.playOrder) hands[p] = [deck.pop()!, deck.pop()!];
    return {
      target: Number(setupData?.target ?? 10),
      totals: Object.fromEntries(ctx.playOrder.map((p) => [p, 0])),
      hands,
      secret: { deck },
      lastDraw: null,
    };
  },
  turn: {
    stages: {
      confirm: { moves: { confirm: ({ G }) => { G.lastDraw = null; } } },
    },
  },
  moves: {
    add: ({ G, playerID, events }, n: unknown) => {
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 3) return INVALID_MOVE;
      G.totals[playerID] += n;
      events.endTurn();
    },
    // Stands for a bug in a game's code: the server must log it and carry on.
    crash: () => {
      throw new Error('a bug in a move');
    },
    draw: {
      move: ({ G, playerID, events }) => {
        const card = G.secret.deck.pop();
        if (card === undefined) return INVALID_MOVE;
        G.hands[playerID].push(card);
        G.lastDraw = card;
        events.setActivePlayers({ currentPlayer: 'confirm', maxMoves: 1 });
      },
      client: false,
    },
  },
  endIf: ({ G }) => {
    const winner = Object.keys(G.totals).find((p) => G.totals[p] >= G.target);
    return winner === undefined ? undefined : { winner };
  },
  playerView: ({ G, playerID }) => ({
    ...G,
    secret: { deck: [] },
    hands: Object.fromEntries(
      Object.entries(G.hands).map(([p, h]) => [p, p === playerID ? h : h.map(() => 0)]),
    ),
  }),
  events: {
    endGame: false, endPhase: false, endStage: false, endTurn: false, pass: false,
    setActivePlayers: false, setPhase: false, setStage: false,
  },
  ai: {
    enumerate: (G: FixtureState, ctx, playerID) => {
      if (ctx.activePlayers?.[playerID] === 'confirm') return [{ move: 'confirm', args: [] }];
      const moves: { move: string; args: unknown[] }[] = [1, 2, 3].map((n) => ({ move: 'add', args: [n] }));
      if (G.secret.deck.length > 0 && G.hands[playerID].length < 4) moves.push({ move: 'draw', args: [] });
      return moves;
    },
  },
};

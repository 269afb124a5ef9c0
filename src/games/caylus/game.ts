// The boardgame.io adapter: flow and validation live in ./rules; this file maps
// decisions to phases and stages. Placement is an ordinary turn in turn order;
// every other decision (taken out of turn order) is a stage of its player.
import type { Ctx, Game, Move } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { resolveOptions, validateOptions } from '../types';
import { NEUTRAL } from './data/buildings';
import { caylusOptions } from './meta';
import { startTurn } from './rules/endOfTurn';
import { proceed } from './rules/flow';
import { applyMove, DECISION_MOVES, legalMoves, MOVE_NAMES } from './rules/moves';
import type { LegalMove, MoveName } from './rules/moves';
import { createState } from './state';
import type { CaylusOptions, CaylusState, DecisionKind } from './state';

function toOptions(setupData: unknown): CaylusOptions {
  const v = resolveOptions(caylusOptions, setupData);
  return {
    jeweller: v.jeweller === true,
    lawyerVp: v.lawyerVp === '3' ? 3 : 4,
    simplifiedFavours: v.simplifiedFavours === true,
    tieBreak: v.tieBreak === 'deniers' ? 'deniers' : 'shared',
  };
}

function bgioMove(name: MoveName): Move<CaylusState> {
  return {
    move: ({ G, playerID }, ...args: unknown[]) => {
      if (typeof playerID !== 'string') return INVALID_MOVE;
      // applyMove checks legality before touching G, so INVALID_MOVE leaves no trace.
      if (!applyMove(G, playerID, name, args)) return INVALID_MOVE;
    },
  };
}

const allMoves = Object.fromEntries(MOVE_NAMES.map((n) => [n, bgioMove(n)])) as Record<MoveName, Move<CaylusState>>;

function movesFor(names: readonly MoveName[]): Record<string, Move<CaylusState>> {
  return Object.fromEntries(names.map((n) => [n, allMoves[n]]));
}

type StageKind = Exclude<DecisionKind, 'place'>;
const stages = Object.fromEntries(
  (Object.keys(DECISION_MOVES) as DecisionKind[])
    .filter((k): k is StageKind => k !== 'place')
    .map((k) => [k, { moves: movesFor(DECISION_MOVES[k]) }]),
);

/** The seat of whoever must decide (the turn's current player). */
function deciderPos({ G, ctx }: { G: CaylusState; ctx: Ctx }): number {
  const i = G.decision ? ctx.playOrder.indexOf(G.decision.player) : -1;
  return i < 0 ? 0 : i;
}

function focusDecider({ G, events }: { G: CaylusState; events: { setActivePlayers: (arg: { value: Record<string, string> }) => void } }): void {
  const d = G.decision;
  if (d && d.kind !== 'place') events.setActivePlayers({ value: { [d.player]: d.kind } });
}

export const caylus: Game<CaylusState> = {
  name: 'caylus',
  minPlayers: 2,
  maxPlayers: 5,
  disableUndo: true,
  validateSetupData: (setupData, numPlayers) => {
    if (numPlayers < 2 || numPlayers > 5) return 'Caylus is for 2 to 5 players';
    return validateOptions(caylusOptions, setupData);
  },
  setup: ({ ctx, random }, setupData?: unknown) => {
    const turnOrder = random.Shuffle([...ctx.playOrder]);
    const neutral = random.Shuffle(NEUTRAL.map((b) => b.id));
    const G = createState(turnOrder, neutral, toOptions(setupData));
    startTurn(G);
    proceed(G);
    return G;
  },
  phases: {
    placement: {
      start: true,
      moves: movesFor(DECISION_MOVES.place),
      turn: { order: { first: deciderPos, next: deciderPos }, maxMoves: 1 },
      endIf: ({ G }) => G.decision !== null && G.decision.kind !== 'place',
      next: 'activation',
    },
    activation: {
      moves: {},
      turn: {
        order: { first: deciderPos, next: deciderPos },
        onBegin: focusDecider,
        onMove: focusDecider,
        stages,
      },
      endIf: ({ G }) => G.decision?.kind === 'place',
      next: 'placement',
    },
  },
  endIf: ({ G }) => G.result ?? undefined,
  playerView: ({ G }) => G,
  events: {
    endGame: false, endPhase: false, endStage: false, endTurn: false, pass: false,
    setActivePlayers: false, setPhase: false, setStage: false,
  },
  ai: {
    enumerate: (G: CaylusState, ctx: Ctx, playerID: string): LegalMove[] => (ctx.gameover ? [] : legalMoves(G, playerID)),
  },
};

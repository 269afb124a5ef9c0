import type { Ctx, FnContext, Game, LongFormMove, MoveFn, PhaseConfig, TurnConfig } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { validateOptions } from '../types';
import { enumerateMoves } from './enumerate';
import { MOVE_ARITY, MOVE_RULES, type TikalMoveName } from './moves';
import { TIKAL_OPTIONS, tikalOptions } from './options';
import { createInitialState } from './setup';
import type { TikalState } from './state';
import { tikalPlayerView } from './view';

// The boardgame.io adapter. The rules decide everything, including who plays next
// (G.turn, G.phase); this file mirrors that into phases, turns and the bidding stage.
// No client event is enabled: flow only moves through moves and hooks.

type Events = FnContext<TikalState>['events'];

/** Mirrors the rules' flow into framework events after a successful move. */
function followFlow(G: TikalState, ctx: Ctx, events: Events, turnBefore: number, bidderBefore: string | null): void {
  if (G.phase === 'over') return; // endIf ends the game
  if (G.phase !== ctx.phase) events.setPhase(G.phase);
  else if (G.turn.number !== turnBefore) events.endTurn();
  else if (G.turn.step === 'bid' && G.auction?.bidder && G.auction.bidder !== bidderBefore) {
    events.setActivePlayers({ value: { [G.auction.bidder]: 'bidding' } });
  }
}

function tikalMove(name: TikalMoveName): MoveFn<TikalState> {
  const rule = MOVE_RULES[name];
  return ({ G, ctx, playerID, events }, ...args: unknown[]) => {
    if (typeof playerID !== 'string' || !G.playOrder.includes(playerID) || args.length !== MOVE_ARITY[name]) return INVALID_MOVE;
    const turnBefore = G.turn.number;
    const bidderBefore = G.auction?.bidder ?? null;
    if (!rule(G, playerID, args)) return INVALID_MOVE;
    followFlow(G, ctx, events, turnBefore, bidderBefore);
  };
}

/** Moves that read the secret stack or tokens run on the server only. */
function serverOnly(name: TikalMoveName): LongFormMove<TikalState> {
  return { move: tikalMove(name), client: false };
}

const actionMoves = {
  bringIn: tikalMove('bringIn'),
  campJump: tikalMove('campJump'),
  movePiece: tikalMove('movePiece'),
  excavate: tikalMove('excavate'),
  recoverTreasure: serverOnly('recoverTreasure'),
  exchangeTreasure: tikalMove('exchangeTreasure'),
  buildCamp: tikalMove('buildCamp'),
  placeGuard: tikalMove('placeGuard'),
  // Ending a turn draws the next tile or reveals the next auction round.
  endTurn: serverOnly('endTurn'),
};

const order: TurnConfig<TikalState>['order'] = {
  first: ({ G, ctx }) => ctx.playOrder.indexOf(G.turn.player),
  next: ({ G, ctx }) => ctx.playOrder.indexOf(G.turn.player),
};

const playPhase: PhaseConfig<TikalState> = {
  start: true,
  moves: {
    ...actionMoves,
    placeTile: serverOnly('placeTile'),
    chooseTile: serverOnly('chooseTile'),
  },
  turn: {
    order,
    onBegin: ({ G, events }) => {
      if (G.turn.step === 'bid' && G.auction?.bidder) {
        events.setActivePlayers({ value: { [G.auction.bidder]: 'bidding' } });
      }
    },
    // Bids are decisions out of turn: only the bidder named by the rules is active.
    stages: {
      bidding: { moves: { bid: tikalMove('bid'), passBid: tikalMove('passBid') } },
    },
  },
};

/** Bonus turns of a volcano round and of the final round: 10 AP, no tile, then a scoring. */
const bonusPhase: PhaseConfig<TikalState> = { moves: actionMoves, turn: { order } };

export const tikal: Game<TikalState> = {
  name: 'tikal',
  minPlayers: 2,
  maxPlayers: 4,
  disableUndo: true,
  validateSetupData: (setupData, numPlayers) => {
    if (!Number.isInteger(numPlayers) || numPlayers < 2 || numPlayers > 4) return 'Tikal is for 2 to 4 players';
    return validateOptions(TIKAL_OPTIONS, setupData);
  },
  setup: ({ ctx, random }, setupData?: unknown) =>
    createInitialState(ctx.playOrder, tikalOptions(setupData), (items) => random.Shuffle(items)),
  phases: {
    play: playPhase,
    volcano: bonusPhase,
    final: bonusPhase,
  },
  endIf: ({ G }) => G.result ?? undefined,
  playerView: ({ G, playerID }) => tikalPlayerView(G, playerID),
  events: {
    endGame: false, endPhase: false, endStage: false, endTurn: false, pass: false,
    setActivePlayers: false, setPhase: false, setStage: false,
  },
  ai: {
    enumerate: (G, _ctx, playerID) => enumerateMoves(G, playerID),
  },
};

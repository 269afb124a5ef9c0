import type { LogParam } from '../types';
import { tileById } from './data/tiles';
import type { PlayerID, TikalState } from './state';

// What the screen asks of a seat now: a key under `tikal:prompt.` (see
// src/client/boards/tikal/en.ts) and its parameters.

export interface TikalPrompt {
  key: string;
  params: Record<string, LogParam>;
}

export function tikalPrompt(G: TikalState, playerID: PlayerID | null): TikalPrompt {
  const t = G.turn;
  if (G.phase === 'over') return { key: 'gameOver', params: {} };
  if (t.step === 'bid') {
    const bidder = G.auction?.bidder ?? t.player;
    if (bidder !== playerID) return { key: 'waitBid', params: { player: bidder } };
    return { key: 'bid', params: { highBid: G.auction?.highBid ?? 0, score: G.players[bidder].score } };
  }
  if (t.player !== playerID) return { key: 'waiting', params: { player: t.player } };
  if (t.step === 'choose') return { key: 'chooseTile', params: {} };
  if (t.step === 'place') {
    const volcano = t.tile !== null && tileById(t.tile).kind === 'volcano';
    return { key: volcano ? 'placeVolcano' : 'placeTile', params: { tile: t.tile } };
  }
  if (t.kind === 'bonus') return { key: 'bonusTurn', params: { ap: t.ap } };
  if (t.kind === 'final') return { key: 'finalTurn', params: { ap: t.ap } };
  return { key: 'actions', params: { ap: t.ap } };
}

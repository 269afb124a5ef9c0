import { defineMessages, logWriter, message, type Counter, type PlayerID, type Prompt } from '../../engine/contract';
import { MAX_CAMPS, MAX_GUARDS } from './constants';
import { tileById, TOTAL_TERRAIN_TILES } from './data/tiles';
import type { TikalState } from './state';

// What the table kit shows: the log and prompt catalogues (sentences in
// ./i18n/<language>.ts under `log.` and `prompt.`), the prompt for each
// seat and the numbers on each player's panel. Only public facts go into params.

export const tikalMessages = defineMessages({
  log: {
    setup: { players: 'number', auction: 'flag' },
    drawTile: { player: 'player', tile: 'text', kind: 'text' },
    revealTiles: { player: 'player', tiles: 'list', revealed: 'list' },
    bid: { player: 'player', amount: 'number' },
    passBid: { player: 'player' },
    winAuction: { player: 'player', price: 'number', score: 'number' },
    lastTileFree: { player: 'player', tile: 'text' },
    chooseTile: { player: 'player', tile: 'text', kind: 'text' },
    placeTile: { player: 'player', tile: 'text', kind: 'text', space: 'number', rotation: 'number' },
    volcanoRound: { player: 'player', tile: 'text' },
    bringIn: { player: 'player', piece: 'text', space: 'number' },
    campJump: { player: 'player', piece: 'text', from: 'number', to: 'number' },
    move: { player: 'player', piece: 'text', from: 'number', to: 'number', cost: 'number' },
    excavate: { player: 'player', space: 'number', value: 'number' },
    recoverTreasure: { player: 'player', space: 'number', motif: 'number', left: 'number' },
    exchangeTreasure: { player: 'player', opponent: 'player', give: 'number', take: 'number' },
    buildCamp: { player: 'player', space: 'number' },
    placeGuard: {
      player: 'player',
      space: 'number',
      value: 'number',
      guard: 'text',
      removed: 'number',
      leaderRemoved: 'flag',
    },
    endTurn: { player: 'player', apLost: 'number' },
    score: { player: 'player', temples: 'number', treasures: 'number', total: 'number' },
    finalRound: { order: 'players' },
    gameOver: { winners: 'players' },
  },
  prompt: {
    placeTile: { tile: 'text' },
    placeVolcano: { tile: 'text' },
    chooseTile: {},
    bid: { highBid: 'number', score: 'number' },
    waitBid: { player: 'player' },
    actions: { ap: 'number' },
    bonusTurn: { ap: 'number' },
    finalTurn: { ap: 'number' },
    waiting: { player: 'player' },
    gameOver: {},
  },
  counters: ['score', 'explorers', 'camps', 'guards', 'treasures', 'ap'],
  scores: ['start', 'temples', 'treasures', 'bids'],
});

/** Appends a log entry, its parameters checked against the catalogue. */
export const log = logWriter(tikalMessages.log);

const ask = tikalMessages.prompt;

/** What the seat on screen (null: a spectator) must do now, or is waiting for. */
export function tikalPrompt(G: TikalState, viewer: PlayerID | null): Prompt {
  const t = G.turn;
  if (G.phase === 'over') return message(ask, 'gameOver', {});
  if (t.step === 'bid') {
    const bidder = G.auction?.bidder ?? t.player;
    if (bidder !== viewer) return message(ask, 'waitBid', { player: bidder });
    return message(ask, 'bid', { highBid: G.auction?.highBid ?? 0, score: G.players[bidder].score });
  }
  if (t.player !== viewer) return message(ask, 'waiting', { player: t.player });
  if (t.step === 'choose') return message(ask, 'chooseTile', {});
  if (t.step === 'place') {
    const volcano = t.tile !== null && tileById(t.tile).kind === 'volcano';
    return message(ask, volcano ? 'placeVolcano' : 'placeTile', { tile: t.tile });
  }
  if (t.kind === 'bonus') return message(ask, 'bonusTurn', { ap: t.ap });
  if (t.kind === 'final') return message(ask, 'finalTurn', { ap: t.ap });
  return message(ask, 'actions', { ap: t.ap });
}

/** A player's panel: what he has left, and his action points while he spends them. */
export function tikalCounters(G: TikalState, player: PlayerID): Counter[] {
  const p = G.players[player];
  if (!p) return [];
  const out: Counter[] = [
    { key: 'score', value: p.score },
    { key: 'explorers', value: p.pieces.filter((x) => x.kind === 'explorer' && x.where === 'supply').length },
    { key: 'camps', value: MAX_CAMPS - p.camps.length },
    { key: 'guards', value: MAX_GUARDS - p.guardsPlaced },
    { key: 'treasures', value: p.treasures.reduce((a, b) => a + b, 0) },
  ];
  if (G.phase !== 'over' && G.turn.player === player && G.turn.step === 'actions')
    out.push({ key: 'ap', value: G.turn.ap });
  return out;
}

/** Progress: the jungle tiles placed; the final scoring follows the last one. */
export function tikalProgress(G: TikalState): number {
  return (100 * G.tilesPlaced) / TOTAL_TERRAIN_TILES;
}

import { MIN_BID } from './constants';
import { tileById } from './data/tiles';
import type { AuctionState, PlayerID, TikalState } from './state';
import { revealTopTile, takeTile } from './draw';
import { log } from './ui';
import { clockwiseFrom, leftOf } from './players';
import { startTurn } from './turn';

// The advanced game's tile auction (reference §10, §15.10): a round reveals one tile
// per player; players who have not played this round bid victory points for the next
// turn; the last player of the round takes the last tile free.

/** How the log names a revealed tile (\`listItem.revealed.<item>\`): by what is on it, not by its id. */
export function revealedItem(tileId: string): string {
  const tile = tileById(tileId);
  if (tile.kind === 'temple') return `temple${tile.templeValue}`;
  if (tile.kind === 'ruin') return `ruin${tile.treasures}`;
  return tile.kind;
}

export function startAuctionRound(G: TikalState, firstBidder: PlayerID): void {
  const display: string[] = [];
  while (display.length < G.playOrder.length && G.secret && G.secret.stack.length > 0) display.push(revealTopTile(G));
  G.auction = {
    display,
    playedThisRound: [],
    opener: null,
    bidders: [],
    passed: [],
    highBid: 0,
    highBidder: null,
    bidder: null,
  };
  log(G, 'revealTiles', { player: firstBidder, tiles: display, revealed: display.map(revealedItem) });
  openAuction(G, firstBidder);
}

/** Opens the next auction of the round with the first player from `from` clockwise who has not played. */
export function openAuction(G: TikalState, from: PlayerID): void {
  const a = G.auction;
  if (!a) throw new Error('no auction round');
  const waiting = clockwiseFrom(G, from).filter((p) => !a.playedThisRound.includes(p));
  a.passed = [];
  a.highBid = 0;
  a.highBidder = null;
  if (waiting.length === 1) {
    // The last player of the round bids against nobody.
    a.opener = null;
    a.bidders = [];
    a.bidder = null;
    if (a.display.length === 1) {
      const tile = a.display.pop() as string;
      log(G, 'lastTileFree', { player: waiting[0], tile });
      takeTile(G, waiting[0], tile);
    } else {
      startTurn(G, waiting[0], 'normal', 'choose');
    }
    return;
  }
  a.opener = waiting[0];
  a.bidders = waiting;
  a.bidder = waiting[0];
  startTurn(G, waiting[0], 'normal', 'bid');
}

/** Bids the player may make now: above the high bid, at least 1, at most his score. */
export function legalBids(G: TikalState, player: PlayerID): number[] {
  const a = G.auction;
  if (G.phase === 'over' || G.turn.step !== 'bid' || !a || a.bidder !== player) return [];
  const out: number[] = [];
  for (let n = Math.max(MIN_BID, a.highBid + 1); n <= G.players[player].score; n++) out.push(n);
  return out;
}

export function canPassBid(G: TikalState, player: PlayerID): boolean {
  return G.phase !== 'over' && G.turn.step === 'bid' && G.auction !== null && G.auction.bidder === player;
}

function auctionOf(G: TikalState): AuctionState {
  if (!G.auction) throw new Error('no auction round');
  return G.auction;
}

/** Raises the high bid (a bid from legalBids). */
export function bid(G: TikalState, player: PlayerID, amount: number): void {
  const a = auctionOf(G);
  a.highBid = amount;
  a.highBidder = player;
  log(G, 'bid', { player, amount });
  advance(G, player);
}

/** The bidder drops out of this auction. */
export function passBid(G: TikalState, player: PlayerID): void {
  const a = auctionOf(G);
  a.bidders = a.bidders.filter((p) => p !== player);
  a.passed.push(player);
  log(G, 'passBid', { player });
  advance(G, player);
}

function advance(G: TikalState, last: PlayerID): void {
  const a = G.auction;
  if (!a) return;
  if (a.bidders.length === 0) {
    // [§15.10] everybody passed without a bid: the first to pass plays for free.
    win(G, a.passed[0], 0);
  } else if (a.bidders.length === 1 && a.highBidder === a.bidders[0]) {
    win(G, a.highBidder, a.highBid);
  } else {
    const order = clockwiseFrom(G, leftOf(G, last));
    a.bidder = order.find((p) => a.bidders.includes(p)) ?? null;
  }
}

function win(G: TikalState, player: PlayerID, price: number): void {
  const a = G.auction;
  if (!a) return;
  G.players[player].score -= price;
  G.players[player].breakdown.bids -= price;
  a.bidder = null;
  a.opener = null;
  a.bidders = [];
  log(G, 'winAuction', { player, price, score: G.players[player].score });
  startTurn(G, player, 'normal', 'choose');
}

export function legalTileChoices(G: TikalState, player: PlayerID): string[] {
  if (G.phase === 'over' || G.turn.step !== 'choose' || G.turn.player !== player || !G.auction) return [];
  return [...G.auction.display];
}

/** The auction's winner takes a revealed tile (one of legalTileChoices) into his turn. */
export function chooseTile(G: TikalState, player: PlayerID, tile: string): void {
  const a = auctionOf(G);
  a.display.splice(a.display.indexOf(tile), 1);
  log(G, 'chooseTile', { player, tile, kind: tileById(tile).kind });
  takeTile(G, player, tile);
}

/** After a tile turn of the advanced game: the next auction, or the next round. */
export function afterAuctionTurn(G: TikalState, player: PlayerID): void {
  const a = G.auction;
  if (!a) throw new Error('no auction round');
  a.playedThisRound.push(player);
  if (a.playedThisRound.length >= G.playOrder.length || a.display.length === 0) {
    startAuctionRound(G, leftOf(G, player));
  } else {
    openAuction(G, leftOf(G, player));
  }
}

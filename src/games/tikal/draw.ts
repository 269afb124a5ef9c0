import { tileById } from './data/tiles';
import type { PlayerID, TikalState } from './state';
import { log } from './ui';
import { clockwiseFrom } from './players';
import { startTurn } from './turn';

// Drawing from the secret stack and taking a tile into one's turn (reference §5.1, §6).

/** Reveals the next tile of the stack; only its back letter was public before. */
export function revealTopTile(G: TikalState): string {
  if (!G.secret) throw new Error('drawing needs the secret stack');
  const id = G.secret.stack.pop();
  if (id === undefined) throw new Error('the terrain stack is empty');
  G.stackCounts[tileById(id).stack] -= 1;
  return id;
}

/** A volcano starts a scoring round; any other tile waits to be placed. */
export function takeTile(G: TikalState, player: PlayerID, tile: string): void {
  if (tileById(tile).kind === 'volcano') {
    startVolcanoRound(G, player, tile);
    return;
  }
  G.phase = 'play';
  startTurn(G, player, 'normal', 'place', tile);
}

/**
 * The drawer sets the volcano aside; everybody, the drawer first, takes a bonus turn
 * and scores right after it; then the drawer places the volcano and plays his turn.
 */
export function startVolcanoRound(G: TikalState, drawer: PlayerID, tile: string): void {
  G.volcano = { drawer, tile, queue: clockwiseFrom(G, drawer) };
  G.phase = 'volcano';
  log(G, 'volcanoRound', { player: drawer, tile });
  startTurn(G, drawer, 'bonus', 'actions');
}

/** Basic game: the player draws the top tile. */
export function startDrawTurn(G: TikalState, player: PlayerID): void {
  const tile = revealTopTile(G);
  log(G, 'drawTile', { player, tile, kind: tileById(tile).kind });
  takeTile(G, player, tile);
}

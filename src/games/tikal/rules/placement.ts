import { NEIGHBOURS, SPACE_COUNT, oppositeEdge, type SpaceId } from '../data/board';
import { distinctRotations, rotateStones, tileById, type TerrainTile } from '../data/tiles';
import type { PlayerID, TikalState } from '../state';
import { log } from '../ui';
import { refreshCrossingsAround } from './movement';
import { beginActions } from './turn';

// Placing the drawn terrain tile (reference §5.2, §5.3, §15.11).

export interface Placement {
  space: SpaceId;
  rotation: number;
}

function touchesExplored(G: TikalState, space: SpaceId): boolean {
  return NEIGHBOURS[space].some((n) => n >= 0 && G.spaces[n].kind !== null);
}

/**
 * A non-volcano tile must share an edge with an explored non-volcano hex carrying
 * at least one stone on either side; edges facing volcanoes never connect.
 */
function connects(G: TikalState, space: SpaceId, stones: readonly number[]): boolean {
  const neighbours = NEIGHBOURS[space];
  for (let edge = 0; edge < 6; edge++) {
    const n = neighbours[edge];
    if (n < 0) continue;
    const other = G.spaces[n];
    if (other.kind === null || other.kind === 'volcano') continue;
    if (stones[edge] + other.stones[oppositeEdge(edge)] >= 1) return true;
  }
  return false;
}

function strictPlacements(G: TikalState, tile: TerrainTile): Placement[] {
  const out: Placement[] = [];
  const rotations = distinctRotations(tile.stones);
  for (let space = 0; space < SPACE_COUNT; space++) {
    if (G.spaces[space].kind !== null || !touchesExplored(G, space)) continue;
    if (tile.kind === 'volcano') { out.push({ space, rotation: 0 }); continue; }
    for (const rotation of rotations) {
      if (connects(G, space, rotateStones(tile.stones, rotation))) out.push({ space, rotation });
    }
  }
  return out;
}

/**
 * Every legal (space, rotation) for the tile awaiting placement, one per distinct
 * stone layout. [§15.11] When no space connects by stones, any empty space touching
 * an explored hex is allowed, in any rotation.
 */
export function legalPlacements(G: TikalState): Placement[] {
  if (G.turn.step !== 'place' || G.turn.tile === null) return [];
  const tile = tileById(G.turn.tile);
  const strict = strictPlacements(G, tile);
  if (strict.length > 0) return strict;
  const out: Placement[] = [];
  for (let space = 0; space < SPACE_COUNT; space++) {
    if (G.spaces[space].kind !== null || !touchesExplored(G, space)) continue;
    for (const rotation of distinctRotations(tile.stones)) out.push({ space, rotation });
  }
  return out;
}

/**
 * Every legal (space, rotation) for the tile awaiting placement, each of the six
 * turns listed (turns with the same stone layout are different moves: the tile
 * lies turned as played). A volcano takes any turn and lies unturned.
 */
export function everyPlacement(G: TikalState): Placement[] {
  if (G.turn.step !== 'place' || G.turn.tile === null) return [];
  const tile = tileById(G.turn.tile);
  const anywhere = tile.kind === 'volcano' || strictPlacements(G, tile).length === 0;
  const out: Placement[] = [];
  for (let space = 0; space < SPACE_COUNT; space++) {
    if (G.spaces[space].kind !== null || !touchesExplored(G, space)) continue;
    for (let rotation = 0; rotation < 6; rotation++) {
      if (anywhere || connects(G, space, rotateStones(tile.stones, rotation))) out.push({ space, rotation });
    }
  }
  return out;
}

/** Whether placing the waiting tile at `space` turned by `rotation` is legal. */
export function isLegalPlacement(G: TikalState, space: SpaceId, rotation: number): boolean {
  return everyPlacement(G).some((p) => p.space === space && p.rotation === rotation);
}

/** Lays the waiting tile (a placement of everyPlacement); a ruin gets its face-down treasures. */
export function placeTile(G: TikalState, player: PlayerID, space: SpaceId, rotation: number): void {
  if (G.turn.tile === null) throw new Error('no tile waits to be placed');
  const tile = tileById(G.turn.tile);
  const target = G.spaces[space];
  target.kind = tile.kind;
  target.tile = tile.id;
  target.rotation = tile.kind === 'volcano' ? 0 : rotation;
  target.stones = rotateStones(tile.stones, target.rotation);
  target.templeValue = tile.templeValue;
  if (tile.kind === 'ruin') {
    if (!G.secret) throw new Error('placing a ruin needs the secret treasure supply');
    const tokens = G.secret.treasureSupply.splice(G.secret.treasureSupply.length - tile.treasures, tile.treasures);
    G.secret.ruinTokens[space] = tokens;
    G.treasureSupplyCount = G.secret.treasureSupply.length;
    target.treasuresLeft = tokens.length;
  }
  refreshCrossingsAround(G, space);
  G.tilesPlaced++;
  G.lastPlacer = player;
  log(G, 'placeTile', { player, tile: tile.id, kind: tile.kind, space, rotation: target.rotation });
  beginActions(G);
}

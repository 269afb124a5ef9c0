import { NEIGHBOURS, SPACE_COUNT, oppositeEdge, type SpaceId } from './data/board';
import { distinctRotations, rotateStones, tileById, type TerrainTile } from './data/tiles';
import type { PlayerID, Space, TikalState } from './state';
import { log } from './ui';
import { refreshCrossingsAround } from './movement';
import { beginActions } from './turn';

// Placing the drawn terrain tile (reference §5.2, §5.3, §15.11).

export interface Placement {
  space: SpaceId;
  rotation: number;
}

/**
 * The board as placement reads it, each space read at most once: inside a move G is
 * an immer draft, where every read costs a proxy trap, and a placement check looks
 * at the same neighbours for every space and turn.
 */
class Ground {
  private readonly kinds: (Space['kind'] | undefined)[] = new Array(SPACE_COUNT);
  private readonly stones: (readonly number[] | undefined)[] = new Array(SPACE_COUNT);

  private readonly spaces: readonly Space[];

  constructor(G: TikalState) {
    this.spaces = G.spaces;
  }

  kind(space: SpaceId): Space['kind'] {
    let k = this.kinds[space];
    if (k === undefined) k = this.kinds[space] = this.spaces[space].kind;
    return k;
  }

  /** Stones on the edges of an explored space. */
  stonesOf(space: SpaceId): readonly number[] {
    let st = this.stones[space];
    if (st === undefined) {
      const edges = this.spaces[space].stones;
      st = this.stones[space] = [edges[0], edges[1], edges[2], edges[3], edges[4], edges[5]];
    }
    return st;
  }

  touchesExplored(space: SpaceId): boolean {
    return NEIGHBOURS[space].some((n) => n >= 0 && this.kind(n) !== null);
  }

  /**
   * A non-volcano tile must share an edge with an explored non-volcano hex carrying
   * at least one stone on either side; edges facing volcanoes never connect.
   */
  connects(space: SpaceId, stones: readonly number[]): boolean {
    const neighbours = NEIGHBOURS[space];
    for (let edge = 0; edge < 6; edge++) {
      const n = neighbours[edge];
      if (n < 0) continue;
      const kind = this.kind(n);
      if (kind === null || kind === 'volcano') continue;
      if (stones[edge] + this.stonesOf(n)[oppositeEdge(edge)] >= 1) return true;
    }
    return false;
  }

  /** Empty spaces a tile may go to at all: touching an explored hex. */
  openSpaces(): SpaceId[] {
    const out: SpaceId[] = [];
    for (let space = 0; space < SPACE_COUNT; space++)
      if (this.kind(space) === null && this.touchesExplored(space)) out.push(space);
    return out;
  }
}

function strictPlacements(ground: Ground, open: readonly SpaceId[], tile: TerrainTile): Placement[] {
  const out: Placement[] = [];
  const turned = distinctRotations(tile.stones).map((rotation) => ({
    rotation,
    stones: rotateStones(tile.stones, rotation),
  }));
  for (const space of open) {
    if (tile.kind === 'volcano') {
      out.push({ space, rotation: 0 });
      continue;
    }
    for (const { rotation, stones } of turned) if (ground.connects(space, stones)) out.push({ space, rotation });
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
  const ground = new Ground(G);
  const open = ground.openSpaces();
  const strict = strictPlacements(ground, open, tile);
  if (strict.length > 0) return strict;
  const rotations = distinctRotations(tile.stones);
  return open.flatMap((space) => rotations.map((rotation) => ({ space, rotation })));
}

/**
 * Every legal (space, rotation) for the tile awaiting placement, each of the six
 * turns listed (turns with the same stone layout are different moves: the tile
 * lies turned as played). A volcano takes any turn and lies unturned.
 */
export function everyPlacement(G: TikalState): Placement[] {
  if (G.turn.step !== 'place' || G.turn.tile === null) return [];
  const tile = tileById(G.turn.tile);
  const ground = new Ground(G);
  const open = ground.openSpaces();
  const turned = [0, 1, 2, 3, 4, 5].map((rotation) => rotateStones(tile.stones, rotation));
  const out: Placement[] = [];
  for (const space of open) {
    for (let rotation = 0; rotation < 6; rotation++) {
      if (tile.kind === 'volcano' || ground.connects(space, turned[rotation])) out.push({ space, rotation });
    }
  }
  if (out.length > 0) return out;
  // [§15.11] Nothing connects by stones: any open space, any turn.
  return open.flatMap((space) => turned.map((_, rotation) => ({ space, rotation })));
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

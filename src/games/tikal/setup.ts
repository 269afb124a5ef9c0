import { BASE_CAMP, PRINTED_HEXES, SPACE_COUNT } from './data/board';
import { initialLevelSupply } from './data/levels';
import { STACK_LETTERS, TERRAIN_TILES, type StackLetter } from './data/tiles';
import { TREASURE_MOTIFS, allTreasureTokens } from './data/treasures';
import { EXPLORERS_PER_PLAYER, STARTING_SCORE_AUCTION, STARTING_SCORE_BASIC } from './constants';
import type { Rng } from '../../engine/contract';
import type { TikalOptions } from './meta';
import { startAuctionRound } from './auction';
import { startDrawTurn } from './draw';
import { log } from './ui';
import { crossingTable } from './movement';
import type { Piece, PlayerID, PlayerState, Space, TikalState } from './state';

// Setting up a game (reference §3).

function emptySpace(): Space {
  return {
    kind: null,
    tile: null,
    rotation: 0,
    stones: [0, 0, 0, 0, 0, 0],
    templeValue: 0,
    treasuresLeft: 0,
    guard: null,
    camp: null,
  };
}

function newPlayer(options: TikalOptions): PlayerState {
  const pieces: Piece[] = [{ kind: 'leader', where: 'supply', space: -1 }];
  for (let i = 0; i < EXPLORERS_PER_PLAYER; i++) pieces.push({ kind: 'explorer', where: 'supply', space: -1 });
  if (options.startingExplorer) {
    pieces[1].where = 'board';
    pieces[1].space = BASE_CAMP;
  }
  const start = options.auction ? STARTING_SCORE_AUCTION : STARTING_SCORE_BASIC;
  return {
    score: start,
    breakdown: { start, temples: 0, treasures: 0, bids: 0 },
    pieces,
    camps: [],
    guardsPlaced: 0,
    treasures: new Array<number>(TREASURE_MOTIFS).fill(0),
  };
}

/**
 * Builds the start position and opens the first turn; the only randomness is the
 * two shuffles (boardgame.io's seeded random on the server).
 */
export function createInitialState(playOrder: readonly PlayerID[], options: TikalOptions, rng: Rng): TikalState {
  const spaces = Array.from({ length: SPACE_COUNT }, emptySpace);
  for (const hex of PRINTED_HEXES) {
    Object.assign(spaces[hex.space], { kind: hex.kind, stones: [...hex.stones], templeValue: hex.templeValue });
  }
  // Each letter is shuffled on its own; A is drawn first, G last. The stack is popped,
  // so the first draw goes last in the array.
  const stack: string[] = [];
  for (const letter of [...STACK_LETTERS].reverse()) {
    stack.push(...rng.shuffle(TERRAIN_TILES.filter((t) => t.stack === letter).map((t) => t.id)));
  }
  const stackCounts = {} as Record<StackLetter, number>;
  for (const letter of STACK_LETTERS) stackCounts[letter] = TERRAIN_TILES.filter((t) => t.stack === letter).length;
  const treasureSupply = rng.shuffle(allTreasureTokens());

  const players: Record<PlayerID, PlayerState> = {};
  for (const p of playOrder) players[p] = newPlayer(options);

  const G: TikalState = {
    options: { ...options },
    playOrder: [...playOrder],
    spaces,
    players,
    levelSupply: initialLevelSupply(),
    crossings: crossingTable(spaces),
    stackCounts,
    treasureSupplyCount: treasureSupply.length,
    tilesPlaced: 0,
    lastPlacer: null,
    phase: 'play',
    turn: {
      number: 0,
      player: playOrder[0],
      kind: 'normal',
      step: 'place',
      tile: null,
      ap: 0,
      excavatedBy: {},
      recoveredBy: {},
    },
    volcano: null,
    finalQueue: [],
    auction: null,
    log: [],
    result: null,
    secret: { stack, treasureSupply, ruinTokens: {} },
  };
  log(G, 'setup', { players: playOrder.length, auction: options.auction });
  if (options.auction) startAuctionRound(G, playOrder[0]);
  else startDrawTurn(G, playOrder[0]);
  return G;
}

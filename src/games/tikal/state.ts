import type { LogEntry, PlayerID } from '../../engine/contract';
import type { SpaceId } from './data/board';
import type { StackLetter, TerrainKind } from './data/tiles';
import type { TikalOptions } from './meta';

// The whole game state. Everything outside `secret` is public; `secret` holds the
// stack order and the face-down tokens and is stripped for every client.

export type { PlayerID };

/** The table options a game was set up with (a copy of setup's values). */
export type TableOptions = { -readonly [K in keyof TikalOptions]: TikalOptions[K] };

export type SpaceKind = 'baseCamp' | TerrainKind;

export interface Space {
  /** null while the space is unexplored. */
  kind: SpaceKind | null;
  /** The terrain tile lying here; null for printed hexes and unexplored spaces. */
  tile: string | null;
  rotation: number;
  /** Stones per edge [N, NE, SE, S, SW, NW] after rotation; zeros if unexplored. */
  stones: number[];
  /** Current temple value (top level tile, else printed value); 0 if not a temple. */
  templeValue: number;
  /** Face-down tokens still on a ruin (their motifs are secret). */
  treasuresLeft: number;
  guard: PlayerID | null;
  camp: PlayerID | null;
}

export type PieceKind = 'leader' | 'explorer';
export type PieceWhere = 'supply' | 'board' | 'guard' | 'removed';

export interface Piece {
  kind: PieceKind;
  where: PieceWhere;
  /** The space for `board` and `guard`, else -1. */
  space: SpaceId;
}

export interface PlayerState {
  score: number;
  /** Index 0 is the leader, 1–18 the explorers. */
  pieces: Piece[];
  /** Spaces of the player's forward camps, in the order built. */
  camps: SpaceId[];
  guardsPlaced: number;
  /** Tokens held per motif (face up, public). */
  treasures: number[];
  /** Where the score came from, for the end screen (bids are negative). */
  breakdown: ScoreBreakdown;
}

export type ScoreBreakdown = {
  start: number;
  temples: number;
  treasures: number;
  bids: number;
};

export type TurnKind = 'normal' | 'bonus' | 'final';
/** bid: auction running; choose: auction winner picks a tile; place: a tile awaits placement. */
export type TurnStep = 'bid' | 'choose' | 'place' | 'actions';

export interface TurnState {
  /** Increases with every new turn; lets the framework adapter see that a turn ended. */
  number: number;
  player: PlayerID;
  kind: TurnKind;
  step: TurnStep;
  /** The drawn or chosen tile waiting to be placed (public once drawn). */
  tile: string | null;
  ap: number;
  /** Temple space → indexes of the pieces that excavated it this turn. */
  excavatedBy: Record<string, number[]>;
  /** Ruin space → indexes of the pieces that recovered a token there this turn. */
  recoveredBy: Record<string, number[]>;
}

export type TikalPhase = 'play' | 'volcano' | 'final' | 'over';

export interface VolcanoRound {
  drawer: PlayerID;
  tile: string;
  /** Players still to take their bonus turn, the current one first. */
  queue: PlayerID[];
}

export interface AuctionState {
  /** Face-up tiles of this round. */
  display: string[];
  playedThisRound: PlayerID[];
  opener: PlayerID | null;
  /** Players still bidding in the current auction, clockwise from the opener. */
  bidders: PlayerID[];
  /** Players who passed, in the order they passed. */
  passed: PlayerID[];
  highBid: number;
  highBidder: PlayerID | null;
  /** Whose bid it is; null when no auction runs. */
  bidder: PlayerID | null;
}

export interface TikalResult {
  winner?: PlayerID;
  winners: PlayerID[];
  draw?: true;
  scores: Record<PlayerID, number>;
  breakdown: Record<PlayerID, ScoreBreakdown>;
}

export interface TikalSecret {
  /** Remaining terrain tiles, the next draw last. */
  stack: string[];
  /** Face-down treasure supply, the next token last. */
  treasureSupply: number[];
  /** Ruin space → its face-down tokens, the top one last. */
  ruinTokens: Record<string, number[]>;
}

export interface TikalState {
  options: TableOptions;
  playOrder: PlayerID[];
  spaces: Space[];
  players: Record<PlayerID, PlayerState>;
  /** levelSupply[v] = level tiles of value v left (indexes 0 and 1 unused). */
  levelSupply: number[];
  /**
   * AP to cross each edge: one digit (0–6) per edge at index space * 6 + edge, 0 where
   * closed (unexplored, volcano, no stones). Derived from the spaces and updated on
   * every placement. A string because inside a move G is an immer draft: reading a
   * string costs nothing, while reading 240 array cells or 40 spaces costs a proxy
   * trap each, and path searches run on every walk.
   */
  crossings: string;
  /** Public: tiles left per back letter. */
  stackCounts: Record<StackLetter, number>;
  treasureSupplyCount: number;
  tilesPlaced: number;
  lastPlacer: PlayerID | null;
  phase: TikalPhase;
  turn: TurnState;
  volcano: VolcanoRound | null;
  finalQueue: PlayerID[];
  auction: AuctionState | null;
  log: LogEntry[];
  result: TikalResult | null;
  /** null in every client's view. */
  secret: TikalSecret | null;
}

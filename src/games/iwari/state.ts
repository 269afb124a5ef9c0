import type { LogEntry, PlayerID } from '../../engine/contract';
import type { Biome } from './data/biomes';
import type { ExpeditionId } from './data/expeditions';
import type { Feat } from './data/feats';
import type { MapId } from './data/maps';
import type { IwariPrinted } from './data/maps/printed';
import type { IwariOptions } from './meta';

// The whole game state. Public except the hands (each seen by its owner only; the
// others see `handSizes`) and `secret` (the deck order, seen by nobody; its size is
// `deckSize`). A card is its biome: cards of one biome are identical.

export type { PlayerID };

/** The third tribe of a two-player game: both players move it, nobody scores it. */
export const NEUTRAL = 'N';

/** A colour on the board: a seat's PlayerID, or NEUTRAL. */
export type Tribe = string;

/** The table options a game was set up with (a copy of setup's values). */
export type TableOptions = { -readonly [K in keyof IwariOptions]: IwariOptions[K] };

export interface Supply {
  tents: number;
  totems: number;
}

/**
 * act: a regular move or discard-and-draw; feat: place an earned feat; neutral:
 * the two-player third tribe's move with the cards left; draw: replenish.
 */
export type TurnStep = 'act' | 'feat' | 'neutral' | 'draw';

export interface PendingFeat {
  feat: Feat;
  /** Territories (Union, Discovery) or connection numbers (Honour, Respect) it may go on. */
  territories: string[];
  connections: number[];
}

export interface TurnState {
  /** Increases with every turn (the framework's turn changes with it). */
  number: number;
  player: PlayerID;
  step: TurnStep;
  /** Cards still to draw in the draw step. */
  draws: number;
  /** Feats earned by this turn's placement, to be placed in order. */
  feats: PendingFeat[];
  /** A two-player regular move left cards in hand: the third tribe moves after the feats. */
  neutralOwed: boolean;
}

export type ScoreCategory = 'halfJourney' | 'tents' | 'totems' | 'settlements' | 'road' | 'expeditions';
export type ScoreBreakdown = Record<ScoreCategory, number>;

/** One territory (or the purple road) as a scoring saw it. */
export interface TerritoryScore {
  territory: string;
  factor: number;
  /** Tents per tribe there, the neutral tribe included. */
  tents: Record<Tribe, number>;
  /** Points per player (the neutral tribe's are dropped). */
  points: Record<PlayerID, number>;
}

export interface ConnectionScore {
  n: number;
  factor: number;
  /** Totems per tribe on each side. */
  totemsA: Record<Tribe, number>;
  totemsB: Record<Tribe, number>;
  points: Record<PlayerID, number>;
}

export interface SettlementScore {
  player: PlayerID;
  spaces: string[];
}

/** What a half-journey or final scoring gave, for the board's scoring view. */
export interface ScoringRecord {
  kind: 'half' | 'final';
  territories: TerritoryScore[];
  connections: ConnectionScore[];
  settlements: SettlementScore[];
  road: TerritoryScore | null;
  /** Points this scoring gave each player. */
  totals: Record<PlayerID, number>;
}

export interface ExpeditionState {
  id: ExpeditionId;
  /** Who completed it, first then second. */
  achievers: PlayerID[];
}

export interface IwariResult {
  winner?: PlayerID;
  winners: PlayerID[];
  draw?: true;
  scores: Record<PlayerID, number>;
  breakdown: Record<PlayerID, Record<string, number>>;
}

export interface IwariSecret {
  /** The draw deck, the next card last. */
  deck: Biome[];
}

export interface IwariState {
  options: TableOptions;
  mapId: MapId;
  /** The host's printed map, when this match plays on it instead of the base stand-in (never changed). */
  printedMap: IwariPrinted | null;
  playOrder: PlayerID[];
  /** The tribes on the board: the seats, and NEUTRAL in a two-player game. */
  tribes: Tribe[];
  firstPlayer: PlayerID;
  /** Connections covered by a mountain (never scored). */
  mountains: number[];

  /** Each seat's hand in canonical order; in a view, other seats' hands are empty. */
  hands: Record<PlayerID, Biome[]>;
  handSizes: Record<PlayerID, number>;
  /** Face-up cards, by slot. */
  display: Biome[];
  /** Played and discarded cards, face up, per biome. */
  discard: Record<Biome, number>;
  /** Cards out of the game for this player count, per biome. */
  removed: Record<Biome, number>;
  deckSize: number;
  /** How many times the deck has run out (1: half journey scored; 2: the end is triggered). */
  exhaustions: number;

  /** Space id -> the tribe whose tent stands there. */
  tents: Record<string, Tribe>;
  /** Territory id -> tribe -> totems on its circle. */
  totems: Record<string, Record<Tribe, number>>;
  supply: Record<Tribe, Supply>;

  /** Feats lying on territories and connections (keys: territory id, connection number). */
  featsOnTerritories: Record<string, Feat[]>;
  featsOnConnections: Record<string, Feat[]>;
  /** Who earned each feat, in order (empty without the module). */
  featsEarned: Record<Feat, PlayerID[]>;
  expeditions: ExpeditionState[];

  scores: Record<PlayerID, number>;
  breakdown: Record<PlayerID, ScoreBreakdown>;
  scorings: ScoringRecord[];

  turn: TurnState;
  /** Set when the end is triggered: the round is then finished. */
  endTrigger: { reason: 'deck' | 'tents'; player: PlayerID } | null;
  over: boolean;
  result: IwariResult | null;
  log: LogEntry[];
  /** null in every view. */
  secret: IwariSecret | null;
}

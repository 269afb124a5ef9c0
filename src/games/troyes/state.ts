import type { LogEntry, PlayerID } from '../../engine/contract';
import type { ActivityId, CardSpaceId } from './data/activities';
import type { CharacterId } from './data/characters';
import type { Building } from './data/common';
import type { EventId } from './data/events';
import type { TroyesPrinted } from './data/printed';
import type { TroyesOptions } from './meta';

// The whole game state. Per-seat secrets: each player's VP and characters (the
// view blanks them for every other seat until the end). Everybody's secrets live
// in `secret` (null in every view): the face-down activity cards, the event decks
// and the characters nobody was dealt.

export type { PlayerID };

export type TableOptions = { -readonly [K in keyof TroyesOptions]: TroyesOptions[K] };

/** Who stands on a space: a player, or 'n' for a neutral (grey) citizen. */
export type Occupant = PlayerID | 'n';
/** A district of the city square: a player's, or 'n' for the neutral one. */
export type DistrictId = PlayerID | 'n';

export type DieColour = 'r' | 'w' | 'y';
export interface Die {
  c: DieColour;
  v: number;
}

export interface BuildingState {
  /** Spaces 0-5; null only before the initial placement is complete. */
  spaces: (Occupant | null)[];
  /** Citizens expelled this round, lying on the building's picture. */
  lying: Occupant[];
}

export interface CardSpace {
  /** The card on this space; null while it is face down (the id is in `secret`). */
  card: ActivityId | null;
  /** Tradesmen in slot order (slot 1 first). */
  tradesmen: PlayerID[];
  /** Cubes of delayed cards, per player. */
  cubes: Record<PlayerID, number>;
}

export interface EventInPlay {
  id: EventId;
  /** One entry per cube on the card, in the order placed. */
  cubes: PlayerID[];
}

export interface PlayerState {
  deniers: number;
  influence: number;
  /** VP so far; other seats see 0 until the end (vpVisible false). */
  vp: number;
  vpVisible: boolean;
  /** Citizens in the personal supply. */
  supply: number;
  /** Dealt characters; other seats see none until the end. */
  characters: CharacterId[];
  characterCount: number;
  /** Event cards taken by countering them. */
  won: EventId[];
  /** Deniers lying in the district for passing, paid at the end of the round. */
  passMoney: number;
}

export type Phase = 'placement' | 'events' | 'actions' | 'over';

/** A decision the acting player owes before the turn goes on. */
export type Pending =
  /** Which tradesman goes on the card: a new one from the supply or one moved from another card. */
  | { kind: 'tradesman'; space: CardSpaceId; activations: number }
  /** How many activations to use, 1 to `activations` (the most the dice give and, on a card that costs something per activation, the player can pay for). */
  | { kind: 'count'; space: CardSpaceId; activations: number }
  /** Miller: how many activations count the Palace (the rest the Bishopric). */
  | { kind: 'split'; space: CardSpaceId; activations: number }
  /** Archer: where the next hit puts a cube. */
  | { kind: 'eventHits'; space: CardSpaceId; hits: number };

export interface FightState {
  /** Who fights now. */
  fighter: PlayerID;
  /** Black dice still to fight, highest first. */
  black: number[];
  /** The black dice the fighter took on and must now beat, or null while choosing. */
  taken: number[] | null;
}

export type InfluenceUse = 'reroll' | 'recruit' | 'flip';

export interface FinalScore {
  play: number;
  tradesmen: number;
  events: number;
  cathedral: number;
  characters: number;
  total: number;
}

export interface TroyesResult {
  winner?: PlayerID;
  winners: PlayerID[];
  draw?: true;
  scores: Record<PlayerID, number>;
  breakdown: Record<PlayerID, Record<string, number>>;
}

export interface TroyesSecret {
  /** The activity card lying face down on each unrevealed space. */
  faceDown: Partial<Record<CardSpaceId, ActivityId>>;
  /** Event decks, the next card last. */
  red: EventId[];
  white: EventId[];
  yellow: EventId[];
  /** Characters nobody was dealt. */
  unusedCharacters: CharacterId[];
}

export interface TroyesState {
  options: TableOptions;
  /** The host's printed values this match was made with (null: the stand-ins); public, never changed. */
  printed: TroyesPrinted | null;
  playOrder: PlayerID[];
  rounds: number;
  /** 1-based; 0 during the initial placement. */
  round: number;
  phase: Phase;
  startPlayer: PlayerID;
  /** A new number for every new player to act (the framework's turns). */
  turn: { number: number; player: PlayerID };
  buildings: Record<Building, BuildingState>;
  neutralSupply: number;
  cards: Record<CardSpaceId, CardSpace>;
  /** cathedral[column][level]: whose cube, column 0 for die value 1. */
  cathedral: (PlayerID | null)[][];
  /** The event row, Pillage first. */
  events: EventInPlay[];
  /** Cards left in each event deck (public counts). */
  decks: { red: number; white: number; yellow: number };
  /** The city square: each district's dice. */
  square: Record<DistrictId, Die[]>;
  /** The snake draft of the initial placement. */
  draft: { order: PlayerID[]; index: number } | null;
  fight: FightState | null;
  /** Players who passed this round. */
  passed: PlayerID[];
  pending: Pending | null;
  /** Influence uses made by the acting player before this action or fight. */
  influenceUsed: InfluenceUse[];
  players: Record<PlayerID, PlayerState>;
  log: LogEntry[];
  final: Record<PlayerID, FinalScore> | null;
  result: TroyesResult | null;
  /** null in every view. */
  secret: TroyesSecret | null;
}

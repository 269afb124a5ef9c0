// The game state and its initial value. Plain JSON only (boardgame.io stores and
// sends it as is).
import type { LogEntry } from '../../engine/contract/messages';
import { resolveOptions, type ResolvedOptions } from '../../engine/contract/options';
import {
  FIXED_SPACES,
  NEUTRAL_SPACES,
  ROAD_LENGTH,
  START_CUBES,
  START_DENIERS,
  START_FAVOUR_COLUMN_LIMIT,
  START_SPACE,
  WORKERS_PER_PLAYER,
} from './data/board';
import type { SectionId, SingleSpecialId, Track } from './data/board';
import { PRESTIGE, STONE, WOOD } from './data/buildings';
import type { Cube } from './data/buildings';
import { caylusOptions } from './meta';

export type PlayerID = string;

/**
 * The table options as the rules read them: the values resolved from the one
 * declaration in meta.ts, with the Lawyer's points as a number.
 */
export type CaylusOptions = Omit<ResolvedOptions<typeof caylusOptions>, 'lawyerVp'> & { readonly lawyerVp: number };

export function rulesOptions(resolved: ResolvedOptions<typeof caylusOptions>): CaylusOptions {
  return { ...resolved, lawyerVp: Number(resolved.lawyerVp) };
}

/** Every option at the declaration's default. */
export const DEFAULT_OPTIONS: CaylusOptions = rulesOptions(resolveOptions(caylusOptions, {}));

export interface PlayerState {
  deniers: number;
  cubes: Record<Cube, number>;
  vp: number;
  workersHome: number;
  /** Column reached on each favour track (0 = start space). */
  favours: Record<Track, number>;
  /** Tracks already used in the current phase (favours in one phase go on different tracks). */
  tracksUsed: Track[];
}

export interface RoadSpace {
  building: string | null;
  owner: PlayerID | null;
  worker: PlayerID | null;
}

/** Where a worker can be placed or moved by the Gate: a special building or a road space. */
export type Spot = SingleSpecialId | 'stables' | 'inn' | 'castle' | number;

/** The decision the game waits for, and who must take it. */
export type Decision =
  | { kind: 'place'; player: PlayerID }
  | { kind: 'gate'; player: PlayerID }
  | { kind: 'guild'; player: PlayerID }
  | { kind: 'joust'; player: PlayerID }
  | { kind: 'inn'; player: PlayerID }
  | { kind: 'bribe'; player: PlayerID }
  | {
      kind: 'produce' | 'ownerBonus' | 'sell' | 'buy' | 'construct' | 'convert' | 'prestige' | 'trade' | 'alchemy';
      player: PlayerID;
      space: number;
    }
  | { kind: 'castle'; player: PlayerID }
  | { kind: 'favour'; player: PlayerID }
  | { kind: 'favourResource' | 'favourBuilding'; player: PlayerID; column: number };

export type DecisionKind = Decision['kind'];

const KINDS: Readonly<Record<DecisionKind, true>> = {
  place: true,
  gate: true,
  guild: true,
  joust: true,
  inn: true,
  bribe: true,
  produce: true,
  ownerBonus: true,
  sell: true,
  buy: true,
  construct: true,
  convert: true,
  prestige: true,
  trade: true,
  alchemy: true,
  castle: true,
  favour: true,
  favourResource: true,
  favourBuilding: true,
};

/** Every decision kind (the record above makes the compiler check that none is missing). */
export const DECISION_KINDS = Object.keys(KINDS) as readonly DecisionKind[];

/** Where the turn stands; each phase walks a cursor. */
export type Step =
  | { phase: 'placement'; next: number }
  | { phase: 'specials'; index: number }
  | { phase: 'provost'; index: number }
  | { phase: 'road'; space: number; sub: 'act' | 'bonus' | 'done' }
  | { phase: 'castle'; index: number }
  | { phase: 'endOfTurn'; scored: boolean }
  | { phase: 'over' };

export interface PendingFavours {
  player: PlayerID;
  count: number;
  /** Highest column reachable, fixed when the favours were earned. */
  limit: number;
}

/** The end of the game (the spec's result, ctx.gameover), in the shape the site's end screen reads. */
export interface GameResult {
  winners: PlayerID[];
  winner?: PlayerID;
  /** Set when every player shares the first place. */
  draw?: boolean;
  scores: Record<PlayerID, number>;
  /** Points scored during play, then the final-scoring categories. */
  breakdown: Record<PlayerID, { play: number; gold: number; cubes: number; deniers: number }>;
}

export interface CaylusState {
  options: CaylusOptions;
  turn: number;
  turnOrder: PlayerID[];
  players: Record<PlayerID, PlayerState>;
  /** Road spaces 1..28 at indexes 0..27 (use roadSpace()). */
  road: RoadSpace[];
  specials: Record<SingleSpecialId, PlayerID | null>;
  stables: PlayerID[];
  inn: { left: PlayerID | null; right: PlayerID | null };
  /** Castle workers in arrival order. */
  castleWorkers: PlayerID[];
  /** Passing order this turn (the bridge). */
  bridge: PlayerID[];
  provost: number;
  bailiff: number;
  /** Owners of the houses in each castle section, in building order. */
  castle: Record<SectionId, PlayerID[]>;
  scoredSections: SectionId[];
  favourColumnLimit: number;
  /** Wood, stone and prestige tiles still available to build. */
  supply: string[];
  jousted: boolean;
  /** Houses each player put in the castle this turn (best builder's favour). */
  castleBuilt: Record<PlayerID, number>;
  favourQueue: PendingFavours[];
  /** The phase whose favours players are choosing (tracks reset when it changes). */
  favourPhase: string;
  /** Lawyer conversions waiting for the target's worker to leave. */
  pendingConversions: { space: number; player: PlayerID }[];
  step: Step;
  decision: Decision | null;
  log: LogEntry[];
  result: GameResult | null;
}

export function roadSpace(G: CaylusState, space: number): RoadSpace {
  return G.road[space - 1];
}

export function emptyCubes(): Record<Cube, number> {
  return { food: 0, wood: 0, stone: 0, cloth: 0, gold: 0 };
}

/**
 * The state before the first income: `turnOrder` and `neutralOrder` come already
 * shuffled from the framework's random source.
 */
export function createState(turnOrder: PlayerID[], neutralOrder: string[], options: CaylusOptions): CaylusState {
  const deniers = START_DENIERS[turnOrder.length];
  if (!deniers) throw new Error(`Caylus is for 2 to 5 players, not ${turnOrder.length}`);
  const players: Record<PlayerID, PlayerState> = {};
  turnOrder.forEach((p, i) => {
    const cubes = emptyCubes();
    for (const [c, n] of Object.entries(START_CUBES)) cubes[c as Cube] = n ?? 0;
    players[p] = {
      deniers: deniers[i],
      cubes,
      vp: 0,
      workersHome: WORKERS_PER_PLAYER,
      favours: { prestige: 0, deniers: 0, resources: 0, buildings: 0 },
      tracksUsed: [],
    };
  });
  const road: RoadSpace[] = [];
  for (let space = 1; space <= ROAD_LENGTH; space++) {
    const neutral = (NEUTRAL_SPACES as readonly number[]).includes(space) ? neutralOrder[space - 1] : null;
    road.push({ building: neutral ?? FIXED_SPACES[space] ?? null, owner: null, worker: null });
  }
  const supply = [...WOOD, ...STONE, ...PRESTIGE]
    .map((b) => b.id)
    .filter((id) => id !== 'jeweller' || options.jeweller);
  return {
    options,
    turn: 0,
    turnOrder: [...turnOrder],
    players,
    road,
    specials: { gate: null, tradingPost: null, guild: null, jousting: null },
    stables: [],
    inn: { left: null, right: null },
    castleWorkers: [],
    bridge: [],
    provost: START_SPACE,
    bailiff: START_SPACE,
    castle: { dungeon: [], walls: [], towers: [] },
    scoredSections: [],
    favourColumnLimit: START_FAVOUR_COLUMN_LIMIT,
    supply,
    jousted: false,
    castleBuilt: {},
    favourQueue: [],
    favourPhase: 'placement',
    pendingConversions: [],
    step: { phase: 'placement', next: 0 },
    decision: null,
    log: [],
    result: null,
  };
}

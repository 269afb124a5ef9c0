import type { Rng } from '../../engine/contract';
import { ACTIVITY_CARDS, CARD_SPACES, spaceColour, spaceLevel, type CardSpaceId } from './data/activities';
import { TWO_PLAYER_NEUTRALS } from './data/buildings';
import { CHARACTERS, type CharacterId } from './data/characters';
import { BUILDINGS, type Building } from './data/common';
import { deckCards, type EventId } from './data/events';
import type { TroyesPrinted } from './data/printed';
import { NEUTRAL_CITIZENS, PER_PLAYER_COUNT, STARTING_DENIERS, STARTING_INFLUENCE } from './data/setup';
import { CATHEDRAL_COLUMNS, CATHEDRAL_LEVELS } from './constants';
import type { TroyesOptions } from './meta';
import type { BuildingState, CardSpace, PlayerID, PlayerState, TroyesSecret, TroyesState } from './state';
import { log } from './ui';

// Setting up a game (reference §2). The randomness: the start player, the
// character deal, the nine activity cards and the event decks. Everything dealt
// face down goes into `secret` (or a player's own characters), which no view shows.

/** The snake draft (§2.2 step 8): clockwise from the start player, then back, `rounds` times. */
export function snakeOrder(playOrder: readonly PlayerID[], start: PlayerID, rounds: number): PlayerID[] {
  const i = playOrder.indexOf(start);
  const seats = [...playOrder.slice(i), ...playOrder.slice(0, i)];
  const out: PlayerID[] = [];
  for (let r = 0; r < rounds; r++) out.push(...(r % 2 === 0 ? seats : [...seats].reverse()));
  return out;
}

function newPlayer(citizens: number, characters: CharacterId[]): PlayerState {
  return {
    deniers: STARTING_DENIERS,
    influence: STARTING_INFLUENCE,
    vp: 0,
    vpVisible: true,
    supply: citizens,
    characters,
    characterCount: characters.length,
    won: [],
    passMoney: 0,
  };
}

export function createInitialState(
  playOrder: readonly PlayerID[],
  options: TroyesOptions,
  rng: Rng,
  printed: TroyesPrinted | null = null,
): TroyesState {
  const n = playOrder.length;
  const cfg = PER_PLAYER_COUNT[n];
  if (!cfg) throw new Error(`Troyes is for 2 to 4 players, not ${n}`);
  const start = playOrder[Math.floor(rng.number() * n)];

  const deal = rng.shuffle(CHARACTERS.map((c) => c.id));
  const players: Record<PlayerID, PlayerState> = {};
  for (const p of playOrder) players[p] = newPlayer(cfg.citizens, deal.splice(0, cfg.characters));

  const faceDown: Partial<Record<CardSpaceId, (typeof ACTIVITY_CARDS)[number]['id']>> = {};
  const cards = {} as Record<CardSpaceId, CardSpace>;
  for (const space of CARD_SPACES) {
    const candidates = ACTIVITY_CARDS.filter(
      (c) => c.colour === spaceColour(space) && c.level === spaceLevel(space),
    ).map((c) => c.id);
    faceDown[space] = rng.shuffle(candidates)[0];
    cards[space] = { card: null, tradesmen: [], cubes: Object.fromEntries(playOrder.map((p) => [p, 0])) };
  }

  const red: EventId[] = rng.shuffle(deckCards('red').map((e) => e.id)).slice(0, cfg.rounds);
  const secret: TroyesSecret = {
    faceDown,
    red,
    white: rng.shuffle(deckCards('white').map((e) => e.id)),
    yellow: rng.shuffle(deckCards('yellow').map((e) => e.id)),
    unusedCharacters: deal,
  };

  const buildings = {} as Record<Building, BuildingState>;
  for (const b of BUILDINGS) buildings[b] = { spaces: [null, null, null, null, null, null], lying: [] };
  let neutralSupply = NEUTRAL_CITIZENS;
  if (cfg.neutralsFirst > 0) {
    for (const b of BUILDINGS) {
      for (const s of TWO_PLAYER_NEUTRALS[b]) buildings[b].spaces[s] = 'n';
      neutralSupply -= TWO_PLAYER_NEUTRALS[b].length;
    }
  }

  const order = snakeOrder(playOrder, start, cfg.citizens);
  const G: TroyesState = {
    options: { ...options },
    printed,
    playOrder: [...playOrder],
    rounds: cfg.rounds,
    round: 0,
    phase: 'placement',
    startPlayer: start,
    turn: { number: 0, player: order[0] },
    buildings,
    neutralSupply,
    cards,
    cathedral: Array.from({ length: CATHEDRAL_COLUMNS }, () => new Array<PlayerID | null>(CATHEDRAL_LEVELS).fill(null)),
    events: [{ id: 'pillage', cubes: [] }],
    decks: { red: secret.red.length, white: secret.white.length, yellow: secret.yellow.length },
    square: Object.fromEntries([...playOrder, 'n'].map((d) => [d, []])),
    draft: { order, index: 0 },
    fight: null,
    passed: [],
    pending: null,
    influenceUsed: [],
    players,
    log: [],
    final: null,
    result: null,
    secret,
  };
  log(G, 'setup', { players: n, rounds: cfg.rounds, start });
  if (cfg.neutralsFirst > 0) log(G, 'neutralsPlaced', { count: cfg.neutralsFirst });
  return G;
}

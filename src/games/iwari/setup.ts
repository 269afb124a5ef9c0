import type { Rng } from '../../engine/contract';
import { BIOMES, cardsInPlay, removedPerBiome, sortCards, type Biome } from './data/biomes';
import { EXPEDITION_IDS, EXPEDITIONS_IN_PLAY } from './data/expeditions';
import { mapById, type MapId } from './data/maps';
import type { IwariPrinted } from './data/maps/printed';
import { DISPLAY_SIZE, HAND_SIZE, NEUTRAL_TENTS, TENTS_PER_PLAYER, TOTEMS_PER_TRIBE } from './constants';
import type { IwariOptions } from './meta';
import { noFeatsEarned } from './feats';
import { NEUTRAL, type IwariState, type PlayerID, type ScoreBreakdown, type Supply, type Tribe } from './state';
import { log } from './ui';

// Setting up a game (reference §4): the map and its mountains, the cards for the
// player count shuffled into the deck, three cards each, four on display, a random
// first player, and the optional modules. The only randomness: the mountains, the
// shuffle, the first player and the expedition cards, from the framework's rng.

/**
 * Mountain kinds in play for a player count (§3.4): all four with two players [C];
 * for more, a k-peak symbol is active when players ≤ 6 − k [S].
 */
export function mountainKinds(players: number): number[] {
  return [1, 2, 3, 4].filter((k) => players <= 6 - k);
}

/** Covers one of the two connections of each active kind, at random (the printed map's own table when given). */
export function placeMountains(mapId: MapId, players: number, rng: Rng, printed: IwariPrinted | null = null): number[] {
  const map = printed?.map ?? mapById(mapId);
  if (!map.usesMountains) return [];
  const out: number[] = [];
  const active = printed ? printed.mountains[players as 2 | 3 | 4 | 5] : mountainKinds(players);
  for (const kind of active) {
    const candidates = map.connections.filter((c) => c.mountain === kind).map((c) => c.n);
    out.push(candidates[Math.floor(rng.number() * candidates.length)]);
  }
  return out.sort((a, b) => a - b);
}

const emptyBreakdown = (): ScoreBreakdown => ({
  halfJourney: 0,
  tents: 0,
  totems: 0,
  settlements: 0,
  road: 0,
  expeditions: 0,
});

export function createInitialState(
  playOrder: readonly PlayerID[],
  options: IwariOptions,
  rng: Rng,
  printed: IwariPrinted | null = null,
): IwariState {
  const n = playOrder.length;
  const mapId = options.map;
  // The host's printed map takes the place of the base map's stand-in; the other maps stay.
  const printedMap = mapId === 'standinA' ? printed : null;
  const map = printedMap?.map ?? mapById(mapId);
  const mountains = placeMountains(mapId, n, rng, printedMap);

  const inPlay = cardsInPlay(n);
  const cards: Biome[] = [];
  for (const b of BIOMES) for (let i = 0; i < inPlay[b]; i++) cards.push(b);
  const deck = rng.shuffle(cards);
  const hands: Record<PlayerID, Biome[]> = {};
  for (const p of playOrder) hands[p] = sortCards(deck.splice(deck.length - HAND_SIZE, HAND_SIZE));
  const display = deck.splice(deck.length - DISPLAY_SIZE, DISPLAY_SIZE);
  const firstPlayer = playOrder[Math.floor(rng.number() * n)];
  const expeditions = options.expeditions
    ? rng
        .shuffle(EXPEDITION_IDS)
        .slice(0, EXPEDITIONS_IN_PLAY)
        .map((id) => ({ id, achievers: [] }))
    : [];

  const tribes: Tribe[] = n === 2 ? [...playOrder, NEUTRAL] : [...playOrder];
  const supply: Record<Tribe, Supply> = {};
  for (const t of tribes)
    supply[t] = { tents: t === NEUTRAL ? NEUTRAL_TENTS : TENTS_PER_PLAYER, totems: TOTEMS_PER_TRIBE };
  const removed = {} as Record<Biome, number>;
  for (const b of BIOMES) removed[b] = removedPerBiome(n);

  const G: IwariState = {
    options: { ...options },
    mapId,
    printedMap,
    playOrder: [...playOrder],
    tribes,
    firstPlayer,
    mountains,
    hands,
    handSizes: Object.fromEntries(playOrder.map((p) => [p, hands[p].length])),
    display,
    discard: Object.fromEntries(BIOMES.map((b) => [b, 0])) as Record<Biome, number>,
    removed,
    deckSize: deck.length,
    exhaustions: 0,
    tents: {},
    totems: Object.fromEntries(map.territories.map((t) => [t.id, {}])),
    supply,
    featsOnTerritories: {},
    featsOnConnections: {},
    featsEarned: noFeatsEarned(),
    expeditions,
    scores: Object.fromEntries(playOrder.map((p) => [p, 0])),
    breakdown: Object.fromEntries(playOrder.map((p) => [p, emptyBreakdown()])),
    scorings: [],
    turn: { number: 0, player: firstPlayer, step: 'act', draws: 0, feats: [], neutralOwed: false },
    endTrigger: null,
    over: false,
    result: null,
    log: [],
    secret: { deck },
  };
  log(G, 'setup', {
    players: n,
    map: mapId,
    mountains,
    first: firstPlayer,
    feats: options.feats,
    expeditions: expeditions.map((e) => e.id),
  });
  return G;
}

// Royal favours: choosing a track and applying one column's effect (reference §5).
import {
  FAVOUR_BUILD_STONE_COLUMN,
  FAVOUR_BUILD_WOOD_COLUMN,
  FAVOUR_COLUMNS,
  FAVOUR_CONVERT_COLUMN,
  FAVOUR_DENIERS,
  FAVOUR_EXCHANGE_COLUMN,
  FAVOUR_PRESTIGE_COLUMN,
  FAVOUR_PRESTIGE_VP,
  FAVOUR_RESOURCES,
  TRACKS,
} from './data/board';
import type { Track } from './data/board';
import { BASIC_CUBES, CUBES } from './data/buildings';
import type { BasicCube, Cube } from './data/buildings';
import type { CaylusState, PlayerID } from './state';
import { legalConstructions, legalConversionTargets, legalPrestige } from './construction';
import type { ConstructionChoice, PrestigeChoice } from './construction';
import { addVp, gainCubes, log, payCubes } from './stock';

/** Price of the Lawyer effect taken on the buildings track: one cloth, no denier. */
export const FAVOUR_CONVERT_PRICE = { deniers: 0, cloth: 1 } as const;

/** Tracks player p may still choose in this phase (a maxed or blocked track is still a choice). */
export function legalFavourTracks(G: CaylusState, p: PlayerID): Track[] {
  const used = G.players[p].tracksUsed;
  return TRACKS.filter((t) => !used.includes(t));
}

/** Takes the head favour of the queue on `track`; returns the column now reached. */
export function chooseFavourTrack(G: CaylusState, p: PlayerID, track: Track): number {
  const head = G.favourQueue[0];
  if (!head || head.player !== p) throw new Error('no favour to choose');
  head.count--;
  if (head.count === 0) G.favourQueue.shift();
  const me = G.players[p];
  me.tracksUsed.push(track);
  if (me.favours[track] < Math.min(head.limit, FAVOUR_COLUMNS)) me.favours[track]++;
  const column = me.favours[track];
  log(G, 'favourTrack', { player: p, track, column });
  if (track === 'prestige') {
    // A lower column is never better on the points and deniers tracks.
    const vp = FAVOUR_PRESTIGE_VP[column - 1];
    addVp(G, p, vp);
    log(G, 'favourVp', { player: p, vp });
  } else if (track === 'deniers') {
    const deniers = FAVOUR_DENIERS[column - 1];
    me.deniers += deniers;
    log(G, 'favourDeniers', { player: p, deniers });
  }
  return column;
}

export type FavourResourceChoice =
  | { kind: 'take'; cube: Cube }
  | { kind: 'exchange'; give: Cube; take: [BasicCube, BasicCube] };

/** Effects of the resources track up to `column`. Column 4 lists each exchange once (taken cubes in BASIC_CUBES order). */
export function legalFavourResources(G: CaylusState, p: PlayerID, column: number): FavourResourceChoice[] {
  const out: FavourResourceChoice[] = [];
  for (let col = 1; col <= column; col++) {
    for (const cube of FAVOUR_RESOURCES[col] ?? []) out.push({ kind: 'take', cube });
  }
  if (column >= FAVOUR_EXCHANGE_COLUMN) {
    const own = G.players[p].cubes;
    for (const give of CUBES) {
      if (own[give] === 0) continue;
      for (let i = 0; i < BASIC_CUBES.length; i++) {
        for (let j = i; j < BASIC_CUBES.length; j++)
          out.push({ kind: 'exchange', give, take: [BASIC_CUBES[i], BASIC_CUBES[j]] });
      }
    }
  }
  return out;
}

export function applyFavourResource(G: CaylusState, p: PlayerID, choice: FavourResourceChoice): void {
  if (choice.kind === 'take') {
    gainCubes(G, p, { [choice.cube]: 1 });
    log(G, 'favourCube', { player: p, cube: choice.cube });
    return;
  }
  payCubes(G, p, { [choice.give]: 1 });
  const [a, b] = choice.take;
  gainCubes(G, p, a === b ? { [a]: 2 } : { [a]: 1, [b]: 1 });
  log(G, 'favourExchange', { player: p, give: choice.give, cubes: [a, b] });
}

export type FavourBuildingChoice =
  | { kind: 'wood' | 'stone'; choice: ConstructionChoice }
  | { kind: 'convert'; space: number }
  | { kind: 'prestige'; choice: PrestigeChoice };

/** Effects of the buildings track up to `column` (column 1 is "nothing", always available as declining). */
export function legalFavourBuildings(G: CaylusState, p: PlayerID, column: number): FavourBuildingChoice[] {
  const out: FavourBuildingChoice[] = [];
  if (column >= FAVOUR_BUILD_WOOD_COLUMN) {
    for (const choice of legalConstructions(G, p, 'wood', 'wood')) out.push({ kind: 'wood', choice });
  }
  if (column >= FAVOUR_BUILD_STONE_COLUMN) {
    for (const choice of legalConstructions(G, p, 'stone', 'stone')) out.push({ kind: 'stone', choice });
  }
  if (column >= FAVOUR_CONVERT_COLUMN) {
    for (const space of legalConversionTargets(G, p, FAVOUR_CONVERT_PRICE)) out.push({ kind: 'convert', space });
  }
  if (column >= FAVOUR_PRESTIGE_COLUMN) {
    for (const choice of legalPrestige(G, p)) out.push({ kind: 'prestige', choice });
  }
  return out;
}

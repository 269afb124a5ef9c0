// Phase 6: building the castle (reference §7).
import { CASTLE_PENALTY, SECTIONS } from './data/board';
import type { SectionDef } from './data/board';
import type { Cube } from './data/buildings';
import type { CaylusState, PlayerID } from './state';
import { grantFavours } from './grant';
import { addVp, log, loseVp, payCubes } from './stock';

/** Builders work on the first unscored section with a free piece; null when no piece remains. */
export function sectionUnderConstruction(G: CaylusState): SectionDef | null {
  return SECTIONS.find((s) => !G.scoredSections.includes(s.id) && G.castle[s.id].length < s.pieces) ?? null;
}

/** The two non-food cubes of a batch (a batch is food + two other different kinds). */
const BATCH_PARTNERS: readonly (readonly [Cube, Cube])[] = [
  ['wood', 'stone'],
  ['wood', 'cloth'],
  ['wood', 'gold'],
  ['stone', 'cloth'],
  ['stone', 'gold'],
  ['cloth', 'gold'],
];

export function legalCastleBatches(G: CaylusState, p: PlayerID): [Cube, Cube][] {
  if (!sectionUnderConstruction(G)) return [];
  const own = G.players[p].cubes;
  if (own.food < 1) return [];
  return BATCH_PARTNERS.filter(([a, b]) => own[a] > 0 && own[b] > 0).map(([a, b]) => [a, b]);
}

export function buildBatch(G: CaylusState, p: PlayerID, a: Cube, b: Cube): void {
  const section = sectionUnderConstruction(G);
  if (!section) throw new Error('castle complete');
  payCubes(G, p, { food: 1, [a]: 1, [b]: 1 });
  G.castle[section.id].push(p);
  addVp(G, p, section.vpPerPiece);
  G.castleBuilt[p] = (G.castleBuilt[p] ?? 0) + 1;
  log(G, 'castleBatch', { player: p, section: section.id, cubes: ['food', a, b], vp: section.vpPerPiece });
}

/** A castle worker who built nothing loses 2, unless no piece was left to build (§12.13). */
export function finishCastle(G: CaylusState, p: PlayerID): void {
  if ((G.castleBuilt[p] ?? 0) > 0) return;
  if (!sectionUnderConstruction(G)) {
    log(G, 'castleFull', { player: p });
    return;
  }
  const vp = loseVp(G, p, CASTLE_PENALTY);
  // A score of 0 has nothing to lose: say so rather than "loses 0 points".
  if (vp === 0) log(G, 'castlePenaltyNone', { player: p });
  else log(G, 'castlePenalty', { player: p, vp });
}

/** Most houses this turn gets a favour; ties go to the earliest arrival. */
export function bestBuilder(G: CaylusState): PlayerID | null {
  let best: PlayerID | null = null;
  let most = 0;
  for (const p of G.castleWorkers) {
    const n = G.castleBuilt[p] ?? 0;
    if (n > most) {
      best = p;
      most = n;
    }
  }
  return best;
}

export function awardBestBuilder(G: CaylusState): void {
  const p = bestBuilder(G);
  if (p === null) return;
  log(G, 'castleBest', { player: p, houses: G.castleBuilt[p] ?? 0 });
  grantFavours(G, p, 1, 'castle');
}

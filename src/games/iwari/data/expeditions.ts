// The stand-in expedition set (reference §7.2, [S]): eight invented missions with
// their points for the first and the second player to complete them. No printed
// expedition card is known; these only give the module something to play with.

export const EXPEDITION_IDS = ['E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'E7', 'E8'] as const;
export type ExpeditionId = (typeof EXPEDITION_IDS)[number];

export interface Expedition {
  id: ExpeditionId;
  /** Points for the first and the second player to complete it. */
  points: readonly [number, number];
}

export const EXPEDITIONS: Readonly<Record<ExpeditionId, Expedition>> = {
  E1: { id: 'E1', points: [5, 3] }, // tents in territories of all 5 biomes
  E2: { id: 'E2', points: [5, 3] }, // a settlement of 6+ tents
  E3: { id: 'E3', points: [4, 2] }, // a settlement spanning 3 territories
  E4: { id: 'E4', points: [5, 3] }, // the tent majority (ties count) in 3 territories
  E5: { id: 'E5', points: [4, 2] }, // totems in 4 different territories
  E6: { id: 'E6', points: [4, 2] }, // all 8 totems placed
  E7: { id: 'E7', points: [3, 1] }, // the only tribe in a territory, with 3+ tents there
  E8: { id: 'E8', points: [3, 1] }, // tents in 2 territories joined by a water connection
};

/** Expedition cards revealed at setup. */
export const EXPEDITIONS_IN_PLAY = 3;

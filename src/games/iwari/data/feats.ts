// The feats module (reference §7.1): six wooden feats, each adding 1 to the scoring
// factor of the territory or connection it lies on.

export const FEATS = ['union', 'discovery', 'honour', 'respect'] as const;
export type Feat = (typeof FEATS)[number];

/** How many of each feat the box holds: the first and second players earn Union and Discovery. */
export const FEAT_COPIES: Readonly<Record<Feat, number>> = { union: 2, discovery: 2, honour: 1, respect: 1 };

/** Where a feat goes: Union and Discovery on a territory, Honour and Respect on a connection. */
export const FEAT_TARGET: Readonly<Record<Feat, 'territory' | 'connection'>> = {
  union: 'territory',
  discovery: 'territory',
  honour: 'connection',
  respect: 'connection',
};

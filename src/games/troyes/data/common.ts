// Names shared by the data tables and the rules.

export type Colour = 'red' | 'white' | 'yellow';
export const COLOURS: readonly Colour[] = ['red', 'white', 'yellow'];

/**
 * Where a value comes from: the reference's confidence tag, a stand-in chosen by us
 * (RULES.md, "Values not yet verified"), or the host's file of printed values.
 */
export type Source = 'V' | 'B' | 'S' | 'R' | 'stand-in' | 'printed';

export type Building = 'palace' | 'bishopric' | 'cityhall';
export const BUILDINGS: readonly Building[] = ['palace', 'bishopric', 'cityhall'];

/** The die colour each building produces (reference §3 [V]). */
export const BUILDING_COLOUR: Readonly<Record<Building, Colour>> = {
  palace: 'red',
  bishopric: 'white',
  cityhall: 'yellow',
};

// The shape of a game's strings: one plain object per language in
// src/games/<id>/i18n/<language>.ts, read by i18next as the namespace `<id>`.
// Types only, so that the strings files, the client and the tests share them
// without importing each other.

/** A game's strings in one language: `{ log: {...}, prompt: {...}, ... }`. */
export type GameStrings = { [key: string]: string | GameStrings };

/** The rules in brief, as the rules page shows them (a game's `rules` strings). */
export interface RulesSummary {
  goal: string;
  sections: { title: string; points: string[] }[];
}

/**
 * What the home page shows of a game in one language: each strings file exports
 * it apart as `info` (and holds it under `info` too), so that the page loads these
 * few words without the rest.
 */
export interface GameInfoStrings {
  description: string;
}

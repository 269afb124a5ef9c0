// The `listItem` names of the Troyes strings (what log lists and a lost die are
// shown as), the same in every language but for the order of a die's colour and
// value: each language's file builds its section here, translating only through
// the nested keys (`colour.*`, `characters.*`).
const COLOURS = ['r', 'w', 'y'] as const;
const VALUES = [1, 2, 3, 4, 5, 6] as const;
/** The characters' ids (src/games/troyes/data/characters.ts); their names are each language's `characters.*`. */
const CHARACTER_IDS = ['hugues', 'thibaut', 'urbain', 'florentin', 'chretien', 'henri'] as const;

/** Every die's code (`r4`) named by `die`, and each character by its name. */
export function troyesListItems(die: (colour: (typeof COLOURS)[number], value: number) => string) {
  return {
    ...Object.fromEntries(COLOURS.flatMap((c) => VALUES.map((v) => [`${c}${v}`, die(c, v)]))),
    characters: Object.fromEntries(CHARACTER_IDS.map((id) => [id, `$t(troyes:characters.${id})`])),
  };
}

// Table options, declared once per game: the lobby's fields, the validation of
// setupData and the typed values the game's setup receives all come from one
// declaration of ids and values. The words are not here: a game's option texts are
// its strings' `option.<id>.label`, `.help` and `.choice.<value>`
// (src/games/<id>/i18n/<language>.ts); the table's own options' are the site's
// (`common:tableOption.<id>`).

export interface BooleanOption {
  kind: 'boolean';
  default: boolean;
}

export interface ChoiceOption<V extends string = string> {
  kind: 'choice';
  default: V;
  /** The values offered, in the lobby's order. */
  choices: readonly V[];
}

export type OptionDecl = BooleanOption | ChoiceOption;
export type OptionsDecl = Readonly<Record<string, OptionDecl>>;

/** The values a game's setup receives: booleans, or the literal values of a choice. */
export type ResolvedOptions<O extends OptionsDecl> = {
  readonly [K in keyof O]: O[K] extends { kind: 'boolean' }
    ? boolean
    : O[K] extends { choices: readonly (infer V)[] }
      ? V
      : never;
};

/** A table option as the lobby lists it (the declaration with its id). */
export type TableOption = (BooleanOption & { id: string }) | (ChoiceOption & { id: string });

export type SetupValues = Record<string, string | boolean>;

/** Keeps the literal types of a declaration (`choice` values, defaults). */
export function defineOptions<const O extends OptionsDecl>(options: O): O {
  return options;
}

export function optionList(options: OptionsDecl): readonly TableOption[] {
  return Object.entries(options).map(([id, o]) => ({ ...o, id }) as TableOption);
}

const own = (o: object, key: string) => Object.hasOwn(o, key);

/** Why setupData does not fit the declaration (unknown key, wrong kind or value), or undefined. */
export function checkOptions(options: OptionsDecl, setupData: unknown): string | undefined {
  if (setupData === undefined || setupData === null) return undefined;
  if (typeof setupData !== 'object' || Array.isArray(setupData)) return 'setupData must be an object';
  for (const [key, value] of Object.entries(setupData as Record<string, unknown>)) {
    if (!own(options, key)) return `unknown option ${key}`;
    const option = options[key];
    if (option.kind === 'boolean' && typeof value !== 'boolean') return `option ${key} must be true or false`;
    if (option.kind === 'choice' && !option.choices.includes(value as string)) {
      return `option ${key} must be one of ${option.choices.join(', ')}`;
    }
  }
  return undefined;
}

/** The options' values with the declared defaults filled in; anything invalid falls back to its default. */
export function resolveOptions<O extends OptionsDecl>(options: O, setupData: unknown): ResolvedOptions<O> {
  const given = (setupData && typeof setupData === 'object' && !Array.isArray(setupData) ? setupData : {}) as Record<
    string,
    unknown
  >;
  const out: Record<string, string | boolean> = {};
  for (const [id, option] of Object.entries(options)) {
    const v = own(given, id) ? given[id] : undefined;
    out[id] =
      option.kind === 'boolean'
        ? typeof v === 'boolean'
          ? v
          : option.default
        : typeof v === 'string' && option.choices.includes(v)
          ? v
          : option.default;
  }
  return out as ResolvedOptions<O>;
}

/** Every option at its default, as setupData. */
export function defaultSetup(options: OptionsDecl): SetupValues {
  return Object.fromEntries(Object.entries(options).map(([id, o]) => [id, o.default]));
}

/**
 * Options of the table rather than of the game: every game's lobby form shows them
 * after its own, setupData may carry them, and the rules never see them.
 */
export const TABLE_OPTIONS = defineOptions({
  confirmMoves: { kind: 'boolean', default: true },
  // The clocks themselves (bank and time per move of each preset) are the server's:
  // src/server/clocks/presets.ts.
  gameMode: { kind: 'choice', default: 'none', choices: ['none', 'fast', 'normal', 'slow', 'day1', 'day2', 'day3'] },
  timeOutBot: { kind: 'choice', default: 'normal', choices: ['random', 'easy', 'normal', 'hard'] },
  // Signed-in players only and no bots (the server refuses the rest): the result moves ratings.
  rated: { kind: 'boolean', default: false },
});

export type TableOptionValues = ResolvedOptions<typeof TABLE_OPTIONS>;

/** The game's options followed by the table's, as the lobby lists them. */
/** Table options that only a table on the server has: one screen keeps no clock. */
export const ONLINE_ONLY_OPTIONS: readonly string[] = ['gameMode', 'timeOutBot', 'rated'];

export function tableOptionList(
  gameOptions: readonly TableOption[],
  where: { online: boolean } = { online: true },
): readonly TableOption[] {
  const site = optionList(TABLE_OPTIONS).filter((o) => where.online || !ONLINE_ONLY_OPTIONS.includes(o.id));
  return [...gameOptions, ...site];
}

/** The table's options from a match's setupData. */
export function tableOptionValues(setupData: unknown): TableOptionValues {
  return resolveOptions(TABLE_OPTIONS, setupData);
}

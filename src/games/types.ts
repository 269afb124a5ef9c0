// The contract every game module fulfils. Plain TypeScript only: this runs on the
// server, in the browser and in workers.

/** A value that may appear in a structured log entry's parameters. */
export type LogParam = string | number | boolean | null | readonly (string | number)[];

/**
 * One line of a game's own log: a message key (rendered by the client through
 * i18next as `<gameId>.log.<key>`) and its parameters. Secret values are removed
 * by the game's playerView before they reach anyone who may not see them.
 */
export interface LogEntry {
  key: string;
  params: Record<string, LogParam>;
}

/** A table option offered when a table is created; its value goes into setupData. */
export type TableOption =
  | {
      id: string;
      kind: 'boolean';
      label: string;
      help: string;
      default: boolean;
    }
  | {
      id: string;
      kind: 'choice';
      label: string;
      help: string;
      default: string;
      choices: readonly { value: string; label: string }[];
    };

/** What the home page and lobby show about a game, without loading its rules. */
export interface GameInfo {
  id: 'caylus' | 'tikal' | 'troyes' | 'iwari';
  title: string;
  minPlayers: number;
  maxPlayers: number;
  /** Typical length of a game in minutes, [shortest, longest]. */
  minutes: readonly [number, number];
  designers: string;
  year: number;
  description: string;
  options: readonly TableOption[];
}

export type SetupValues = Record<string, string | boolean>;

/**
 * Checks setupData against a game's declared options: unknown keys and values of
 * the wrong kind are rejected. Used by each game's validateSetupData.
 */
export function validateOptions(
  options: readonly TableOption[],
  setupData: unknown,
): string | undefined {
  if (setupData === undefined || setupData === null) return undefined;
  if (typeof setupData !== 'object' || Array.isArray(setupData)) return 'setupData must be an object';
  for (const [key, value] of Object.entries(setupData as Record<string, unknown>)) {
    const option = options.find((o) => o.id === key);
    if (!option) return `unknown option ${key}`;
    if (option.kind === 'boolean' && typeof value !== 'boolean') return `option ${key} must be true or false`;
    if (option.kind === 'choice' && !option.choices.some((c) => c.value === value)) {
      return `option ${key} must be one of ${option.choices.map((c) => c.value).join(', ')}`;
    }
  }
  return undefined;
}

/** The options' values with defaults filled in. */
export function resolveOptions(options: readonly TableOption[], setupData: unknown): SetupValues {
  const given = (setupData && typeof setupData === 'object' ? setupData : {}) as Record<string, unknown>;
  const out: SetupValues = {};
  for (const option of options) {
    const v = given[option.id];
    out[option.id] = option.kind === 'boolean'
      ? (typeof v === 'boolean' ? v : option.default)
      : (typeof v === 'string' && option.choices.some((c) => c.value === v) ? v : option.default);
  }
  return out;
}

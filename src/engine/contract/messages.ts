// Log entries and prompts are data: a message key and typed parameters. Each game
// declares its messages once (key -> parameter kinds); the rules write entries
// checked against that declaration, and the client renders them through i18next
// as `<gameId>:log.<key>` / `<gameId>:prompt.<key>`, turning player parameters into
// names because the declaration says they are players (not because of their name).

export type PlayerID = string;

export type ParamKind = 'player' | 'players' | 'number' | 'text' | 'flag' | 'list';

/** A message's parameters and their kinds, e.g. `{ player: 'player', price: 'number' }`. */
export type ParamKinds = Readonly<Record<string, ParamKind>>;

/** Every message of one kind (log or prompt) a game can produce. */
export type MessageCatalogue = Readonly<Record<string, ParamKinds>>;

type ValueOf<K extends ParamKind> = K extends 'player'
  ? PlayerID
  : K extends 'players'
    ? readonly PlayerID[]
    : K extends 'number'
      ? number
      : K extends 'text'
        ? string
        : K extends 'flag'
          ? boolean
          : readonly (string | number)[];

/** The parameters a message takes; any of them may be null where a value is absent. */
export type ParamsOf<P extends ParamKinds> = { readonly [N in keyof P]: ValueOf<P[N]> | null };

/** A value stored in a log entry's or a prompt's parameters (plain JSON). */
export type LogParam = string | number | boolean | null | readonly (string | number)[];

/** One line of a game's log as it is stored in G. */
export interface LogEntry {
  key: string;
  params: Record<string, LogParam>;
}

/** What the screen asks of a seat now. */
export interface Prompt {
  key: string;
  params: Record<string, LogParam>;
}

/** A number on a player's panel; its label is `<gameId>:counter.<key>`. */
export interface Counter {
  key: string;
  value: number | string;
}

export interface Messages<
  L extends MessageCatalogue = MessageCatalogue,
  P extends MessageCatalogue = MessageCatalogue,
> {
  log: L;
  prompt: P;
  /** Keys of the counters on player panels. */
  counters: readonly string[];
  /** Categories of the end screen's score breakdown (`<gameId>:score.<category>`). */
  scores: readonly string[];
}

/** Keeps the literal kinds of a declaration. */
export function defineMessages<const L extends MessageCatalogue, const P extends MessageCatalogue>(
  messages: Messages<L, P>,
): Messages<L, P> {
  return messages;
}

/** An entry or prompt for key `K` of catalogue `C`, its parameters checked against the declaration. */
export function message<C extends MessageCatalogue, K extends keyof C & string>(
  _catalogue: C,
  key: K,
  params: ParamsOf<C[K]>,
): { key: K; params: Record<string, LogParam> } {
  return { key, params: params as Record<string, LogParam> };
}

/** A typed `log(G, key, params)` for one game's log catalogue. */
export function logWriter<C extends MessageCatalogue>(catalogue: C) {
  return <K extends keyof C & string>(G: { log: LogEntry[] }, key: K, params: ParamsOf<C[K]>): void => {
    G.log.push(message(catalogue, key, params));
  };
}

/** Whether a stored parameter fits its declared kind (null always fits). */
export function fitsKind(kind: ParamKind, value: unknown): boolean {
  if (value === null) return true;
  switch (kind) {
    case 'player':
    case 'text':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'flag':
      return typeof value === 'boolean';
    case 'players':
      return Array.isArray(value) && value.every((v) => typeof v === 'string');
    case 'list':
      return Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number');
  }
}

/** Why an entry does not fit its catalogue (unknown key, missing, extra or mistyped parameter), or null. */
export function checkMessage(
  catalogue: MessageCatalogue,
  entry: { key: string; params: Record<string, unknown> },
): string | null {
  if (!Object.hasOwn(catalogue, entry.key)) return `undeclared key ${entry.key}`;
  const kinds = catalogue[entry.key];
  for (const name of Object.keys(entry.params)) {
    if (!Object.hasOwn(kinds, name)) return `${entry.key}: undeclared parameter ${name}`;
    if (!fitsKind(kinds[name], entry.params[name])) return `${entry.key}: ${name} is not a ${kinds[name]}`;
  }
  for (const name of Object.keys(kinds)) {
    if (!(name in entry.params)) return `${entry.key}: missing parameter ${name}`;
  }
  return null;
}

import type { State } from 'boardgame.io';

// A short hash of a match's state, stored with each move (server/storage): a move
// replayed later, maybe by newer code, must reach the state with the same hash, or
// the rules changed underneath and the replay is not the game that was played.
// The game state, ctx and the random plugin's data are hashed; the other plugins'
// data follows from them (the contract's undo keeps earlier game states of the
// turn). Keys are hashed in the order they come: a state parsed from the text it was
// written as has them in the same order (storage keeps states as `json`, not jsonb).
// Pure JavaScript (cyrb53 over two lanes), so a browser can check it too.
//
// A game's log (G.log) is most of its state and grows by a line or two a move, so
// each log line is hashed once and the lines' hashes are folded in order: a move
// costs the hash of the rest of the state and of its new lines. A line is cached
// only while frozen (as boardgame.io leaves every state it made), so a cached hash
// is always of the line as it is.
//
// Two formats are read: `2:` and 16 hex digits (this one), and 16 hex digits alone,
// the hash of the whole state's JSON, log included (`wholeStateHash`).

type Hashed = Pick<State, 'G' | 'ctx' | 'plugins' | '_stateID'>;

const SEED_1 = 0xdeadbeef;
const SEED_2 = 0x41c6ce57;
const FORMAT = '2:';

function cyrb64(text: string, h1: number, h2: number): [number, number] {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  return avalanche(h1, h2);
}

function avalanche(h1: number, h2: number): [number, number] {
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return [h1 >>> 0, h2 >>> 0];
}

function hex([a, b]: [number, number]): string {
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

const lineHashes = new WeakMap<object, [number, number]>();

function lineHash(line: unknown): [number, number] {
  const frozen = typeof line === 'object' && line !== null && Object.isFrozen(line);
  const cached = frozen ? lineHashes.get(line) : undefined;
  if (cached) return cached;
  const hash = cyrb64(JSON.stringify(line) ?? 'null', SEED_1, SEED_2);
  if (frozen) lineHashes.set(line, hash);
  return hash;
}

function randomData(state: Hashed): unknown {
  return (state.plugins as Record<string, { data?: unknown } | undefined> | undefined)?.random?.data ?? null;
}

/** `2:` and 16 hex digits. */
export function stateHash(state: Hashed): string {
  const G = state.G as { log?: unknown } | null;
  const log = G !== null && typeof G === 'object' && Array.isArray(G.log) ? (G.log as unknown[]) : null;
  let rest: unknown = G;
  if (log) {
    const { log: _log, ...others } = G as Record<string, unknown>;
    rest = others;
  }
  let [h1, h2] = cyrb64(JSON.stringify([state._stateID, rest, state.ctx, randomData(state)]), SEED_1, SEED_2);
  for (const line of log ?? []) {
    const [a, b] = lineHash(line);
    h1 = Math.imul(h1 ^ a, 2654435761);
    h2 = Math.imul(h2 ^ b, 1597334677);
  }
  return FORMAT + hex(avalanche(h1 ^ (log?.length ?? 0), h2));
}

/** 16 hex digits: the whole state's JSON, log included. */
export function wholeStateHash(state: Hashed): string {
  return hex(cyrb64(JSON.stringify([state._stateID, state.G, state.ctx, randomData(state)]), SEED_1, SEED_2));
}

/** The state's hash in the format of `stored`, to compare with it. */
export function hashLike(state: Hashed, stored: string): string {
  return stored.startsWith(FORMAT) ? stateHash(state) : wholeStateHash(state);
}

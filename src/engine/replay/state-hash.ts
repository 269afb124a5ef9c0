import type { State } from 'boardgame.io';

// A short hash of a match's state, stored with each move (server/storage): a move
// replayed later, maybe by newer code, must reach the state with the same hash, or
// the rules changed underneath and the replay is not the game that was played.
// The game state, ctx and the random plugin's data are hashed; the other plugins'
// data follows from them (the contract's undo keeps earlier game states of the
// turn). Keys are hashed in the order they come: a state parsed from the text it was
// written as has them in the same order (storage keeps states as `json`, not jsonb).
// Pure JavaScript (cyrb53 over two lanes), so a browser can check it too.

function cyrb64(text: string, h1: number, h2: number): [number, number] {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return [h1 >>> 0, h2 >>> 0];
}

/** 16 hex digits. */
export function stateHash(state: Pick<State, 'G' | 'ctx' | 'plugins' | '_stateID'>): string {
  const random = (state.plugins as Record<string, { data?: unknown } | undefined> | undefined)?.random?.data;
  const text = JSON.stringify([state._stateID, state.G, state.ctx, random ?? null]);
  const [a, b] = cyrb64(text, 0xdeadbeef, 0x41c6ce57);
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

import type { Game, Plugin } from 'boardgame.io';

// boardgame.io 0.50.2 seeds each match from Date.now(), which the Lobby API's
// createdAt gives away, so future shuffles could be predicted. A user plugin named
// `random` replaces only the core random plugin's setup: every match gets its own
// 128-bit seed from the platform's cryptographic generator (Node and browsers).

export function secureSeed(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const SecureSeed: Plugin = {
  name: 'random',
  setup: () => ({ seed: secureSeed() }),
};

export function withSecureSeed<G>(game: Game<G>): Game<G> {
  return { ...game, plugins: [...(game.plugins ?? []), SecureSeed] };
}

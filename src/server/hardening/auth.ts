import { timingSafeEqual } from 'node:crypto';
import type { Server } from 'boardgame.io';

// boardgame.io checks credentials only once some seat of a match has them, so the
// seats of a table nobody has joined yet could be played by anyone. With this
// check a seat can only ever be played with the credentials its player was given.
export function authenticateCredentials(credentials: string, player: Server.PlayerMetadata | undefined): boolean {
  const expected = player?.credentials;
  if (typeof expected !== 'string' || typeof credentials !== 'string') return false;
  const a = Buffer.from(credentials);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

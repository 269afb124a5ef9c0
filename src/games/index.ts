import type { Game } from 'boardgame.io';
import { game as caylus } from './caylus/game';
import { game as tikal } from './tikal/game';

// The registry: every game the site serves. The server hosts exactly these, the
// client offers exactly these. Each Game's `name` is its id.
export const games: Game[] = [caylus as Game, tikal as Game];

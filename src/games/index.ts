import type { AnyContractGame } from '../engine/contract';
import { game as caylus } from './caylus/game';
import { game as tikal } from './tikal/game';
import { game as iwari } from './iwari/game';
import { game as troyes } from './troyes/game';

// The registry: every game the site serves, each built on the contract
// (src/engine/contract). The server hosts exactly these, the client offers exactly
// these. Each Game's `name` is its id.
export const games: AnyContractGame[] = [caylus, tikal, troyes, iwari];

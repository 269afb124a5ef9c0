import { defineGame } from '../../engine/contract';
import { tikalSpec } from './spec';

export const game = defineGame(tikalSpec);

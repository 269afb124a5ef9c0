import { defineGame } from '../contract';
import { tikalSpec } from './spec';

export const game = defineGame(tikalSpec);

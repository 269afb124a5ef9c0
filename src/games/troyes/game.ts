import { defineGame } from '../../engine/contract';
import { troyesSpec } from './spec';

export const game = defineGame(troyesSpec);

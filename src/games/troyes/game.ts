import { defineGame } from '../contract';
import { troyesSpec } from './spec';

export const game = defineGame(troyesSpec);

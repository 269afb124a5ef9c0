import { defineGame } from '../../engine/contract';
import { iwariSpec } from './spec';

export const game = defineGame(iwariSpec);

import { defineGame } from '../contract';
import { iwariSpec } from './spec';

export const game = defineGame(iwariSpec);

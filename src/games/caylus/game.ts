import { defineGame } from '../contract/defineGame';
import { caylusSpec } from './spec';

export const game = defineGame(caylusSpec);

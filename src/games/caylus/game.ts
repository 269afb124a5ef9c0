import { defineGame } from '../../engine/contract/defineGame';
import { caylusSpec } from './spec';

export const game = defineGame(caylusSpec);

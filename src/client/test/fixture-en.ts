import { fixtureEn as strings } from '../../engine/fixture/i18n/en';
import type { GameStrings } from '../../engine/i18n/types';

// The fixture game's English strings, for the client's tests: they live with the
// fixture (src/engine/fixture/i18n/en.ts). Read as i18next resources, as every
// game's are (its rules summary holds lists, which GameStrings leaves out).
export const fixtureEn = strings as unknown as GameStrings;

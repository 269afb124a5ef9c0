import { describeGameText } from '../../../engine/i18n/gameText';
import { caylusOptions } from '../meta';
import { caylusSpec } from '../spec';

// Every file here complete and faithful to the game: src/engine/i18n/gameText.ts.
describeGameText({
  gameId: 'caylus',
  messages: caylusSpec.messages,
  options: caylusOptions,
  files: import.meta.glob<Record<string, unknown>>('./[a-z][a-z].ts', { eager: true }),
});

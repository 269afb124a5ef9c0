import { describeGameText } from '../../../engine/i18n/gameText';
import { iwariOptions } from '../meta';
import { iwariSpec } from '../spec';

// Every file here complete and faithful to the game: src/engine/i18n/gameText.ts.
describeGameText({
  gameId: 'iwari',
  messages: iwariSpec.messages,
  options: iwariOptions,
  files: import.meta.glob<Record<string, unknown>>('./[a-z][a-z].ts', { eager: true }),
});

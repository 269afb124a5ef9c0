import { describeGameText } from '../../../engine/i18n/gameText';
import { troyesOptions } from '../meta';
import { troyesSpec } from '../spec';

// Every file here complete and faithful to the game: src/engine/i18n/gameText.ts.
describeGameText({
  gameId: 'troyes',
  messages: troyesSpec.messages,
  options: troyesOptions,
  files: import.meta.glob<Record<string, unknown>>('./[a-z][a-z].ts', { eager: true }),
});

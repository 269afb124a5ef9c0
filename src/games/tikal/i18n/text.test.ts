import { describeGameText } from '../../../engine/i18n/gameText';
import { tikalOptions } from '../meta';
import { tikalSpec } from '../spec';

// Every file here complete and faithful to the game: src/engine/i18n/gameText.ts.
describeGameText({
  gameId: 'tikal',
  messages: tikalSpec.messages,
  options: tikalOptions,
  files: import.meta.glob<Record<string, unknown>>('./[a-z][a-z].ts', { eager: true }),
});

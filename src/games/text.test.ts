import { describeGameText } from '../engine/i18n/gameText';
import { games } from './index';

// Every registered game's strings (src/games/<id>/i18n/<code>.ts) are complete and
// faithful to its catalogue and options: src/engine/i18n/gameText.ts. A game gets
// these checks by being registered.
const files = import.meta.glob<Record<string, unknown>>('./*/i18n/[a-z][a-z].ts', { eager: true });

for (const game of games) {
  const folder = `./${game.name}/i18n/`;
  describeGameText({
    gameId: game.name,
    messages: game.spec.messages,
    options: game.spec.options,
    files: Object.fromEntries(
      Object.entries(files)
        .filter(([path]) => path.startsWith(folder))
        .map(([path, strings]) => [`./${path.slice(folder.length)}`, strings]),
    ),
  });
}

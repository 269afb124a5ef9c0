// What the home page and the lobby know about Caylus, without any rules: its info
// and its table options, declared once. The options' ids and defaults live here and
// nowhere else (the rules receive the resolved values, the lobby lists this
// declaration). Its words (title aside) are the game's strings, by key:
// `info.description`, and per option `option.<id>.label`, `.help` and
// `.choice.<value>` in ./i18n/<language>.ts.
import { defineOptions, optionList } from '../../engine/contract/options';
import type { GameInfo } from '../../engine/contract/spec';

// The reference's open points (§15) where the choice changes play.
export const caylusOptions = defineOptions({
  jeweller: { kind: 'boolean', default: true },
  lawyerVp: { kind: 'choice', default: '4', choices: ['4', '3'] },
  simplifiedFavours: { kind: 'boolean', default: false },
  tieBreak: { kind: 'choice', default: 'shared', choices: ['shared', 'deniers'] },
});

export const caylusInfo: GameInfo<'caylus'> = {
  id: 'caylus',
  title: 'Caylus',
  minPlayers: 2,
  maxPlayers: 5,
  minutes: [60, 150],
  designers: 'William Attia',
  year: 2005,
  options: optionList(caylusOptions),
};

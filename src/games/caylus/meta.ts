// What the home page and the lobby know about Caylus, without any rules: its info
// and its table options, declared once. The options' ids, defaults, English labels
// and help live here and nowhere else (the rules receive the resolved values, the
// lobby lists this declaration, translations key on the ids).
import { defineOptions, optionList } from '../../engine/contract/options';
import type { GameInfo } from '../../engine/contract/spec';

// The reference's open points (§15) where the choice changes play.
export const caylusOptions = defineOptions({
  jeweller: {
    kind: 'boolean',
    label: 'Jeweller',
    help: 'Include the Jeweller stone building (later printings). Some tournaments leave it out.',
    default: true,
  },
  lawyerVp: {
    kind: 'choice',
    label: 'Lawyer points',
    help: 'Points for building the Lawyer: 4 on the original tiles, 3 after the publisher\'s erratum.',
    default: '4',
    choices: [
      { value: '4', label: '4 points (original tiles)' },
      { value: '3', label: '3 points (later printings)' },
    ],
  },
  simplifiedFavours: {
    kind: 'boolean',
    label: 'Simplified favours (beginners)',
    help: 'No favour table: every royal favour is worth 3 points.',
    default: false,
  },
  tieBreak: {
    kind: 'choice',
    label: 'Ties',
    help: 'Rulebook: players tied for first share the victory. Alternative: most deniers left wins.',
    default: 'shared',
    choices: [
      { value: 'shared', label: 'Shared victory (rulebook)' },
      { value: 'deniers', label: 'Most deniers left' },
    ],
  },
});

export const caylusInfo: GameInfo<'caylus'> = {
  id: 'caylus',
  title: 'Caylus',
  minPlayers: 2,
  maxPlayers: 5,
  minutes: [60, 150],
  designers: 'William Attia',
  year: 2005,
  description:
    'Master builders race to raise the king\'s castle in 1289. Place workers along the road, '
    + 'bribe the provost, erect buildings and earn royal favours.',
  options: optionList(caylusOptions),
};

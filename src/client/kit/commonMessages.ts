import type { MessageCatalogue } from '../../engine/contract';

/**
 * The site's own prompts (namespace `common`, `prompt.<key>` in i18n/en.ts), declared
 * like a game's: each key with its parameters' kinds. The prompt bar shows them when
 * the game's own prompt is hidden (hand-over) or the game is over.
 */
export const commonPrompts = {
  gameOver: {},
  yourTurn: {},
  // At a screen several people share, in place of "your": whose turn it is.
  seatTurn: { player: 'player' },
  forSeat: { player: 'player' },
  waitingFor: { players: 'players' },
} as const satisfies MessageCatalogue;

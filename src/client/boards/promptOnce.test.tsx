import type { State } from 'boardgame.io';
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { viewOf, type ContractGame, type GameState, type MoveShape } from '../../engine/contract';
import { game as caylus } from '../../games/caylus';
import { game as tikal } from '../../games/tikal/test/helpers';
import { playRandomGame } from '../../engine/testing/playout';
import { addGameStrings, createI18n } from '../i18n';
import { TableShell } from '../kit';
import type { BoardModule, GameStrings } from '../kit';
import { SEATS } from '../test/boardHarness';
import * as caylusBoard from './caylus/Board';
import { caylusEn } from '../../games/caylus/i18n/en';
import * as tikalBoard from './tikal/Board';
import { en as tikalEn } from '../../games/tikal/i18n/en';

// The prompt is said once, in the prompt bar: a board repeats
// it nowhere else on screen, for the acting seat of sampled states of whole games.

afterEach(() => cleanup());

const occurrences = (text: string, part: string) => text.split(part).length - 1;

function check<G extends GameState, M extends MoveShape>(
  gameId: string,
  game: ContractGame<G, M>,
  board: BoardModule,
  strings: GameStrings,
  seed: string,
) {
  const i18n = createI18n();
  addGameStrings(i18n, gameId, strings);
  let rendered = 0;
  playRandomGame<G>(game as never, {
    numPlayers: 3,
    seed,
    check: (before: State<G>, _after: State<G>, played: { playerID: string }) => {
      if (rendered >= 12 || before.G.log.length % 5 !== 0) return;
      rendered++;
      const seat = played.playerID;
      const { unmount } = render(
        <I18nextProvider i18n={i18n}>
          <TableShell
            gameId={gameId}
            title={gameId}
            game={game as never}
            board={board}
            G={viewOf(game.spec, before.G, seat)}
            ctx={before.ctx}
            viewerID={seat}
            moves={{}}
            seats={SEATS.slice(0, 3)}
          />
        </I18nextProvider>,
      );
      const prompt = document.querySelector('[data-testid="prompt"]')?.textContent ?? '';
      expect(prompt.length).toBeGreaterThan(5);
      expect(occurrences(document.body.textContent ?? '', prompt), prompt).toBe(1);
      unmount();
    },
  });
  expect(rendered).toBeGreaterThan(5);
}

describe('the prompt', () => {
  it('is shown once at a Caylus table', () => {
    check('caylus', caylus, caylusBoard as unknown as BoardModule, caylusEn as unknown as GameStrings, 'prompt-once');
  }, 60_000);
  it('is shown once at a Tikal table', () => {
    check('tikal', tikal, tikalBoard as unknown as BoardModule, tikalEn as unknown as GameStrings, 'prompt-once');
  }, 60_000);
});

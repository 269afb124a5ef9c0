import type { Ctx } from 'boardgame.io';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageCatalogue, ParamKinds, Prompt } from '../../engine/contract';
import { commonPrompts } from './commonMessages';
import { useSharedScreen } from './ForSeat';
import { renderSentence } from './sentence';
import { actingSeats } from './turn';

interface PromptBarProps {
  gameId: string;
  ctx: Ctx;
  viewerID: string | null;
  /** The game's prompt (`spec.prompt(G, viewer)`); null (e.g. behind the hand-over) says whose turn it is. */
  prompt: Prompt | null;
  /** The game's prompt declarations (`spec.messages.prompt`): which parameters are players. */
  catalogue: MessageCatalogue;
}

function kindsOf(catalogue: MessageCatalogue, key: string): ParamKinds {
  return Object.hasOwn(catalogue, key) ? catalogue[key] : {};
}

function samePrompt(a: Prompt | null, b: Prompt | null): boolean {
  if (a === b) return true;
  if (a === null || b === null || a.key !== b.key) return false;
  return JSON.stringify(a.params) === JSON.stringify(b.params);
}

/**
 * Says what the player on screen must do now, or whom everyone is waiting for.
 * The table asks the game for its prompt at each render: drawn again only when
 * the words change.
 */
export const PromptBar = memo(
  function PromptBar({ gameId, ctx, viewerID, prompt, catalogue }: PromptBarProps) {
    const { t } = useTranslation('common');
    const acting = actingSeats(ctx);
    const mine = viewerID !== null && acting.includes(viewerID);
    // At a shared screen "your" names nobody: the seat on screen is named first.
    const named = useSharedScreen() && mine ? viewerID : null;
    let text: ReactNode;
    if (ctx.gameover !== undefined) text = t('prompt.gameOver');
    else if (prompt) {
      const sentence = renderSentence(t, gameId, `prompt.${prompt.key}`, prompt.params, kindsOf(catalogue, prompt.key));
      text =
        named === null ? (
          sentence
        ) : (
          <>
            <span className="prompt-seat">
              {renderSentence(t, 'common', 'prompt.forSeat', { player: named }, commonPrompts.forSeat)}
            </span>{' '}
            {sentence}
          </>
        );
    } else if (named !== null)
      text = renderSentence(t, 'common', 'prompt.seatTurn', { player: named }, commonPrompts.seatTurn);
    else if (mine) text = t('prompt.yourTurn');
    else text = renderSentence(t, 'common', 'prompt.waitingFor', { players: acting }, commonPrompts.waitingFor);
    return (
      <div
        className={['prompt-bar', mine ? 'is-mine' : ''].join(' ')}
        role="status"
        aria-live="polite"
        data-testid="prompt"
      >
        {text}
      </div>
    );
  },
  (a, b) =>
    a.gameId === b.gameId &&
    a.viewerID === b.viewerID &&
    a.catalogue === b.catalogue &&
    (a.ctx.gameover === undefined) === (b.ctx.gameover === undefined) &&
    actingSeats(a.ctx).join() === actingSeats(b.ctx).join() &&
    samePrompt(a.prompt, b.prompt),
);

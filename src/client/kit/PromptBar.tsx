import type { Ctx } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import { renderSentence } from './sentence';
import { actingSeats } from './turn';
import type { Prompt } from './types';

interface PromptBarProps {
  gameId: string;
  ctx: Ctx;
  viewerID: string | null;
  /** The game's own prompt; null falls back to whose turn it is. */
  prompt: Prompt | null;
}

/** Says what the player on screen must do now, or whom everyone is waiting for. */
export function PromptBar({ gameId, ctx, viewerID, prompt }: PromptBarProps) {
  const { t } = useTranslation('common');
  const acting = actingSeats(ctx);
  const mine = viewerID !== null && acting.includes(viewerID);
  let text;
  if (ctx.gameover !== undefined) text = t('prompt.gameOver');
  else if (prompt) text = renderSentence(t, gameId, `prompt.${prompt.key}`, prompt.params);
  else if (mine) text = t('prompt.yourTurn');
  else text = renderSentence(t, 'common', 'prompt.waitingFor', { players: acting });
  return (
    <div className={['prompt-bar', mine ? 'is-mine' : ''].join(' ')} role="status" aria-live="polite" data-testid="prompt">
      {text}
    </div>
  );
}

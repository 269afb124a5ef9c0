import { useEffect } from 'react';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { askBot, type BotProblem } from '../bots/ask';
import type { BotRunner } from '../bots/types';
import { isSeatActing } from '../kit/turn';
import type { StoredBotSeat } from '../lobby/seatStore';
import type { AnyGame } from '../registry/types';
import { useBgioClient } from './useBgioClient';

type Multiplayer = NonNullable<Parameters<typeof Client>[0]['multiplayer']>;

interface OnlineBotProps {
  gameId: string;
  game: AnyGame;
  matchID: string;
  numPlayers: number;
  bot: StoredBotSeat;
  runner: BotRunner;
  delayMs: number;
  /** A failed decision (null once the bot has decided again). The table shows it. */
  onProblem: (seat: string, problem: BotProblem | null) => void;
  /** The transport; SocketIO to the page's origin unless a test gives another. */
  multiplayer?: () => Multiplayer;
}

/**
 * Plays one bot seat of an online table from this browser: a client of its own
 * with the seat's credentials, moves decided in the worker. The server sends it
 * only what the seat may see, and the bot decides from that view (the engine fills
 * in hidden things with the game's determinize). A failure is logged and shown;
 * the bot never plays some other move instead.
 */
export function OnlineBot({ gameId, game, matchID, numPlayers, bot, runner, delayMs, onProblem, multiplayer = () => SocketIO() }: OnlineBotProps) {
  const { client, snapshot } = useBgioClient(
    async () => Client({
      game, multiplayer: multiplayer(), matchID, playerID: bot.playerID, credentials: bot.credentials, numPlayers, debug: false,
    }),
    [game, matchID, bot.playerID, bot.credentials, numPlayers],
  );
  const state = snapshot.state;
  const stateID = state?._stateID;

  useEffect(() => {
    if (!state || !client || state.ctx.gameover !== undefined || !isSeatActing(state.ctx, bot.playerID)) return;
    let cancelled = false;
    let timer: number | undefined;
    void askBot(runner, {
      gameId,
      matchID,
      stateID: state._stateID,
      view: state.G,
      playerID: bot.playerID,
      players: state.ctx.playOrder,
      level: bot.level,
    }).then((answer) => {
      if (cancelled) return;
      if ('problem' in answer) {
        onProblem(bot.playerID, answer.problem);
        return;
      }
      onProblem(bot.playerID, null);
      timer = window.setTimeout(() => {
        if (!cancelled) client.moves[answer.move.move]?.(...answer.move.args);
      }, delayMs);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
    // A new state id is a new position; the state itself is read from that render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stateID, client, runner, gameId, matchID, bot.playerID, bot.level, delayMs]);

  return null;
}

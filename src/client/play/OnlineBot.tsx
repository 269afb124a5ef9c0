import { useEffect } from 'react';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { plainState } from '../bots/plainState';
import type { BotRunner } from '../bots/types';
import { isSeatActing } from '../kit/turn';
import type { StoredBotSeat } from '../lobby/seatStore';
import type { AnyGame } from '../registry/types';
import { useBgioClient } from './useBgioClient';

interface OnlineBotProps {
  gameId: string;
  game: AnyGame;
  matchID: string;
  numPlayers: number;
  bot: StoredBotSeat;
  runner: BotRunner;
  delayMs: number;
}

/**
 * Plays one bot seat of an online table from this browser: a client of its own
 * with the seat's credentials, moves decided in the worker. It sees only what the
 * seat may see, so a search that trips over hidden parts falls back to a random move.
 */
export function OnlineBot({ gameId, game, matchID, numPlayers, bot, runner, delayMs }: OnlineBotProps) {
  const { client, snapshot } = useBgioClient(
    async () => Client({
      game, multiplayer: SocketIO(), matchID, playerID: bot.playerID, credentials: bot.credentials, numPlayers, debug: false,
    }),
    [game, matchID, bot.playerID, bot.credentials, numPlayers],
  );
  const state = snapshot.state;
  const stateID = state?._stateID;

  useEffect(() => {
    if (!state || !client || state.ctx.gameover !== undefined || !isSeatActing(state.ctx, bot.playerID)) return;
    let cancelled = false;
    let timer: number | undefined;
    const ask = (level: StoredBotSeat['level']) =>
      runner.decide({ gameId, state: plainState(state), playerID: bot.playerID, level });
    ask(bot.level)
      .catch(() => ask('random'))
      .then((decision) => {
        if (cancelled || !decision) return;
        timer = window.setTimeout(() => {
          if (!cancelled) client.moves[decision.move]?.(...decision.args);
        }, delayMs);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
    // A new state id is a new position; the state itself is read from that render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stateID, client, runner, gameId, bot.playerID, bot.level, delayMs]);

  return null;
}

import { useEffect, useState } from 'react';
import { askBot, type BotProblem } from '../bots/ask';
import type { BotRunner } from '../bots/types';
import { actingSeats } from '../kit/turn';
import type { BgioClient, BgioState } from '../play/useBgioClient';
import type { AnyGame } from '../registry/types';
import { viewFor } from './localGame';
import { botSeats, type SeatPlan } from './seatPlan';

export type { BotProblem };

interface BotTurnsOptions {
  gameId: string;
  game: AnyGame;
  matchID: string;
  runner: BotRunner;
  clients: BgioClient[] | null;
  /** The full state (the page holds it; each bot gets only its seat's view). */
  state: BgioState | null;
  plan: readonly SeatPlan[];
  /** Pause before a bot's move is played, so people can follow. */
  delayMs: number;
  paused: boolean;
}

/**
 * How long a bot thinks before the table says so. Most decisions take a few
 * milliseconds: a notice that came and went with each of them would never be
 * read, and each would draw the page twice more per move (bots at full speed:
 * in every state update, kit/motion measuring the pieces again inside it).
 */
export const THINKING_NOTICE_MS = 300;

/**
 * Plays bot seats: whenever a bot must act, asks the runner (a worker) for a move
 * decided from that seat's view, and plays it through that seat's client. A
 * decision for a state that has since changed is dropped and asked for again; a
 * failure stops the bots and is shown (and logged by askBot). `thinking`: the bot
 * seat whose decision has taken longer than `THINKING_NOTICE_MS`, if any.
 */
export function useBotTurns({
  gameId,
  game,
  matchID,
  runner,
  clients,
  state,
  plan,
  delayMs,
  paused,
}: BotTurnsOptions): {
  thinking: string | null;
  problem: BotProblem | null;
} {
  const [thinking, setThinking] = useState<string | null>(null);
  const [problem, setProblem] = useState<BotProblem | null>(null);
  const stateID = state?._stateID;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the state is followed through its id: a new id is a new position
  useEffect(() => {
    if (!state || !clients || paused || state.ctx.gameover !== undefined) return;
    const bots = botSeats(plan);
    const botID = actingSeats(state.ctx).find((id) => id in bots);
    const level = botID === undefined ? undefined : bots[botID];
    if (botID === undefined || level === undefined) return;
    let cancelled = false;
    let timer: number | undefined;
    const notice = window.setTimeout(() => setThinking(botID), THINKING_NOTICE_MS);
    void askBot(runner, {
      gameId,
      matchID,
      stateID: state._stateID,
      view: viewFor(game, state.G, botID),
      playerID: botID,
      players: state.ctx.playOrder,
      level,
    }).then((answer) => {
      window.clearTimeout(notice);
      if (cancelled) return;
      setThinking(null);
      if ('problem' in answer) {
        setProblem(answer.problem);
        return;
      }
      setProblem(null);
      timer = window.setTimeout(() => {
        if (!cancelled) clients[Number(botID)]?.moves[answer.move.move]?.(...answer.move.args);
      }, delayMs);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(notice);
      window.clearTimeout(timer);
      setThinking(null);
    };
  }, [stateID, clients, paused, runner, gameId, game, matchID, plan, delayMs]);

  return { thinking, problem };
}

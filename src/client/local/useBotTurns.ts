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
 * Plays bot seats: whenever a bot must act, asks the runner (a worker) for a move
 * decided from that seat's view, and plays it through that seat's client. A
 * decision for a state that has since changed is dropped and asked for again; a
 * failure stops the bots and is shown (and logged by askBot).
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
    setThinking(botID);
    void askBot(runner, {
      gameId,
      matchID,
      stateID: state._stateID,
      view: viewFor(game, state.G, botID),
      playerID: botID,
      players: state.ctx.playOrder,
      level,
    }).then((answer) => {
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
      window.clearTimeout(timer);
    };
  }, [stateID, clients, paused, runner, gameId, game, matchID, plan, delayMs]);

  return { thinking, problem };
}

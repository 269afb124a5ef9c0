import { useEffect, useState } from 'react';
import { plainState } from '../bots/plainState';
import type { BotRunner } from '../bots/types';
import { actingSeats } from '../kit/turn';
import type { BgioClient, BgioState } from '../play/useBgioClient';
import { botSeats, type SeatPlan } from './seatPlan';

interface BotTurnsOptions {
  gameId: string;
  runner: BotRunner;
  clients: BgioClient[] | null;
  state: BgioState | null;
  plan: readonly SeatPlan[];
  /** Pause before a bot's move is played, so people can follow. */
  delayMs: number;
  paused: boolean;
}


/**
 * Plays bot seats: whenever a bot must act, asks the runner (a worker) for a move
 * and plays it through that seat's client. A decision for a state that has since
 * changed is dropped and asked for again.
 */
export type BotProblem = { kind: 'noMove'; seat: string } | { kind: 'failed'; reason: string };

export function useBotTurns({ gameId, runner, clients, state, plan, delayMs, paused }: BotTurnsOptions): {
  thinking: string | null;
  problem: BotProblem | null;
} {
  const [thinking, setThinking] = useState<string | null>(null);
  const [problem, setProblem] = useState<BotProblem | null>(null);
  const stateID = state?._stateID;

  useEffect(() => {
    if (!state || !clients || paused || state.ctx.gameover !== undefined) return;
    const bots = botSeats(plan);
    const botID = actingSeats(state.ctx).find((id) => id in bots);
    const level = botID === undefined ? undefined : bots[botID];
    if (botID === undefined || level === undefined) return;
    let cancelled = false;
    let timer: number | undefined;
    setThinking(botID);
    runner.decide({ gameId, state: plainState(state), playerID: botID, level })
      .then((decision) => {
        if (cancelled) return;
        setThinking(null);
        if (!decision) {
          setProblem({ kind: 'noMove', seat: botID });
          return;
        }
        timer = window.setTimeout(() => {
          if (!cancelled) clients[Number(botID)]?.moves[decision.move]?.(...decision.args);
        }, delayMs);
      })
      .catch((e: unknown) => {
        if (!cancelled) setProblem({ kind: 'failed', reason: e instanceof Error ? e.message : String(e) });
      });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
    // The state is followed through its id: a new id is a new position.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stateID, clients, paused, runner, gameId, plan, delayMs]);

  return { thinking, problem };
}

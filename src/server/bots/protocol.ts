import type { BotDecision, BotRequest } from '../../client/bots/types';

/** What the pool posts to a worker: one decision. */
export interface DecisionRequest {
  id: number;
  request: BotRequest;
}

export type DecisionReply = { id: number; decision: BotDecision | null } | { id: number; error: string };

export function isDecisionRequest(data: unknown): data is DecisionRequest {
  if (typeof data !== 'object' || data === null) return false;
  const { id, request } = data as { id?: unknown; request?: { gameId?: unknown } };
  return (
    typeof id === 'number' && typeof request === 'object' && request !== null && typeof request.gameId === 'string'
  );
}

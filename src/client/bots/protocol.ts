import type { BotDecision, BotRequest } from './types';

export interface WorkerRequest extends BotRequest {
  id: number;
}

export type WorkerReply = { id: number; decision: BotDecision | null } | { id: number; error: string };

export function isWorkerRequest(data: unknown): data is WorkerRequest {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { id?: unknown }).id === 'number' &&
    typeof (data as { gameId?: unknown }).gameId === 'string'
  );
}

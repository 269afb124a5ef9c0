import type { LogParam } from '../../types';
import type { TikalState } from '../state';

// Every placement, action and score becomes one structured entry; the client renders
// it from `tikal.log.<key>`. Only public facts go into params.

export function addLog(G: TikalState, key: string, params: Record<string, LogParam>): void {
  G.log.push({ key, params });
}

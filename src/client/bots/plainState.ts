import type { State } from 'boardgame.io';

/** Only what a bot needs, as plain data for the worker. */
export function plainState(s: Pick<State, 'G' | 'ctx' | 'plugins' | '_stateID'>): State {
  return { G: s.G, ctx: s.ctx, plugins: s.plugins, _stateID: s._stateID, _undo: [], _redo: [] };
}

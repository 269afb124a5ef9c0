import type { Game, State } from 'boardgame.io';

// boardgame.io 0.50.2 sends the match's initial state to every client that syncs,
// spectators included, without running playerView on it and with the random
// plugin's seed and PRNG state: enough to read hidden setup and predict every later
// draw. Clients only use it for the debug log's time travel, so they get the view
// a spectator has, and no plugin data.
export function redactInitialState(game: Game, state: State): State {
  const G = game.playerView ? game.playerView({ G: state.G, ctx: state.ctx, playerID: null }) : state.G;
  return { ...state, G, plugins: {}, _undo: [], _redo: [] };
}

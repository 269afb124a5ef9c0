// What the table kit shows beside the board, as data: the message catalogue (see
// messages.ts), the prompt for the seat on screen and the numbers on each player's
// panel. Keys render as `caylus:prompt.<key>` and `caylus:counter.<key>`.
import type { Counter, Prompt } from '../../engine/contract/messages';
import { message } from '../../engine/contract/messages';
import { SECTIONS, START_SPACE, TRACKS } from './data/board';
import { CUBES } from './data/buildings';
import { messages } from './messages';
import { placementPrice } from './placement';
import type { CaylusState, PlayerID } from './state';

export { log, messages } from './messages';

/** What the seat on screen (null: a spectator) must do now, or whom the table waits for. */
export function prompt(G: CaylusState, viewer: PlayerID | null): Prompt {
  const d = G.decision;
  if (G.result !== null || !d) return message(messages.prompt, 'gameOver', {});
  if (d.player !== viewer) return message(messages.prompt, 'waitingFor', { player: d.player, decision: d.kind });
  if (d.kind === 'place') {
    if (G.inn.right === viewer) return message(messages.prompt, 'placeInn', {});
    // The castle is never anybody's building, so its price is the general one.
    return message(messages.prompt, 'placePrice', { price: placementPrice(G, viewer, 'castle') });
  }
  return message(messages.prompt, d.kind, {});
}

const TRACK_LETTER: Record<string, string> = { prestige: 'P', deniers: 'D', resources: 'R', buildings: 'B' };

/** Houses on the road (owned buildings) and in the castle. */
function housesPlaced(G: CaylusState, player: PlayerID): number {
  const road = G.road.filter((r) => r.owner === player).length;
  const castle = Object.values(G.castle).reduce((n, houses) => n + houses.filter((p) => p === player).length, 0);
  return road + castle;
}

/** A player's panel: deniers, the five cubes, workers and houses, points, favour columns. */
export function counters(G: CaylusState, player: PlayerID): Counter[] {
  const me = G.players[player];
  if (!me) return [];
  return [
    { key: 'deniers', value: me.deniers },
    ...CUBES.map((c): Counter => ({ key: c, value: me.cubes[c] })),
    { key: 'workersHome', value: me.workersHome },
    { key: 'houses', value: housesPlaced(G, player) },
    { key: 'vp', value: me.vp },
    { key: 'favours', value: TRACKS.map((tr) => `${TRACK_LETTER[tr]}${me.favours[tr]}`).join(' ') },
  ];
}

/**
 * Progress (as Board Game Arena shows a table's progress): the castle's
 * three sections, each a third of the game, and within the section being built
 * whichever is further, the bailiff on his way to its mark or the houses filling
 * it (a full section is counted at the end of the turn).
 */
export function progress(G: CaylusState): number {
  const done = G.scoredSections.length;
  const section = SECTIONS[done];
  if (!section) return 100;
  const from = done === 0 ? START_SPACE : SECTIONS[done - 1].trigger;
  const byBailiff = Math.min(1, Math.max(0, (G.bailiff - from) / (section.trigger - from)));
  const byHouses = Math.min(1, G.castle[section.id].length / section.pieces);
  return (100 * (done + Math.max(byBailiff, byHouses))) / SECTIONS.length;
}

import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { ProcessGameConfig, getFilterPlayerView } from 'boardgame.io/internal';
import { ACTIVITY_CARDS } from '../data/activities';
import { CHARACTERS } from '../data/characters';
import { EVENT_CARDS } from '../data/events';
import { game as troyes } from '../game';
import type { TroyesState } from '../state';
import { PRIVATE_PARAMS } from '../ui';
import { troyesView } from '../view';
import { playRandomGame } from '../../../engine/testing/playout';
import { startMatch } from './helpers';

// No seat and no spectator may learn another player's VP total or characters, a
// face-down activity card, the unused cards, the unused characters or the event
// decks, from the very first state on; at the end everything dealt is revealed.

function viewers(n: number): (string | null)[] {
  return [...Array.from({ length: n }, (_, i) => String(i)), null];
}

function viewOf(G: TroyesState, ctx: State['ctx'], playerID: string | null): TroyesState {
  const view = troyes.playerView?.({ G, ctx, playerID });
  if (!view) throw new Error('troyes has no playerView');
  return view as TroyesState;
}

/** Every secret of G this seat must not receive, as the strings that would betray it. */
function forbidden(G: TroyesState, viewer: string | null): string[] {
  const secret = G.secret!;
  const out: string[] = [
    ...Object.values(secret.faceDown),
    ...secret.red,
    ...secret.white,
    ...secret.yellow,
    ...secret.unusedCharacters,
  ];
  // The cards never used this game: the two of each colour and level not dealt.
  const inPlay = new Set<string>([
    ...Object.values(secret.faceDown),
    ...Object.values(G.cards).map((c) => c.card ?? ''),
  ]);
  for (const c of ACTIVITY_CARDS) if (!inPlay.has(c.id)) out.push(c.id);
  // Red events left out of this game.
  const seen = new Set<string>([
    ...G.events.map((e) => e.id),
    ...G.playOrder.flatMap((p) => G.players[p].won),
    ...secret.red,
  ]);
  for (const e of EVENT_CARDS) if (e.colour === 'red' && !seen.has(e.id)) out.push(e.id);
  if (G.phase !== 'over') {
    for (const p of G.playOrder) if (p !== viewer) out.push(...G.players[p].characters);
  }
  return out;
}

function expectNoSecret(view: TroyesState, G: TroyesState, viewer: string | null): void {
  expect(view.secret).toBeNull();
  const json = JSON.stringify(view);
  for (const id of forbidden(G, viewer)) expect(json, `${viewer ?? 'spectator'} sees ${id}`).not.toContain(`"${id}"`);
  if (G.phase === 'over') return;
  for (const p of G.playOrder) {
    const pl = view.players[p];
    if (p === viewer) {
      expect(pl).toEqual(G.players[p]);
      continue;
    }
    expect([pl.vp, pl.vpVisible, pl.characters]).toEqual([0, false, []]);
    expect(pl.characterCount).toBe(G.players[p].characterCount);
  }
  for (const e of view.log) {
    if (e.params.player === viewer) continue;
    for (const name of PRIVATE_PARAMS) if (name in e.params) expect(e.params[name], `${e.key} shows ${name}`).toBe('?');
  }
}

describe('hidden information', () => {
  it.each([2, 3, 4])(
    'the initial state of a %i-player game shows each seat only its own characters, and nobody a card or deck',
    (n) => {
      const state = startMatch(n, {}, `view-${n}`);
      const G = state.G;
      expect(Object.keys(G.secret!.faceDown)).toHaveLength(9);
      // The check can fail: the full state holds them.
      expect(() => expectNoSecret(G, G, null)).toThrow();
      for (const viewer of viewers(n)) {
        const view = viewOf(G, state.ctx, viewer);
        expectNoSecret(view, G, viewer);
        expect(JSON.stringify(view)).not.toMatch(new RegExp(ACTIVITY_CARDS.map((c) => `"${c.id}"`).join('|')));
        const own = viewer === null ? [] : G.players[viewer].characters;
        const shown = CHARACTERS.map((c) => c.id).filter((id) => JSON.stringify(view).includes(`"${id}"`));
        expect(shown.sort()).toEqual([...own].sort());
      }
    },
  );

  it("the framework's own filtering (sync and update) sends no secret and no PRNG state", () => {
    const game = ProcessGameConfig(troyes);
    const filter = getFilterPlayerView(game);
    const state = startMatch(4, {}, 'filter');
    for (const playerID of viewers(4)) {
      for (const type of ['update', 'sync'] as const) {
        const payload =
          type === 'update'
            ? { type, args: ['m', { ...state, deltalog: [] }] }
            : { type, args: ['m', { state, log: [], filteredMetadata: [], initialState: state }] };
        const out = filter(playerID as string, payload as never);
        const sent =
          type === 'update'
            ? (out.args[1] as State<TroyesState>)
            : (out.args[1] as { state: State<TroyesState> }).state;
        expect(JSON.stringify(sent.plugins ?? {})).not.toContain('prngstate');
        expectNoSecret(sent.G, state.G, playerID);
      }
    }
  });

  it('no view leaks a secret at any point of whole games; VP in the log only for their owner', () => {
    let checked = 0;
    for (const n of [2, 3, 4]) {
      playRandomGame(troyes, {
        numPlayers: n,
        seed: `views-${n}`,
        check: (_before, after) => {
          const G = after.G as TroyesState;
          for (const viewer of viewers(n)) expectNoSecret(viewOf(G, after.ctx, viewer), G, viewer);
          checked++;
        },
      });
    }
    expect(checked).toBeGreaterThan(200);
  }, 120_000);

  it("the views differ per seat, and the spectator sees no VP but the game's end", () => {
    const state = startMatch(3, {}, 'differ');
    const views = viewers(3).map((v) => JSON.stringify(viewOf(state.G, state.ctx, v)));
    expect(new Set(views).size).toBe(4);
    const end = playRandomGame(troyes, { numPlayers: 3, seed: 'end' }).state;
    const G = end.G as TroyesState;
    const spectator = troyesView(G, null);
    // At the end every dealt character and every total is shown to all.
    for (const p of G.playOrder) {
      expect(spectator.players[p].characters).toEqual(G.players[p].characters);
      expect(spectator.players[p].vp).toBe(G.players[p].vp);
    }
    expect(spectator.secret).toBeNull();
  });
});

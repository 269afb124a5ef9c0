import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { ProcessGameConfig, getFilterPlayerView } from 'boardgame.io/internal';
import { seededRng } from '../../../engine/contract';
import { BIOMES } from '../data/biomes';
import { game } from '../game';
import { iwariSpec } from '../spec';
import type { IwariState } from '../state';
import { iwariDeterminize, iwariView } from '../view';
import { playRandomGame } from '../../../engine/testing/playout';
import { cardCounts, startMatch } from './helpers';

// Hidden information (§8): each hand is seen by its owner only, the deck order by
// nobody, from the initial state on; a card drawn from the deck is named in the log
// for its drawer only, one taken from the display for everybody.

const viewers = (n: number): (string | null)[] => [...Array.from({ length: n }, (_, i) => String(i)), null];

function viewOf(state: State<IwariState>, playerID: string | null): IwariState {
  const view = game.playerView?.({ G: state.G, ctx: state.ctx, playerID });
  if (!view) throw new Error('iwari has no playerView');
  return view as IwariState;
}

/** Asserts a view shows nothing its seat may not see. */
function expectNoSecret(view: IwariState, G: IwariState, seat: string | null): void {
  expect(view.secret).toBeNull();
  expect(JSON.stringify(view)).not.toMatch(/"deck":\[/);
  for (const p of G.playOrder) {
    expect(view.hands[p]).toEqual(p === seat ? G.hands[p] : []);
    expect(view.handSizes[p]).toBe(G.hands[p].length);
  }
  expect(view.deckSize).toBe(G.secret!.deck.length);
  view.log.forEach((e, i) => {
    const full = G.log[i];
    if (full.key === 'drawDeck' && full.params.player !== seat)
      expect(e).toEqual({ key: 'drawDeckHidden', params: { player: full.params.player } });
    else expect(e).toEqual(full);
  });
}

describe('hidden information', () => {
  it.each([2, 3, 4, 5])(
    'the initial state of a %i-player game shows each seat its own hand only, and nobody the deck',
    (n) => {
      const state = startMatch(n, {}, `view-${n}`);
      expect(state.G.secret?.deck.length).toBeGreaterThan(30);
      for (const seat of viewers(n)) expectNoSecret(viewOf(state, seat), state.G, seat);
      // The check can fail: the full state holds what the views do not.
      expect(() => expectNoSecret(state.G, state.G, '0')).toThrow();
    },
  );

  it("the framework's own filtering (sync and update) sends no other hand, no deck and no PRNG state", () => {
    const filter = getFilterPlayerView(ProcessGameConfig(game));
    const state = startMatch(4, {}, 'filter');
    for (const seat of viewers(4)) {
      for (const type of ['update', 'sync'] as const) {
        const payload =
          type === 'update'
            ? { type, args: ['m', { ...state, deltalog: [] }] }
            : { type, args: ['m', { state, log: [], filteredMetadata: [], initialState: state }] };
        const out = filter(seat as string, payload as never);
        const sent =
          type === 'update' ? (out.args[1] as State<IwariState>) : (out.args[1] as { state: State<IwariState> }).state;
        expectNoSecret(sent.G, state.G, seat);
        expect(JSON.stringify(sent.plugins ?? {})).not.toContain('prngstate');
      }
    }
  });

  it('no view leaks a hand, the deck or a drawn card at any point of whole games; display draws stay public', () => {
    let checked = 0;
    let redacted = 0;
    let publicDraws = 0;
    for (const n of [2, 5]) {
      playRandomGame(game, {
        numPlayers: n,
        seed: `views-${n}`,
        check: (_before, after) => {
          for (const seat of viewers(n)) {
            const view = viewOf(after, seat);
            expectNoSecret(view, after.G, seat);
            redacted += view.log.filter((e) => e.key === 'drawDeckHidden').length;
            publicDraws += view.log.filter((e) => e.key === 'drawDisplay' && e.params.card !== null).length;
          }
          checked++;
        },
      });
    }
    expect(checked).toBeGreaterThan(100);
    expect(redacted).toBeGreaterThan(0);
    expect(publicDraws).toBeGreaterThan(0);
  }, 60_000);
});

describe('determinize', () => {
  it('deals the unseen cards to the other hands and the deck: the seat sees what it saw, every card in one place', () => {
    const rng = seededRng('det');
    let states = 0;
    playRandomGame(game, {
      numPlayers: 3,
      seed: 'det',
      check: (_before, after) => {
        if (after.ctx.gameover || ++states % 7 !== 0) return;
        for (const seat of viewers(3)) {
          const view = iwariView(after.G, seat);
          const world = iwariDeterminize(view, seat, rng);
          expect(JSON.stringify(iwariView(world, seat))).toBe(JSON.stringify(view));
          expect(cardCounts(world)).toEqual(cardCounts(after.G));
          for (const p of world.playOrder) expect(world.hands[p]).toHaveLength(after.G.handSizes[p]);
          if (seat !== null) expect(world.hands[seat]).toEqual(after.G.hands[seat]);
          // The legal moves of the acting seat are the same in the made-up world.
          const acting = after.G.turn.player;
          if (seat === acting)
            expect(iwariSpec.legalMoves(world, acting)).toEqual(iwariSpec.legalMoves(after.G, acting));
        }
      },
    });
    expect(states).toBeGreaterThan(50);
  }, 60_000);

  it('makes up different hands for the others from one view', () => {
    const state = startMatch(4, {}, 'worlds');
    const view = iwariView(state.G, '0');
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) seen.add(JSON.stringify(iwariDeterminize(view, '0', seededRng(`w${i}`)).hands['1']));
    expect(seen.size).toBeGreaterThan(3);
    expect(BIOMES.length).toBe(5);
  });

  it('refuses a view whose counts do not add up', () => {
    const state = startMatch(3, {}, 'bad');
    const view = iwariView(state.G, '0');
    expect(() => iwariDeterminize({ ...view, deckSize: view.deckSize + 1 }, '0', seededRng('x'))).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import type { Game, State } from 'boardgame.io';
import { checkMessage } from '../../../engine/contract';
import { CARD_SPACES } from '../data/activities';
import { BUILDINGS } from '../data/common';
import { eventCard, EVENT_CARDS } from '../data/events';
import { NEUTRAL_CITIZENS } from '../data/setup';
import { game as troyes } from '../game';
import { diceLeft } from '../dice';
import { citizensOwned } from '../players';
import type { TroyesState } from '../state';
import { troyesMessages } from '../ui';
import { playRandomGame, type PlayedMove } from '../../../engine/testing/playout';

// Whole seeded games through the real reducer, every decision drawn from the
// complete legal list, with the game's invariants checked after every move.

function checkInvariants(before: State<TroyesState>, after: State<TroyesState>, played: PlayedMove): void {
  const G = after.G;
  const where = `${played.playerID} ${played.move}(${JSON.stringify(played.args)}) round ${G.round}`;
  for (const entry of G.log.slice(before.G.log.length))
    expect(checkMessage(troyesMessages.log, entry), where).toBeNull();
  // After the draft all 18 building spaces are always occupied.
  if (G.phase !== 'placement') {
    for (const b of BUILDINGS)
      expect(
        G.buildings[b].spaces.every((o) => o !== null),
        `${where}: ${b}`,
      ).toBe(true);
  }
  for (const p of G.playOrder) {
    const pl = G.players[p];
    expect(citizensOwned(G, p), where).toBeLessThanOrEqual(12);
    expect(pl.supply, where).toBeGreaterThanOrEqual(0);
    expect(pl.influence, where).toBeGreaterThanOrEqual(0);
    expect(pl.influence, where).toBeLessThanOrEqual(20);
    expect(pl.deniers, where).toBeGreaterThanOrEqual(0);
    expect(pl.vp, where).toBeGreaterThanOrEqual(0);
    expect(pl.passMoney, where).toBeGreaterThanOrEqual(0);
  }
  // Neutral citizens are conserved.
  const neutrals = BUILDINGS.reduce(
    (n, b) =>
      n + G.buildings[b].spaces.filter((o) => o === 'n').length + G.buildings[b].lying.filter((o) => o === 'n').length,
    0,
  );
  expect(neutrals + G.neutralSupply, where).toBe(NEUTRAL_CITIZENS);
  // At most 18 dice on the square, 6 per colour.
  expect(diceLeft(G), where).toBeLessThanOrEqual(18);
  // Cathedral columns fill from the bottom.
  for (const column of G.cathedral) {
    const first = column.indexOf(null);
    if (first >= 0)
      expect(
        column.slice(first).every((o) => o === null),
        where,
      ).toBe(true);
  }
  // Tradesmen: at most one per player per card, four slots; cubes never negative.
  for (const s of CARD_SPACES) {
    const t = G.cards[s].tradesmen;
    expect(new Set(t).size).toBe(t.length);
    expect(t.length).toBeLessThanOrEqual(4);
    if (t.length > 0 || Object.values(G.cards[s].cubes).some((c) => c > 0))
      expect(G.cards[s].card, where).not.toBeNull();
    for (const c of Object.values(G.cards[s].cubes)) expect(c).toBeGreaterThanOrEqual(0);
  }
  // Events: the Pillage first, fewer cubes than flags, every card in exactly one place.
  expect(G.events[0].id).toBe('pillage');
  for (const e of G.events) expect(e.cubes.length, where).toBeLessThan(eventCard(e.id).flags);
  const secret = G.secret!;
  const places = [
    ...G.events.map((e) => e.id),
    ...G.playOrder.flatMap((p) => G.players[p].won),
    ...secret.red,
    ...secret.white,
    ...secret.yellow,
  ];
  expect(new Set(places).size, where).toBe(places.length);
  expect(places.length + (8 - G.rounds), where).toBe(EVENT_CARDS.length);
  expect(G.decks).toEqual({ red: secret.red.length, white: secret.white.length, yellow: secret.yellow.length });
  // Black dice: highest first, never more than the cap.
  if (G.fight) {
    expect([...G.fight.black].sort((a, b) => b - a)).toEqual(G.fight.black);
    if (G.options.blackDiceCap) expect(G.fight.black.length).toBeLessThanOrEqual(6);
  }
}

const seen = new Set<string>();

describe('seeded random games to the end', () => {
  it.each([2, 3, 4])(
    '%i players: invariants after every move',
    (n) => {
      for (const seed of ['a', 'b', 'c']) {
        const { state } = playRandomGame(troyes, { numPlayers: n, seed: `${n}-${seed}`, check: checkInvariants });
        const G = state.G;
        expect(state.ctx.gameover).toBeDefined();
        expect(G.phase).toBe('over');
        expect(G.round).toBe(G.rounds);
        expect(G.log.filter((e) => e.key === 'roundStart')).toHaveLength(G.rounds);
        expect(G.log.filter((e) => e.key === 'finalScore')).toHaveLength(n);
        for (const e of G.log) seen.add(e.key);
      }
    },
    120_000,
  );

  it.each([2, 3, 4])(
    '%i busy players with the other table options (actions before passing, cubes spent): invariants after every move',
    (n) => {
      const enumerate = troyes.ai?.enumerate;
      if (!enumerate) throw new Error('no enumerate');
      const busy: Game<TroyesState> = {
        ...troyes,
        ai: {
          enumerate: (G, ctx, playerID) => {
            const all = enumerate(G, ctx, playerID) as { move: string; args: unknown[] }[];
            const withCube = all.filter(
              (m) =>
                ['activate', 'fightEvent', 'agriculture', 'cathedral'].includes(m.move) &&
                m.args[m.args.length - 1] !== null,
            );
            if (withCube.length > 0) return withCube;
            const acting = all.filter((m) => m.move !== 'pass' && m.move !== 'flip' && m.move !== 'reroll');
            const cards = acting.filter((m) => m.move === 'activate');
            if (cards.length > 0) return cards;
            return acting.length > 0 ? acting : all;
          },
        },
      };
      const setupData = { influenceMix: 'oneKind', protection: 'truncate', moveCost: false, blackDiceCap: n !== 3 };
      for (const seed of ['a', 'b']) {
        const { state } = playRandomGame(busy, {
          numPlayers: n,
          seed: `busy-${n}-${seed}`,
          setupData,
          check: checkInvariants,
        });
        expect(state.ctx.gameover).toBeDefined();
        for (const e of state.G.log) seen.add(e.key);
      }
    },
    120_000,
  );

  it('between them, the random games used every action and card mechanism', () => {
    for (const key of [
      'draftPlace',
      'neutralsPlaced',
      'income',
      'roll',
      'rollNeutral',
      'eventDrawn',
      'eventPay',
      'eventDie',
      'blackDice',
      'takeBlack',
      'beatBlack',
      'concede',
      'penalty',
      'reroll',
      'flip',
      'recruit',
      'buy',
      'buyNeutral',
      'cube',
      'activate',
      'tradesman',
      'tradesmanMoved',
      'gain',
      'cubesStored',
      'archerRoll',
      'cathedral',
      'fightEvent',
      'countered',
      'reward',
      'placeCitizen',
      'expelled',
      'expelledNeutral',
      'agriculture',
      'pass',
      'passMoney',
      'roundEnd',
      'characters',
      'finalScore',
      'gameOver',
    ]) {
      expect(seen, key).toContain(key);
    }
  });
});

import { screen, within } from '@testing-library/react';
import type { Ctx, State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { game, legalMoves, type CaylusMove, type CaylusState } from '../../../games/caylus';
import { actingPlayers, playRandomGame } from '../../../engine/testing/playout';
import { groupChoices } from './choices';
import { spatialTargets } from './targets';
import { choiceText } from './text';
import { englishT, renderBoard } from './testing';

const t = englishT();

// Architects 1 and 2 are the same building: offering one of them is offering both.
const sameKey = (m: CaylusMove): string => `${m.move}:${JSON.stringify(m.args).replace('architect_2', 'architect_1')}`;

/** Checks that every legal move of the decider can be chosen, by a board target or a panel button, in words. */
function checkReachable(G: CaylusState, ctx: Ctx): number {
  let checked = 0;
  for (const p of actingPlayers(ctx)) {
    const d = G.decision;
    if (!d || d.player !== p) continue;
    const legal = legalMoves(G, p);
    const targets = spatialTargets(G, d, legal, (m) => choiceText(t, G, d, m));
    const panel = groupChoices(t, G, d, legal).flatMap((g) => g.moves);
    const reachable = new Set([
      ...[...targets.values()].map((x) => sameKey(x.move)),
      ...panel.map((x) => sameKey(x.move)),
    ]);
    for (const m of legal)
      expect(reachable.has(sameKey(m)), `${d.kind}: ${m.move} ${JSON.stringify(m.args)}`).toBe(true);
    // Labels are words: no raw ids, JSON or missing interpolation.
    const labels = [...targets.values(), ...panel].map((x) => x.label);
    for (const label of labels) expect(label, d.kind).not.toMatch(/[[\]{}"]|_|undefined|NaN|^(choice|decline|board)\./);
    // Two different choices never read the same (equivalent architects aside).
    const byLabel = new Map<string, string>();
    for (const x of panel) {
      const before = byLabel.get(x.label);
      if (before !== undefined) expect(before, `${d.kind}: "${x.label}" twice`).toBe(sameKey(x.move));
      byLabel.set(x.label, sameKey(x.move));
    }
    checked++;
  }
  return checked;
}

describe('every decision of whole games', () => {
  for (const n of [2, 3, 4, 5]) {
    it(`can be taken on the board or in the panel, with readable labels (${n} players)`, () => {
      let decisions = 0;
      const kinds = new Set<string>();
      const { state } = playRandomGame(game, {
        numPlayers: n,
        seed: `board-reach-${n}`,
        check: (before: State<CaylusState>) => {
          decisions += checkReachable(before.G, before.ctx);
          if (before.G.decision) kinds.add(before.G.decision.kind);
        },
      });
      expect(state.ctx.gameover).toBeDefined();
      expect(decisions).toBeGreaterThan(100);
      expect(kinds.size).toBeGreaterThan(8);
    });
  }

  it('renders sampled positions with as many highlighted spots as board targets', () => {
    let rendered = 0;
    playRandomGame(game, {
      numPlayers: 4,
      seed: 'board-render',
      check: (before: State<CaylusState>, _after, played) => {
        const G = before.G;
        const d = G.decision;
        if (!d || rendered >= 15 || (played.playerID.charCodeAt(0) + G.log.length) % 7 !== 0) return;
        const legal = legalMoves(G, d.player);
        const targets = spatialTargets(G, d, legal, (m) => choiceText(t, G, d, m));
        const { unmount } = renderBoard(G, d.player);
        expect(document.querySelectorAll('[data-target="true"]')).toHaveLength(targets.size);
        within(screen.getByTestId('decision-panel')).getAllByRole('heading');
        unmount();
        rendered++;
      },
    });
    expect(rendered).toBe(15);
  }, 30_000);
});

// The board on sampled positions of seeded random games: everything it offers is
// a member of the legal list. For each position the acting seat picks the first
// glowing piece (and a second if offered) and pays, or draws, or places a feat;
// the move the board plays must be legal. And every board string it uses exists.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { State } from 'boardgame.io';
import { findMember } from '../../../engine/contract';
import type { IwariState } from '../../../games/iwari';
import { game } from '../../../games/iwari/test/helpers';
import { playRandomGame } from '../../../engine/testing/playout';
import { en } from '../../../games/iwari/i18n/en';
import { marked, renderBoard } from './testing';

function positions(): State<IwariState>[] {
  const out: State<IwariState>[] = [];
  for (const n of [2, 4]) {
    let i = 0;
    playRandomGame<IwariState>(game, {
      numPlayers: n,
      seed: `board-${n}`,
      setupData: { feats: true, expeditions: true },
      check: (_b, after) => {
        const rare = after.G.turn.step === 'feat' || after.G.turn.step === 'neutral';
        if ((++i % 11 === 0 || rare) && !after.ctx.gameover) out.push(after);
      },
    });
  }
  return out;
}

describe('the board on whole games', () => {
  it('plays only legal moves, whatever the step', () => {
    const steps = new Set<string>();
    for (const state of positions()) {
      const r = renderBoard(state);
      const spied = () =>
        Object.entries(r.moves).flatMap(([name, spy]) => spy.mock.calls.map((args) => ({ name, args })));
      const step = state.G.turn.step;
      steps.add(step);
      if (step === 'act' || step === 'neutral') {
        const first = marked('space', 'target')[0];
        const totem = marked('totem', 'target')[0];
        if (first !== undefined) fireEvent.click(screen.getByTestId(`space-${first}`));
        else if (totem !== undefined) fireEvent.click(screen.getByTestId(`totem-${totem}`));
        const pay = within(screen.getByTestId('placement')).queryAllByRole('button', { name: /^Pay/ });
        if (pay.length > 0) fireEvent.click(pay[pay.length - 1]);
        else fireEvent.click(screen.getAllByRole('button', { name: /Discard/ })[0]);
      } else if (step === 'draw') {
        fireEvent.click(
          screen.queryByRole('button', { name: /Draw from the deck/ }) ??
            screen.getAllByRole('button', { name: /Take the/ })[0],
        );
      } else {
        fireEvent.click(within(screen.getByTestId('feat-choice')).getAllByRole('button')[0]);
      }
      const calls = spied();
      expect(calls, `step ${step}`).toHaveLength(1);
      expect(findMember(r.legal, calls[0].name, calls[0].args), JSON.stringify(calls[0])).not.toBeNull();
      r.unmount();
    }
    expect([...steps].sort()).toEqual(['act', 'draw', 'feat', 'neutral']);
    // Dozens of mounts of the drawn map: 57 s on the shared machine, over 60 s when it is busiest.
  }, 120_000);

  it('every board string it asks for exists in en.ts', () => {
    const files = ['Board.tsx', 'Panels.tsx', 'ScoringView.tsx', 'text.ts'];
    const keys = new Set<string>();
    for (const f of files) {
      const src = readFileSync(join(import.meta.dirname, f), 'utf8');
      for (const [, key] of src.matchAll(/\bt\('([\w.]+)'/g)) keys.add(key);
    }
    expect(keys.size).toBeGreaterThan(40);
    const lookup = (path: string): unknown =>
      path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], en);
    for (const key of keys) {
      const found = lookup(key) ?? lookup(`${key}_one`);
      expect(typeof found, key).toBe('string');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { progressOf } from '../../../engine/contract';
import { troyesSpec } from '../spec';
import { startMatch } from './helpers';

// Progress: the rounds (4 at 2 players, 5 at 3, 6 at 4: rules reference §2), each
// round's events its first half and its actions the second, by the players who passed.
describe('Troyes progress', () => {
  it('is 0 during the initial placement', () => {
    expect(progressOf(troyesSpec, startMatch(2).G)).toBe(0);
  });

  it('counts the rounds played and where the current one stands', () => {
    const G = structuredClone(startMatch(2).G);
    expect(G.rounds).toBe(4);
    G.round = 2;
    G.phase = 'events';
    expect(progressOf(troyesSpec, G)).toBe(25);
    G.phase = 'actions';
    G.passed = [];
    expect(progressOf(troyesSpec, G)).toBe(37);
    G.passed = ['0'];
    expect(progressOf(troyesSpec, G)).toBe(43);
  });

  it('takes its rounds from the player count', () => {
    const G = structuredClone(startMatch(4).G);
    expect(G.rounds).toBe(6);
    G.round = 4;
    G.phase = 'events';
    expect(progressOf(troyesSpec, G)).toBe(50);
  });

  it("stays under 100 when the last round's actions are done, until the result", () => {
    const G = structuredClone(startMatch(2).G);
    G.round = 4;
    G.phase = 'actions';
    G.passed = ['0', '1'];
    expect(progressOf(troyesSpec, G)).toBe(99);
  });
});

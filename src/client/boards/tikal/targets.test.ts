import { describe, expect, it } from 'vitest';
import type { TikalMove } from '../../../games/tikal';
import { canonicalRotation, fittingRotations, nextFitting, placementTargets } from './targets';

const place = (space: number, rotation: number): TikalMove => ({ move: 'placeTile', args: [space, rotation] });

describe('turning the tile', () => {
  it('maps every turn to the one the engine lists for the same stone layout', () => {
    // D4's stones alternate 1-0-1-0-1-0: turns 0, 2, 4 look alike, and 1, 3, 5.
    expect([0, 1, 2, 3, 4, 5].map((r) => canonicalRotation('D4', r))).toEqual([0, 1, 0, 1, 0, 1]);
    expect([0, 3, 5].map((r) => canonicalRotation('B1', r))).toEqual([0, 0, 0]); // a volcano
    expect(canonicalRotation('C2', 4)).toBe(4);
  });

  it('offers only the turns that fit somewhere, in either direction', () => {
    const legal: TikalMove[] = [place(16, 1), place(17, 4), { move: 'endTurn', args: [] }];
    expect(fittingRotations(legal, 'C2')).toEqual([1, 4]);
    expect(nextFitting([1, 4], 1, 1)).toBe(4);
    expect(nextFitting([1, 4], 4, 1)).toBe(1);
    expect(nextFitting([1, 4], 1, -1)).toBe(4);
    expect(nextFitting([1, 4], 0, -1)).toBe(4);
    expect(nextFitting([], 3, 1)).toBe(3);
    // D4 fitting with layout 1 only: turns 1, 3 and 5 all show it.
    expect(fittingRotations([place(16, 1)], 'D4')).toEqual([1, 3, 5]);
  });

  it('splits spaces into those the current turn fits and those another turn fits', () => {
    const legal = [place(16, 1), place(17, 4), place(26, 1), place(26, 2)];
    const at1 = placementTargets(legal, 'C2', 1);
    expect([...at1.now.keys()]).toEqual([16, 26]);
    expect([...at1.otherwise.entries()]).toEqual([[17, 4]]);
    const at2 = placementTargets(legal, 'C2', 2);
    expect([...at2.now.keys()]).toEqual([26]);
    // The first fitting turn clockwise from 2: 4 for space 17, 1 for space 16.
    expect(new Map(at2.otherwise)).toEqual(
      new Map([
        [16, 1],
        [17, 4],
      ]),
    );
    expect(at2.now.get(26)?.move).toEqual(place(26, 2));
  });
});

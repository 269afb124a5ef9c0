import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PieceGlyph, PlayerPiece } from './pieces';

afterEach(cleanup);

describe("pieces drawn inside a board's SVG", () => {
  it("place the piece at (x, y) scaled to its size, in the seat's colour with its shape", () => {
    const { container } = render(
      <svg>
        <PieceGlyph playerID="3" kind="leader" x={10} y={20} size={12} />
      </svg>,
    );
    const g = container.querySelector('[data-piece]')!;
    expect(g.getAttribute('transform')).toBe('translate(10 20) scale(0.5)');
    expect([g.getAttribute('data-piece'), g.getAttribute('data-player'), g.getAttribute('data-shape')]).toEqual([
      'leader',
      '3',
      'diamond',
    ]);
    expect(g.querySelector('path')?.getAttribute('fill')).toBe('#CC79A7');
    expect(g.querySelector('polygon')?.getAttribute('fill')).toBe('#000000');
  });

  it('tell a leader, a tent and a guard from a meeple by their outline', () => {
    render(
      <>
        <PlayerPiece playerID="0" kind="meeple" label="meeple" />
        <PlayerPiece playerID="0" kind="leader" label="leader" />
        <PlayerPiece playerID="0" kind="tent" label="tent" />
        <PlayerPiece playerID="0" kind="guard" label="guard" />
      </>,
    );
    const d = (name: string) => screen.getByRole('img', { name }).querySelector('path')!.getAttribute('d')!;
    const meeple = d('meeple');
    expect(d('leader')).toBe(`M7.9 4.6 6.6 .4 9.6 2.4 12-.6l2.4 3 3-2-1.3 4.2z${meeple}`);
    // The guard shares no part of the worker's outline: spear, crested helmet, shield.
    expect(d('guard')).not.toContain(meeple);
    expect(d('guard').startsWith('M3.3 4.4h1.4V23H3.3zM4 .2l1.8 4.3H2.2z')).toBe(true);
    expect(d('guard')).toContain('M11.4 8.4h9.4v5.8q0 5.2-4.7 8.3-4.7-3.1-4.7-8.3z');
    // Its seat's shape is on the shield, not on the chest.
    expect(screen.getByRole('img', { name: 'guard' }).querySelector('circle')?.getAttribute('cx')).toBe('16.1');
    expect(d('tent')).toBe('M12 2 23 22H1zM12 9.5 8.2 22h7.6z');
    expect(screen.getByRole('img', { name: 'tent' }).querySelector('circle')?.getAttribute('cy')).toBe('16.5');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { CoinStack, coinsShown } from './coins';
import { PlayerCube, shade } from './cube';
import { DieFace, pipsPath } from './dice';
import { NeutralPiece } from './neutral';

afterEach(cleanup);

// The kit's dice, cubes, coin piles and neutral pieces (drawn for Troyes, for any board).

describe('a die', () => {
  it('has as many pips as its value, in one path', () => {
    for (const v of [1, 2, 3, 4, 5, 6]) expect(pipsPath(v).match(/M/g)).toHaveLength(v);
    expect(pipsPath(1)).toBe('M12.3 15a2.7 2.7 0 1 0 5.4 0a2.7 2.7 0 1 0 -5.4 0z');
  });

  it('is an image named by its label, with its value, its colours and its badge', () => {
    render(
      <DieFace
        value={4}
        look={{ fill: '#b3261e', pip: '#fff' }}
        label="red 4"
        badge={<circle data-testid="badge" r="6" />}
      />,
    );
    const die = screen.getByRole('img', { name: 'red 4' });
    expect(die.getAttribute('data-value')).toBe('4');
    expect(die.querySelector('rect')?.getAttribute('fill')).toBe('#b3261e');
    expect(die.querySelectorAll('path')[1].getAttribute('fill')).toBe('#fff');
    expect(screen.getByTestId('badge')).toBeTruthy();
  });

  it('is hidden from screen readers without a label', () => {
    const { container } = render(<DieFace value={2} look={{ fill: '#fff', pip: '#000' }} />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('a cube', () => {
  it("is drawn in the seat's colour, lighter on top and darker on the right, with the seat's shape", () => {
    render(<PlayerCube playerID="1" label="cube of Bob" />);
    const cube = screen.getByRole('img', { name: 'cube of Bob' });
    expect([cube.getAttribute('data-player'), cube.getAttribute('data-shape')]).toEqual(['1', 'triangle']);
    expect([...cube.querySelectorAll('g path')].map((p) => p.getAttribute('fill'))).toEqual([
      '#ecb740',
      '#E69F00',
      '#a16f00',
    ]);
    expect(cube.querySelector('polygon')?.getAttribute('fill')).toBe('#000000');
  });

  it('shades colours both ways', () => {
    expect(shade('#000000', 0.5)).toBe('#808080');
    expect(shade('#ffffff', -0.5)).toBe('#808080');
  });
});

describe('a pile of coins', () => {
  it('grows slowly with the amount and says the amount', () => {
    expect([0, 1, 2, 3, 4, 8, 16, 40].map(coinsShown)).toEqual([0, 1, 2, 2, 3, 4, 5, 5]);
    render(
      <>
        <CoinStack amount={9} label="Deniers: 9" />
        <CoinStack amount={0} label="Deniers: 0" />
      </>,
    );
    const pile = screen.getByRole('img', { name: 'Deniers: 9' });
    expect(pile.querySelectorAll('ellipse')).toHaveLength(4);
    expect(pile.textContent).toBe('9');
    expect(
      screen.getByRole('img', { name: 'Deniers: 0' }).querySelector('ellipse')?.getAttribute('stroke-dasharray'),
    ).toBe('3 2');
  });
});

describe('a neutral piece', () => {
  it('is grey with a hollow ring, and belongs to no seat', () => {
    render(<NeutralPiece kind="meeple" label="neutral citizen" />);
    const piece = screen.getByRole('img', { name: 'neutral citizen' });
    expect(piece.getAttribute('data-player')).toBeNull();
    expect(piece.querySelector('path')?.getAttribute('fill')).toBe('#a3a3a3');
    expect(piece.querySelector('circle')?.getAttribute('fill')).toBe('none');
  });
});

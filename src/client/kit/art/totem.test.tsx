import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { seatLook, TotemGlyph } from './totem';

afterEach(cleanup);

describe("a totem drawn inside a board's SVG", () => {
  it("stands its foot on (x, y), half as wide as tall, in the seat's colour topped by the seat's shape", () => {
    const { container } = render(
      <svg>
        <TotemGlyph playerID="1" x={30} y={40} height={12} />
      </svg>,
    );
    const g = container.querySelector('[data-piece="totem"]')!;
    // 12 units tall: scale 0.5 of the 24-unit drawing, its 12-unit width centred on x.
    expect(g.getAttribute('transform')).toBe('translate(27 28) scale(0.5)');
    expect([g.getAttribute('data-player'), g.getAttribute('data-shape')]).toEqual(['1', 'triangle']);
    expect(g.querySelector('path')?.getAttribute('fill')).toBe('#E69F00');
    expect(g.querySelector('polygon')?.getAttribute('points')).toBe('6,0 11,9 1,9');
  });

  it('takes a look of its own for a piece of no seat', () => {
    const { container } = render(
      <svg>
        <TotemGlyph playerID="N" look={{ colour: '#8a8a8a', ink: '#fff', shape: 'hexagon' }} x={0} y={0} height={24} />
      </svg>,
    );
    const g = container.querySelector('[data-piece="totem"]')!;
    expect(g.getAttribute('data-shape')).toBe('hexagon');
    expect(g.querySelector('path')?.getAttribute('fill')).toBe('#8a8a8a');
    expect(g.querySelector('polygon')?.getAttribute('points')?.split(' ')).toHaveLength(6);
    expect(seatLook('2')).toEqual({ colour: '#009E73', ink: '#ffffff', shape: 'square' });
  });
});

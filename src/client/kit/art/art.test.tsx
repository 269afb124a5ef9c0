import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Icon, ICON_NAMES } from './icons';
import { Figure, PieceOutline, PlayerPiece, seatShape } from './pieces';
import { Denier, PrestigePoint, RESOURCE_LOOKS, ResourceToken } from './tokens';

afterEach(cleanup);

describe('the art kit', () => {
  it("draws each seat's pieces in its colour and with its own shape", () => {
    render(
      ['0', '1', '2', '3', '4', '5'].map((p) => (
        <PlayerPiece key={p} playerID={p} kind="meeple" label={`worker ${p}`} />
      )),
    );
    const pieces = screen.getAllByRole('img');
    expect(pieces.map((e) => e.getAttribute('aria-label'))).toEqual([
      'worker 0',
      'worker 1',
      'worker 2',
      'worker 3',
      'worker 4',
      'worker 5',
    ]);
    expect(pieces.map((e) => e.getAttribute('data-shape'))).toEqual([
      'circle',
      'triangle',
      'square',
      'diamond',
      'star',
      'cross',
    ]);
    // The body in the seat's colour, the mark in its ink colour.
    expect(pieces[0].querySelector('path')?.getAttribute('fill')).toBe('#0072B2');
    expect(pieces[1].querySelector('path')?.getAttribute('fill')).toBe('#E69F00');
    expect(pieces[1].querySelector('polygon')?.getAttribute('fill')).toBe('#000000');
    expect(pieces[1].querySelector('polygon')?.getAttribute('points')).toBe('12,9.6 15,15 9,15');
  });

  it("wraps the seat's shapes round after six seats, as the kit's colours do", () => {
    expect(seatShape('6')).toBe('circle');
    expect(seatShape('10')).toBe('star');
  });

  it('tells a house from a meeple and a disc by its outline', () => {
    render(
      <>
        <PlayerPiece playerID="2" kind="house" label="house" />
        <PlayerPiece playerID="2" kind="disc" label="disc" />
        <PieceOutline kind="house" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'house' }).querySelector('path')?.getAttribute('d')).toBe(
      'M12 2.5 22.5 11v11h-21V11z',
    );
    expect(screen.getByRole('img', { name: 'disc' }).querySelector('path')?.getAttribute('d')).toBe(
      'M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0z',
    );
    expect(screen.getByRole('img', { name: 'house' }).querySelector('rect')?.getAttribute('width')).toBe('6.08');
    expect(document.querySelectorAll('.art-outline')).toHaveLength(1);
    expect(document.querySelector('.art-outline')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('gives every resource its own shape', () => {
    const shapes = Object.values(RESOURCE_LOOKS).map((l) => l.shape);
    expect(shapes).toEqual(['circle', 'square', 'hexagon', 'diamond', 'star']);
    render(
      <>
        <ResourceToken resource="cloth" label="cloth" count={2} />
        <Denier label="deniers" amount={3} />
        <PrestigePoint label="points" points={4} />
        <Denier label="denier" />
      </>,
    );
    expect(screen.getAllByRole('img').map((e) => e.getAttribute('aria-label'))).toEqual([
      'cloth 2',
      '3 deniers',
      '4 points',
      'denier',
    ]);
    expect(screen.getByRole('img', { name: 'cloth 2' }).querySelector('polygon')?.getAttribute('points')).toBe(
      '12,1 23,12 12,23 1,12',
    );
  });

  it('draws every icon by name, hidden unless labelled', () => {
    render(
      <>
        {ICON_NAMES.map((n) => (
          <Icon key={n} name={n} />
        ))}
        <Icon name="castle" label="Castle" />
      </>,
    );
    const drawn = Array.from(document.querySelectorAll('svg[data-icon]'));
    expect(drawn).toHaveLength(ICON_NAMES.length + 1);
    for (const svg of drawn) expect(svg.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(10);
    expect(screen.getAllByRole('img').map((e) => e.getAttribute('aria-label'))).toEqual(['Castle']);
    expect(ICON_NAMES).toContain('production');
    expect(ICON_NAMES).toEqual(
      expect.arrayContaining([
        'construction',
        'trade',
        'residence',
        'prestige',
        'neutral',
        'fixed',
        'gate',
        'tradingPost',
        'guild',
        'jousting',
        'stables',
        'inn',
      ]),
    );
  });

  it('draws a figure with its letter', () => {
    render(<Figure look={{ colour: '#7a1f1f', ink: '#fff', letter: 'P' }} label="Provost" />);
    expect(screen.getByRole('img', { name: 'Provost' }).textContent).toBe('P');
  });
});

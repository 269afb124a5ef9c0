import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';
import { chartCoordinates, RatingChart } from './RatingChart';

// The drawing is 320 × 120 with 10 left round it: x from 10 to 310, y from 10 (highest) to 110 (lowest).

describe('the rating chart', () => {
  it('puts three ratings at equal steps, the highest at the top and the lowest at the bottom', () => {
    expect(
      chartCoordinates([
        { at: 1, rating: 1000 },
        { at: 2, rating: 1100 },
        { at: 3, rating: 1050 },
      ]),
    ).toEqual([
      { x: 10, y: 110 },
      { x: 160, y: 10 },
      { x: 310, y: 60 },
    ]);
  });

  it('draws one rating, or an unchanged one, across the middle', () => {
    expect(chartCoordinates([{ at: 1, rating: 1500 }])).toEqual([{ x: 160, y: 60 }]);
    expect(
      chartCoordinates([
        { at: 1, rating: 1500 },
        { at: 2, rating: 1500 },
      ]),
    ).toEqual([
      { x: 10, y: 60 },
      { x: 310, y: 60 },
    ]);
  });

  it('is a picture named for screen readers, with its numbers in a table', () => {
    renderApp(
      <RatingChart
        game="Tikal"
        points={[
          { at: Date.UTC(2026, 0, 5, 12), rating: 1000 },
          { at: Date.UTC(2026, 0, 6, 12), rating: 1100 },
          { at: Date.UTC(2026, 0, 7, 12), rating: 1050 },
        ]}
      />,
    );
    const chart = screen.getByRole('img');
    expect(chart.querySelector('title')?.textContent).toBe('Rating in Tikal after each rated game');
    expect(chart.querySelector('desc')?.textContent).toBe(
      'From 1000 to 1050; lowest 1000, highest 1100; rated games: 3.',
    );
    expect(chart.querySelector('polyline')?.getAttribute('points')).toBe('10,110 160,10 310,60');
    expect(Array.from(document.querySelectorAll('tbody tr')).map((r) => r.textContent)).toEqual([
      '1/5/20261000',
      '1/6/20261100',
      '1/7/20261050',
    ]);
  });
});

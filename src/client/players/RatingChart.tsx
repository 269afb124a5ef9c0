import { useId } from 'react';
import { useTranslation } from 'react-i18next';

// A rating's history as a line, drawn by hand in SVG: one line, two labels and
// its points are all it needs, and a chart library would weigh more than the
// profile page itself. The drawing is a picture with a title and a description
// for screen readers, and the numbers are in a table beside it for anyone.

/** The drawing's own units; CSS scales it to the width there is (390 px phones too). */
export const CHART_WIDTH = 320;
export const CHART_HEIGHT = 120;
/** Room left round the line so its end points and strokes are not cut. */
export const CHART_PAD = 10;

export interface ChartPoint {
  at: number;
  rating: number;
}

/**
 * Where each rating goes: games one after the other at equal steps from left to
 * right, the highest rating at the top, the lowest at the bottom (a flat history in
 * the middle).
 */
export function chartCoordinates(points: readonly ChartPoint[]): { x: number; y: number }[] {
  const ratings = points.map((p) => p.rating);
  const low = Math.min(...ratings);
  const high = Math.max(...ratings);
  const inner = { w: CHART_WIDTH - 2 * CHART_PAD, h: CHART_HEIGHT - 2 * CHART_PAD };
  return points.map((p, i) => ({
    x: points.length === 1 ? CHART_WIDTH / 2 : CHART_PAD + (i * inner.w) / (points.length - 1),
    y: high === low ? CHART_HEIGHT / 2 : CHART_PAD + ((high - p.rating) * inner.h) / (high - low),
  }));
}

const round = (n: number) => Math.round(n * 10) / 10;

export function RatingChart({ game, points }: { game: string; points: readonly ChartPoint[] }) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  if (points.length === 0) return <p className="muted">{t('social.profile.chartEmpty')}</p>;
  const xy = chartCoordinates(points);
  const ratings = points.map((p) => p.rating);
  const title = t('social.profile.chartTitle', { game });
  const desc = t('social.profile.chartDesc', {
    first: ratings[0],
    last: ratings[ratings.length - 1],
    low: Math.min(...ratings),
    high: Math.max(...ratings),
    count: points.length,
  });
  const date = (at: number) => new Date(at).toLocaleDateString(i18n.language);
  return (
    <figure className="rating-chart">
      <svg
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
        data-testid="rating-chart"
      >
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{desc}</desc>
        <line
          className="rating-chart-axis"
          x1={CHART_PAD}
          y1={CHART_HEIGHT - CHART_PAD}
          x2={CHART_WIDTH - CHART_PAD}
          y2={CHART_HEIGHT - CHART_PAD}
        />
        <polyline className="rating-chart-line" points={xy.map((p) => `${round(p.x)},${round(p.y)}`).join(' ')} />
        {xy.map((p, i) => (
          <circle key={points[i]!.at + i / 1000} className="rating-chart-dot" cx={round(p.x)} cy={round(p.y)} r={2.5} />
        ))}
      </svg>
      <figcaption className="muted">{desc}</figcaption>
      <details>
        <summary>{t('social.profile.chartNumbers')}</summary>
        <table className="rating-chart-table">
          <thead>
            <tr>
              <th scope="col">{t('social.profile.when')}</th>
              <th scope="col">{t('social.profile.rating')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              <tr key={`${p.at}-${i}`}>
                <td>{date(p.at)}</td>
                <td>{p.rating}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

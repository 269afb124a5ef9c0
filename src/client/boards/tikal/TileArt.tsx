// Our own drawing of Tikal's terrain: a glyph per kind and the stones on the
// edges. Shared by the board's hexes and the drawn-tile preview.
import type { SpaceKind } from '../../../games/tikal';
import { edgeFrame, HEX_RADIUS, type Point } from './geometry';

export function TerrainGlyph({ kind, centre, value, treasures, scale = 1 }: {
  kind: SpaceKind; centre: Point; value: number; treasures: number; scale?: number;
}) {
  const { x, y } = centre;
  const transform = scale === 1 ? undefined : `translate(${x} ${y}) scale(${scale}) translate(${-x} ${-y})`;
  switch (kind) {
    case 'temple': {
      // Left of centre: a hex's cost badge sits on its right.
      const tx = x - 5;
      return (
        <g className="tk-glyph" transform={transform}>
          <path d={`M${tx - 20},${y - 2} h40 v-6 h-6 v-6 h-6 v-6 h-16 v6 h-6 v6 h-6 z`} fill="#8d7b62" stroke="#4a3f30" strokeWidth="1" />
          <g className="tk-glyph-value">
            <circle cx={tx} cy={y - 12} r={10} fill="#fff" stroke="#4a3f30" strokeWidth="1.5" />
            <text x={tx} y={y - 7.5} textAnchor="middle" fontSize="13" fontWeight="800" fill="#1f1d1a">{value}</text>
          </g>
        </g>
      );
    }
    case 'ruin':
      return (
        <g className="tk-glyph" transform={transform}>
          <path d={`M${x - 18},${y - 2} v-14 h6 v14 M${x - 4},${y - 2} v-20 h7 v20 M${x + 11},${y - 2} v-9 h6 v9`} fill="#d9c4a3" stroke="#5a4330" strokeWidth="1.5" />
          {treasures > 0 && (
            <g className="tk-glyph-value">
              <circle cx={x + 18} cy={y - 24} r={9} fill="#f0c419" stroke="#5a4330" strokeWidth="1.2" />
              <text x={x + 18} y={y - 20} textAnchor="middle" fontSize="11" fontWeight="800" fill="#1f1d1a">{treasures}</text>
            </g>
          )}
        </g>
      );
    case 'volcano':
      return (
        <g className="tk-glyph" transform={transform}>
          <polygon points={`${x - 26},${y + 12} ${x - 7},${y - 20} ${x + 7},${y - 20} ${x + 26},${y + 12}`} fill="#3b2b2b" />
          <path d={`M${x - 7},${y - 20} q7,8 14,0 M${x - 2},${y - 20} l-3,14 M${x + 3},${y - 20} l4,10`} stroke="#e4572e" strokeWidth="3" fill="none" />
        </g>
      );
    case 'baseCamp':
      return (
        <g className="tk-glyph" transform={transform}>
          <polygon points={`${x},${y - 26} ${x + 20},${y + 2} ${x - 20},${y + 2}`} fill="#b5803a" stroke="#4a3520" strokeWidth="1.5" />
          <polygon points={`${x},${y - 14} ${x + 6},${y + 2} ${x - 6},${y + 2}`} fill="#4a3520" />
        </g>
      );
    case 'clearing':
      return (
        <g className="tk-glyph" transform={transform}>
          <circle cx={x - 16} cy={y - 16} r={7} fill="#3f7d3a" />
          <circle cx={x + 15} cy={y - 20} r={6} fill="#3f7d3a" />
          <circle cx={x + 2} cy={y - 27} r={5} fill="#4e9346" />
        </g>
      );
  }
}

/** The stones of each edge, 1–3 small blocks side by side along it. */
export function Stones({ stones, centre, radius = HEX_RADIUS }: { stones: readonly number[]; centre: Point; radius?: number }) {
  const blocks: { x: number; y: number; key: string }[] = [];
  const gap = radius * 0.2;
  stones.forEach((n, edge) => {
    const { mid, along } = edgeFrame(centre, edge, radius);
    for (let i = 0; i < n; i++) {
      const offset = (i - (n - 1) / 2) * gap;
      blocks.push({ x: mid.x + along.x * offset, y: mid.y + along.y * offset, key: `${edge}-${i}` });
    }
  });
  const size = radius * 0.15;
  return (
    <g className="tk-stones" data-stones={stones.join('')}>
      {blocks.map((b) => (
        <rect key={b.key} x={b.x - size / 2} y={b.y - size / 2} width={size} height={size} rx={size / 4} />
      ))}
    </g>
  );
}

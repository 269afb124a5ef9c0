// The home page's picture of Tikal: the drawn map at the start, in
// small. Unexplored ground round the base camp (its tents) and the first tiles
// beside it: jungle, a temple as a stepped pyramid with its value, a ruin with its
// treasure, the volcano smoking at the edge; stones on the edges as cobbles.
// Self-contained (no rules, no kit) so the home page loads it as a small chunk.

const R = 14;
const APOTHEM = (R * Math.sqrt(3)) / 2;

function hex(cx: number, cy: number): string {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i;
    return `${(cx + R * Math.cos(a)).toFixed(1)},${(cy + R * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

/** Centre of column `c`, row `r` (odd columns half a hex lower, as on the board). */
function at(c: number, r: number): { x: number; y: number } {
  return { x: 13 + c * R * 1.5, y: 12 + r * APOTHEM * 2 + (c % 2 === 1 ? APOTHEM : 0) };
}

type Kind = 'empty' | 'base' | 'jungle' | 'temple' | 'ruin' | 'volcano';
const FILL: Record<Kind, string> = {
  empty: '#d8dcc8',
  base: '#e2c99a',
  jungle: '#5aa24f',
  temple: '#8fb86f',
  ruin: '#a3b47f',
  volcano: '#6b5550',
};

/** The tiles shown at the start; every other hex is unexplored ground. */
const PLACED: Readonly<Record<string, Kind>> = {
  '0,2': 'base',
  '1,1': 'jungle',
  '1,2': 'ruin',
  '0,1': 'temple',
  '2,2': 'jungle',
  '5,0': 'volcano',
  '3,1': 'jungle',
};
const MAP: readonly (readonly [number, number, Kind])[] = Array.from(
  { length: 7 * 4 },
  (_, i) => [i % 7, Math.floor(i / 7)] as const,
)
  // The fourth row only where it fits under the picture's edge.
  .filter(([c, r]) => r < 3 || c % 2 === 0)
  .map(([c, r]) => [c, r, PLACED[`${c},${r}`] ?? 'empty'] as const);

function Glyph({ kind, x, y }: { kind: Kind; x: number; y: number }) {
  switch (kind) {
    case 'jungle':
      return (
        <g fill="#2f6b33">
          {[
            [-5, -3],
            [4, -4],
            [0, 4],
          ].map(([dx = 0, dy = 0], i) => (
            <circle key={i} cx={x + dx} cy={y + dy} r="3.6" />
          ))}
        </g>
      );
    case 'temple':
      return (
        <g fill="#c2ab82" stroke="#4f3f2a" strokeWidth="0.6">
          {[0, 1, 2].map((i) => (
            <rect key={i} x={x - 8 + i * 2.5} y={y + 3 - i * 3.5} width={16 - i * 5} height="3.5" />
          ))}
          <text x={x + 8} y={y - 3} fontSize="6" fontWeight="700" fill="#1f1d1a" stroke="none">
            3
          </text>
        </g>
      );
    case 'ruin':
      return (
        <g>
          <path d={`M${x - 7} ${y + 5}v-6h3v3h3v-5h3v8z`} fill="#b3a690" stroke="#4d4337" strokeWidth="0.6" />
          <circle cx={x + 5} cy={y + 2} r="2.6" fill="#f0c419" stroke="#5a4330" strokeWidth="0.6" />
        </g>
      );
    case 'volcano':
      return (
        <g>
          <path d={`M${x - 8} ${y + 6}l6-11h4l6 11z`} fill="#3b2b2b" />
          <path d={`M${x} ${y - 5}v4`} stroke="#f06a35" strokeWidth="1.6" />
          <circle cx={x + 2} cy={y - 9} r="2.5" fill="#d9d2cc" />
        </g>
      );
    case 'base':
      return (
        <path
          d={`M${x - 8} ${y + 5}l4-8 4 8zM${x} ${y + 5}l4-8 4 8z`}
          fill="#c0863d"
          stroke="#4a3520"
          strokeWidth="0.6"
        />
      );
    default:
      return null;
  }
}

export default function CardPicture() {
  return (
    <svg viewBox="0 0 160 100" className="game-picture" aria-hidden="true" focusable="false">
      <rect width="160" height="100" fill="#c9d4b8" />
      {MAP.map(([c, r, kind]) => {
        const { x, y } = at(c, r);
        return (
          <g key={`${c}-${r}`}>
            <polygon points={hex(x, y)} fill={FILL[kind]} stroke="#5d6b4f" strokeWidth="0.8" />
            <Glyph kind={kind} x={x} y={y} />
          </g>
        );
      })}
      {/* Stones on the explored tiles' edges: the paths out of the base camp. */}
      <g fill="#8f8a80" stroke="#3e3b36" strokeWidth="0.5">
        {[
          [20, 60],
          [26, 48],
          [33, 42],
          [40, 62],
          [46, 36],
        ].map(([x = 0, y = 0], i) => (
          <ellipse key={i} cx={x} cy={y} rx="2" ry="1.4" />
        ))}
      </g>
    </svg>
  );
}

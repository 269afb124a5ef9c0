// The home page's picture of Caylus: the drawn board at the start, in
// small. The castle's three sections with their empty slots, the river and its
// bridge, the road winding away with the first buildings in their kinds' colours
// and empty lots as bare ground, the provost and the bailiff standing on it.
// Self-contained (no rules, no kit) so the home page loads it as a small chunk.

// The board's own colours (caylus.css): neutral, fixed, production and residence tiles.
const TILE = { neutral: '#f7dde8', fixed: '#efe6cf', production: '#ecd7b6', residence: '#d7eedb' } as const;
const ROAD: readonly (keyof typeof TILE | null)[] = [
  'fixed',
  'neutral',
  'neutral',
  'fixed',
  'neutral',
  'production',
  'neutral',
  'fixed',
  'neutral',
  null,
  null,
  null,
  null,
  null,
];
const PER_ROW = 7;
const TILE_SIZE = 16;

function tileAt(i: number): { x: number; y: number } {
  const row = Math.floor(i / PER_ROW);
  const along = i % PER_ROW;
  const column = row % 2 === 0 ? along : PER_ROW - 1 - along;
  return { x: 24 + column * 19, y: 56 + row * 21 };
}

function Pawn({ x, y, colour, letter }: { x: number; y: number; colour: string; letter: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle cx="0" cy="-7" r="2.6" fill={colour} stroke="#111" strokeWidth="0.6" />
      <path
        d="M0 -4.3c-2.1 0-3 1.5-3.3 3.6L-4.2 5h8.4l-.9-5.7C3-2.8 2.1-4.3 0-4.3z"
        fill={colour}
        stroke="#111"
        strokeWidth="0.6"
      />
      <text x="0" y="3" textAnchor="middle" fontSize="4" fontWeight="700" fill="#fff">
        {letter}
      </text>
    </g>
  );
}

export default function CardPicture() {
  const centres = ROAD.map((_, i) => tileAt(i)).map(({ x, y }) => `${x + TILE_SIZE / 2},${y + TILE_SIZE / 2}`);
  return (
    <svg viewBox="0 0 160 100" className="game-picture" aria-hidden="true" focusable="false">
      <rect width="160" height="100" fill="#a9c48a" />
      {/* The castle: dungeon, walls, towers, their slots empty at the start. */}
      {[6, 13, 20].map((y, s) => (
        <g key={y}>
          <rect
            x={8 + s * 4}
            y={y}
            width={52 - s * 8}
            height="6"
            rx="1"
            fill="#857e70"
            stroke="#4d473d"
            strokeWidth="0.6"
          />
          {Array.from({ length: [6, 10, 14][s] ?? 0 }, (_, i) => (
            <rect
              key={i}
              x={10 + s * 4 + i * ((48 - s * 8) / ([6, 10, 14][s] ?? 1))}
              y={y + 1.5}
              width="2.2"
              height="3"
              fill="rgb(80 72 60 / 0.35)"
            />
          ))}
        </g>
      ))}
      <path d="M30 4l4-3 4 3" fill="none" stroke="#4d473d" strokeWidth="0.8" />
      {/* The river and the bridge over it. */}
      <path d="M0 36c30 5 60-5 90 0s50 5 70 0v10c-20 5-40 2-70-2s-60 5-90 0z" fill="#7fb2d8" />
      <path d="M26 44c4-6 12-6 16 0" fill="#d8d1c2" stroke="#6b6459" strokeWidth="1" />
      <rect x="25" y="41" width="18" height="3.5" fill="#d8d1c2" stroke="#6b6459" strokeWidth="0.6" />
      {/* The road, from the bridge through every space. */}
      <polyline
        points={['32,47', ...centres].join(' ')}
        fill="none"
        stroke="#7a6a4e"
        strokeWidth="9"
        strokeLinejoin="round"
      />
      <polyline
        points={['32,47', ...centres].join(' ')}
        fill="none"
        stroke="#cdb88f"
        strokeWidth="6.5"
        strokeLinejoin="round"
      />
      {ROAD.map((kind, i) => {
        const { x, y } = tileAt(i);
        return kind === null ? (
          <rect
            key={i}
            x={x + 2}
            y={y + 2}
            width={TILE_SIZE - 4}
            height={TILE_SIZE - 4}
            rx="2"
            fill="#b9cf9a"
            opacity="0.8"
          />
        ) : (
          <rect
            key={i}
            x={x}
            y={y}
            width={TILE_SIZE}
            height={TILE_SIZE}
            rx="2"
            fill={TILE[kind]}
            stroke="#5c5240"
            strokeWidth="0.8"
          />
        );
      })}
      <Pawn x={tileAt(6).x + 5} y={tileAt(6).y + 10} colour="#7a1f1f" letter="P" />
      <Pawn x={tileAt(6).x + 11} y={tileAt(6).y + 10} colour="#1f1d1a" letter="B" />
    </svg>
  );
}

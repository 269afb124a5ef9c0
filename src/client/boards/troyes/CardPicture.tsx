// The home page card's picture of Troyes: the drawn board at its setup in one small
// SVG (the three buildings with their roofs and citizens, the cathedral, the nine
// activity cards, a few dice on the square). Decorative; no text, no strings, no
// game code: it is loaded lazily with the home page's cards and kept light.
import { pipsPath } from '../../kit/art/dice';
import { seatStyles } from '../../kit/colours';

const RED = '#b3261e';
const WHITE = '#f4f1ea';
const YELLOW = '#e9b949';
const STONE = '#d8cfbd';
const EDGE = '#5a4d3c';

/** Citizens standing in a building at the setup (two players and the neutral grey). */
const CITIZENS = [
  [0, 1, 'n', 0, 1, 'n'],
  [1, 'n', 0, 1, 'n', 0],
  ['n', 0, 1, 'n', 1, 0],
] as const;
const BUILDING_COLOURS = [RED, WHITE, YELLOW] as const;
const DICE = [
  [RED, 5],
  [WHITE, 3],
  [YELLOW, 6],
  [RED, 2],
  [YELLOW, 4],
] as const;

function Citizen({ x, y, who }: { x: number; y: number; who: number | 'n' }) {
  const fill = who === 'n' ? '#a3a3a3' : seatStyles[who].colour;
  return (
    <g transform={`translate(${x} ${y})`} fill={fill} stroke="#1b1b1b" strokeWidth="0.8">
      <circle cx="0" cy="-4" r="2.4" />
      <path d="M-4 5 -2.6-1.6h5.2L4 5z" />
    </g>
  );
}

function Building({ i, x }: { i: number; x: number }) {
  const roofs = [
    'M0 20V6h6v4h6V6h6v4h6V6h6v4h6V6h6v4h6v10z',
    'M0 20V12L14 4l10 6 10-10 10 10 10-6 14 8v8z',
    'M0 20v-8l6-6h20V0h16v6h20l6 6v8z',
  ];
  return (
    <g transform={`translate(${x} 8)`}>
      <path d={roofs[i]} fill="#cbbfa6" stroke={EDGE} strokeWidth="1.2" />
      <rect x="0" y="20" width="68" height="44" fill={STONE} stroke={EDGE} strokeWidth="1.2" />
      <rect x="28" y="10" width="12" height="8" fill={BUILDING_COLOURS[i]} stroke={EDGE} strokeWidth="1" />
      {CITIZENS[i].map((who, k) => (
        <g key={k}>
          <rect x={4 + (k % 3) * 21} y={24 + Math.floor(k / 3) * 20} width="18" height="17" rx="6" fill="#5b5246" />
          <Citizen x={13 + (k % 3) * 21} y={34 + Math.floor(k / 3) * 20} who={who} />
        </g>
      ))}
    </g>
  );
}

export default function CardPicture() {
  return (
    <svg className="game-picture" viewBox="0 0 240 150" aria-hidden="true" focusable="false">
      <rect width="240" height="150" rx="8" fill="#e6d8b8" />
      {[0, 1, 2].map((i) => (
        <Building key={i} i={i} x={8 + i * 78} />
      ))}
      {/* The nine activity cards: a row per colour, a column per level. */}
      {BUILDING_COLOURS.map((c, row) =>
        [0, 1, 2].map((col) => (
          <g key={`${row}${col}`} transform={`translate(${8 + col * 32} ${80 + row * 22})`}>
            <rect
              width="29"
              height="19"
              rx="2"
              fill={col === 0 ? '#fffaf0' : '#8f6e47'}
              stroke="#3b2a16"
              strokeWidth="0.8"
            />
            <rect width="29" height="5" rx="1" fill={c} stroke="#3b2a16" strokeWidth="0.6" />
          </g>
        )),
      )}
      {/* The cathedral. */}
      <g transform="translate(108 80)">
        <path d="M0 64V24L8 12l8 12h8L38 6l14 18h8l8-12 8 12v40z" fill="#cfc7b6" stroke="#4d463c" strokeWidth="1.2" />
        <circle cx="38" cy="26" r="7" fill="#6b8fb8" stroke="#4d463c" />
        {[0, 1, 2, 3, 4, 5].map((c) =>
          [0, 1, 2].map((l) => (
            <rect key={`${c}${l}`} x={5 + c * 11.5} y={36 + l * 9} width="9" height="7" rx="2" fill="#8d8475" />
          )),
        )}
      </g>
      {/* Dice on the square. */}
      {DICE.map(([fill, v], i) => (
        <g key={i} transform={`translate(${198 + (i % 2) * 20} ${84 + Math.floor(i / 2) * 20}) scale(0.55)`}>
          <rect width="30" height="30" rx="6" fill={fill} stroke="#1b1b1b" strokeWidth="1.6" />
          <path d={pipsPath(v)} fill={fill === RED ? '#fff6e8' : '#2a2622'} />
        </g>
      ))}
    </svg>
  );
}

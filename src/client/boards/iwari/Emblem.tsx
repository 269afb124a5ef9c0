// Iwari's emblem on the home page: our own simple drawing (no publisher art), shown
// while its card's picture loads (pages/GameEmblem.tsx finds it by its file name).

export default function Emblem() {
  return (
    <g>
      <rect x="0" y="72" width="100" height="28" fill="#b8a26a" />
      {[14, 40, 66].map((x, i) => (
        <path key={x} d={`M${x} 72 L${x + 10} 48 L${x + 20} 72 Z`} fill={['#8c4f2b', '#a86a3c', '#7a4426'][i]} />
      ))}
      <rect x="86" y="28" width="6" height="44" fill="#5b3a22" />
      <path d="M82 28 h14 l-7 -10 z" fill="#c0392b" />
    </g>
  );
}

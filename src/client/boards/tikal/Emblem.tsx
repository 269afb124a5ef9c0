// Tikal's emblem on the home page: our own simple drawing (no publisher art), shown
// while its card's picture loads (pages/GameEmblem.tsx finds it by its file name).

export default function Emblem() {
  return (
    <g>
      <rect x="0" y="70" width="100" height="30" fill="#3f7d4e" />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect
          key={i}
          x={16 + i * 7}
          y={70 - (i + 1) * 10}
          width={68 - i * 14}
          height="10"
          fill={i % 2 ? '#9b8f73' : '#8a7f64'}
        />
      ))}
      <rect x="44" y="14" width="12" height="8" fill="#6d644f" />
      <circle cx="14" cy="60" r="10" fill="#2f6a3c" />
      <circle cx="88" cy="58" r="12" fill="#2f6a3c" />
    </g>
  );
}

// Troyes's emblem on the home page: our own simple drawing (no publisher art), shown
// while its card's picture loads (pages/GameEmblem.tsx finds it by its file name).

export default function Emblem() {
  return (
    <g>
      <path d="M30 80 V40 L50 14 L70 40 V80 Z" fill="#b7b2a6" />
      <circle cx="50" cy="46" r="8" fill="#5d6d8a" />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${8 + i * 30} 82)`}>
          <rect width="14" height="14" rx="3" fill={['#c0392b', '#f2f2f2', '#e6b800'][i]} stroke="#333" />
          <circle cx="7" cy="7" r="1.8" fill="#333" />
        </g>
      ))}
    </g>
  );
}

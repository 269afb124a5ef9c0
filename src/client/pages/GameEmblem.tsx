// Our own simple drawings, one per game: no publisher art is used anywhere.

function Caylus() {
  return (
    <g>
      <rect x="18" y="40" width="64" height="38" fill="#c9b27c" />
      <rect x="12" y="26" width="18" height="52" fill="#a8925e" />
      <rect x="70" y="26" width="18" height="52" fill="#a8925e" />
      <rect x="38" y="18" width="24" height="60" fill="#b9a26b" />
      {[12, 18, 24, 70, 76, 82, 38, 44, 50, 56].map((x, i) => (
        <rect key={i} x={x} y={i < 6 ? 20 : 12} width="4" height="6" fill={i < 6 ? '#a8925e' : '#b9a26b'} />
      ))}
      <path d="M44 78 v-14 a6 6 0 0 1 12 0 v14 z" fill="#5b4a2b" />
    </g>
  );
}

function Tikal() {
  return (
    <g>
      <rect x="0" y="70" width="100" height="30" fill="#3f7d4e" />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect key={i} x={16 + i * 7} y={70 - (i + 1) * 10} width={68 - i * 14} height="10" fill={i % 2 ? '#9b8f73' : '#8a7f64'} />
      ))}
      <rect x="44" y="14" width="12" height="8" fill="#6d644f" />
      <circle cx="14" cy="60" r="10" fill="#2f6a3c" />
      <circle cx="88" cy="58" r="12" fill="#2f6a3c" />
    </g>
  );
}

function Troyes() {
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

function Iwari() {
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

function Generic({ letter }: { letter: string }) {
  return (
    <g>
      <polygon points="50,8 90,30 90,72 50,94 10,72 10,30" fill="#7a8aa0" />
      <text x="50" y="62" textAnchor="middle" fontSize="36" fill="#fff" fontFamily="serif">{letter}</text>
    </g>
  );
}

export function GameEmblem({ gameId, title }: { gameId: string; title: string }) {
  const art = {
    caylus: <Caylus />,
    tikal: <Tikal />,
    troyes: <Troyes />,
    iwari: <Iwari />,
  }[gameId] ?? <Generic letter={title.slice(0, 1).toUpperCase()} />;
  return (
    <svg viewBox="0 0 100 100" className="game-emblem" aria-hidden="true" focusable="false">
      <rect width="100" height="100" fill="#efe6d2" />
      {art}
    </svg>
  );
}

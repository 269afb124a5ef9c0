// Caylus's emblem on the home page: our own simple drawing (no publisher art), shown
// while its card's picture loads (pages/GameEmblem.tsx finds it by its file name).

export default function Emblem() {
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

// The home page's picture of Iwari: the drawn map as a table sets it up (the
// stand-in map's landscape, its numbered connections, the score track round it),
// cropped to the card's frame. Decorative. It loads the map's data and drawing
// only, no game rules, so the lazy chunk stays small.
import { STANDIN_A } from '../../../games/iwari';
import { TRACK_MARGIN } from './art';
import { Terrain, TrackCells } from './Terrain';
import './iwari.css';

const { layout } = STANDIN_A;
const W = layout.width + 2 * TRACK_MARGIN;
const H = layout.height + 2 * TRACK_MARGIN;

export default function CardPicture() {
  return (
    <svg
      className="iw-card-picture"
      viewBox={`0 0 ${W} ${H}`}
      aria-hidden="true"
      focusable="false"
      width="100%"
      height="100%"
      preserveAspectRatio="xMidYMid slice"
    >
      <TrackCells width={layout.width} height={layout.height} />
      <Terrain def={STANDIN_A} uid="iwcard" />
      <g transform={`translate(${TRACK_MARGIN} ${TRACK_MARGIN})`}>
        {STANDIN_A.connections.map((c) => {
          const [x, y] = layout.connections[c.n];
          return (
            <g key={c.n} transform={`translate(${x} ${y})`} className={`iw-connection is-${c.kind}`}>
              <circle r={7} className="iw-connection-disc" />
              <circle r={5.3} className="iw-connection-inner" />
              <text className="iw-connection-no" y={2.6}>
                {c.n}
              </text>
            </g>
          );
        })}
      </g>
    </svg>
  );
}

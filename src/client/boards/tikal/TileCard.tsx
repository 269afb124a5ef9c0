// A terrain tile drawn on its own (the drawn tile, the auction's revealed tiles),
// with its stones turned as given.
import { rotateStones, tileById } from '../../../games/tikal';
import { hexPoints } from './geometry';
import type { Translate } from './text';
import { Stones, TerrainGlyph } from './TileArt';

const CENTRE = { x: 55, y: 50 };

/** "ruin with 3 treasures left", "temple worth 5": what a player sees on the tile, never its id. */
export function tileText(t: Translate, tileId: string): string {
  const tile = tileById(tileId);
  const what =
    tile.kind === 'temple'
      ? t('board.temple', { value: tile.templeValue })
      : tile.kind === 'ruin'
        ? t('board.ruin', { count: tile.treasures })
        : t(`terrain.${tile.kind}`);
  return what;
}

export function TileCard({
  tileId,
  rotation = 0,
  size = 110,
  label,
}: {
  tileId: string;
  rotation?: number;
  size?: number;
  label: string;
}) {
  const tile = tileById(tileId);
  return (
    <svg
      className="tk-tile-card"
      viewBox="0 0 110 100"
      width={size}
      height={(size * 100) / 110}
      role="img"
      aria-label={label}
      data-testid={`tile-card-${tileId}`}
      data-rotation={rotation}
      data-motion-anchor={`tile:${tileId}`}
    >
      <polygon points={hexPoints(CENTRE, 48)} className={`tk-hex-shape tk-${tile.kind}`} />
      <TerrainGlyph
        kind={tile.kind}
        centre={CENTRE}
        value={tile.templeValue}
        treasures={tile.treasures}
        seed={tile.id}
        radius={48}
      />
      <Stones stones={rotateStones(tile.stones, rotation)} centre={CENTRE} radius={48} />
    </svg>
  );
}

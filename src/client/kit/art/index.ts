// The art kit: original SVG pieces, tokens and icons shared by the drawn boards. See ../README.md (Art).
import './art.css';
export { Icon, ICON_NAMES, type IconName } from './icons';
export {
  Figure,
  PieceGlyph,
  PieceOutline,
  PlayerPiece,
  SeatMark,
  pieceBody,
  seatShape,
  type FigureLook,
  type PieceKind,
  type SeatShape,
} from './pieces';
export { Denier, PrestigePoint, RESOURCE_LOOKS, ResourceToken, type Resource } from './tokens';
export { CoinStack, coinsShown } from './coins';
export { PlayerCube, shade } from './cube';
export { DieFace, pipsPath, type DieLook } from './dice';
export { NeutralPiece } from './neutral';

// The table kit: what every game's board is written against. See README.md.
// The game's own types (Prompt, Counter, LogEntry, MoveShape...) come from src/engine/contract.
export type { AnyGame } from '../registry/types';
export type { BoardModule, GameStrings, LegalMove, SeatInfo, TableBoardProps } from './types';
export { ChatPanel, MAX_CHAT, type ChatLine } from './ChatPanel';
export { seatStyle, seatStyles, type SeatStyle } from './colours';
export { commonPrompts } from './commonMessages';
export { EndScreen } from './EndScreen';
export { GameLog } from './GameLog';
export { ForSeat, SharedScreenContext, useForSeat, useSharedScreen } from './ForSeat';
export { GenericBoard } from './GenericBoard';
export { MapFrame, type MapZoomWords } from './MapFrame';
export { moveLabel, moveName } from './moveLabel';
export { PlayerName } from './PlayerName';
export { PlayerPanels } from './PlayerPanels';
export { PromptBar } from './PromptBar';
export { SeatsContext, useSeats } from './SeatsContext';
export { renderSentence } from './sentence';
export { TableShell, type TableShellProps } from './TableShell';
export { Token, type TokenShape } from './Token';
export { AnchoredTip, Tooltip } from './Tooltip';
export { actingSeats, isSeatActing } from './turn';
export {
  RecentMark,
  RecentMarkFor,
  RecentPlacesProvider,
  recentPlaces,
  useRecentAt,
  useRecentLabel,
  useRecentLabeller,
  useRecentPlaces,
  type RecentPlaces,
} from './RecentMark';
export type { RecentMove } from './recent';
export { Docked } from './Dock';

// The table kit: what every game's board is written against. See README.md.
export type { AnyGame } from '../registry/types';
export type {
  BoardModule, Counter, GameoverInfo, GameStrings, LegalMove, LogEntry, LogParam, Prompt, SeatInfo, TableBoardProps,
} from './types';
export { ChatPanel, MAX_CHAT, type ChatLine } from './ChatPanel';
export { seatStyle, seatStyles, type SeatStyle } from './colours';
export { EndScreen } from './EndScreen';
export { GameLog, logOf } from './GameLog';
export { GenericBoard, moveLabel } from './GenericBoard';
export { legalMovesOf } from './legalMoves';
export { PlayerName } from './PlayerName';
export { PlayerPanels } from './PlayerPanels';
export { PromptBar } from './PromptBar';
export { SeatsContext, useSeats } from './SeatsContext';
export { renderSentence, isPlayerParam } from './sentence';
export { TableShell, type TableShellProps } from './TableShell';
export { Token, type TokenShape } from './Token';
export { Tooltip } from './Tooltip';
export { typedMoves, type MoveSignatures, type TypedMoves } from './typedMoves';
export { actingSeats, isSeatActing } from './turn';

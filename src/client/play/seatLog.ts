import type { TFunction } from 'i18next';
import { isBotLevel } from '../../engine/bots/levels';
import type { LogNote } from '../kit/GameLog';
import { botName } from '../site/botSeats';

/** A change of who plays a seat, as the server logs it (src/server/leaving/leaving.ts). */
export interface SeatEvent {
  at: number;
  event: 'left' | 'bot' | 'opened' | 'joined' | 'ended';
  seat?: string;
  name?: string;
  bot?: string;
}

/** The table's seat log as lines of its game log, in the page's words; unknown lines are left out. */
export function seatLogNotes(t: TFunction, events: readonly SeatEvent[] | undefined): LogNote[] {
  if (!Array.isArray(events)) return [];
  const notes: LogNote[] = [];
  for (const e of events) {
    if (typeof e?.at !== 'number') continue;
    const seat = typeof e.seat === 'string' ? e.seat : undefined;
    const number = Number(seat) + 1;
    const bot = seat !== undefined && isBotLevel(e.bot) ? botName(t, seat, e.bot) : '';
    const name = e.name ?? '';
    let text: string | null = null;
    if ((e.event === 'left' || e.event === 'bot') && bot) text = t(`seatLog.${e.event}`, { name, bot });
    else if (e.event === 'opened' && seat !== undefined) text = t('seatLog.opened', { number });
    else if (e.event === 'joined' && seat !== undefined) text = t('seatLog.joined', { name, number });
    else if (e.event === 'ended') text = t('seatLog.ended');
    if (text) notes.push({ at: e.at, text, seat });
  }
  return notes;
}

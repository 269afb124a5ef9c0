import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { LogParam } from './types';
import { PlayerName } from './PlayerName';

// Log and prompt params that hold a playerID: `player`, `playerID`, `who`, `owner`,
// `opponent`, `winner`, `bidder`, or any name ending in `Player`/`PlayerID`
// (e.g. `targetPlayer`). Lists of playerIDs: `players`, `winners`, `order`, or a
// name ending in `Players` — only when the value is a list (`players: 3` is a count).
const PLAYER_PARAM = /^(player|playerID|who|owner|opponent|winner|bidder)$|(Player|PlayerID)$/;
const PLAYER_LIST_PARAM = /^(players|winners|order)$|Players$/;

export function isPlayerParam(name: string, value?: LogParam): boolean {
  if (PLAYER_PARAM.test(name)) return !Array.isArray(value);
  return PLAYER_LIST_PARAM.test(name) && Array.isArray(value);
}

// Private-use characters around a playerID survive i18next interpolation and
// are then swapped for a <PlayerName>.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARKER = new RegExp(`${OPEN}([^${CLOSE}]*)${CLOSE}`, 'g');

function mark(id: string): string {
  return `${OPEN}${id}${CLOSE}`;
}

function paramText(name: string, value: LogParam): string {
  if (isPlayerParam(name, value)) {
    if (Array.isArray(value)) return value.map((v) => mark(String(v))).join(', ');
    if (value !== null) return mark(String(value));
  }
  if (Array.isArray(value)) return value.join(', ');
  return value === null ? '' : String(value);
}

/**
 * Renders `<namespace>:<key>` with its params as a sentence; player params become
 * names in their colours. A key with no string yet still shows something readable.
 */
export function renderSentence(
  t: TFunction,
  namespace: string,
  key: string,
  params: Record<string, LogParam> = {},
): ReactNode[] {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) values[name] = paramText(name, value);
  const details = Object.entries(values).map(([name, v]) => `${name}: ${v}`).join(', ');
  const fallback = details ? `${key} (${details})` : key;
  const text = t(`${namespace}:${key}`, { ...values, defaultValue: fallback });
  return splitMarkers(text);
}

function splitMarkers(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKER)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    parts.push(<PlayerName key={`p${index}`} playerID={match[1] ?? ''} />);
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

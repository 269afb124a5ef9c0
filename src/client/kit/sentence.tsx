import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { LogParam, ParamKinds } from '../../engine/contract';
import { PlayerName } from './PlayerName';

// Private-use characters around a playerID survive i18next interpolation and
// are then swapped for a <PlayerName>.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARKER = new RegExp(`${OPEN}([^${CLOSE}]*)${CLOSE}`, 'g');

function mark(id: string): string {
  return `${OPEN}${id}${CLOSE}`;
}

/**
 * A list's item as the game names it: `<ns>:listItem.<param>.<item>`, else
 * `<ns>:listItem.<item>`, else the item itself (a number, a space's label).
 */
function itemText(t: TFunction, namespace: string, param: string, item: string | number | boolean): string {
  const id = String(item);
  // An id with a dot would be read as a path into the strings.
  if (id.includes('.')) return id;
  return t([`${namespace}:listItem.${param}.${id}`, `${namespace}:listItem.${id}`], { defaultValue: id });
}

/** A parameter as text: declared `player` / `players` parameters become marked playerIDs, list items are named. */
function paramText(t: TFunction, namespace: string, name: string, value: LogParam, kind: string | undefined): string {
  if (value === null) return '';
  if (kind === 'player' && typeof value === 'string') return mark(value);
  if (kind === 'players' && Array.isArray(value)) return value.map((v) => mark(String(v))).join(', ');
  if (Array.isArray(value)) return value.map((v) => itemText(t, namespace, name, v)).join(', ');
  return String(value);
}

/**
 * Renders `<namespace>:<key>` with its params as a sentence. `kinds` is the
 * message's declaration (`spec.messages.log[key]`, `.prompt[key]`, or the kit's
 * common prompts): parameters declared `player` or `players` are drawn as names in
 * their colours; nothing is guessed from a parameter's name. A key with no string
 * yet still shows something readable.
 */
export function renderSentence(
  t: TFunction,
  namespace: string,
  key: string,
  params: Readonly<Record<string, LogParam>> = {},
  kinds: ParamKinds = {},
): ReactNode[] {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    values[name] = paramText(t, namespace, name, value, Object.hasOwn(kinds, name) ? kinds[name] : undefined);
  }
  const details = Object.entries(values)
    .map(([name, v]) => `${name}: ${v}`)
    .join(', ');
  const fallback = details ? `${key} (${details})` : key;
  // The fallback only stands in for a missing sentence: the English one is fetched for it (i18n/index.ts).
  const text = t(`${namespace}:${key}`, { ...values, defaultValue: fallback, rawFallback: true });
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

// The board's wording: a translate function bound to the `troyes` namespace, and
// the texts built from the data tables (a card's full text with its own numbers,
// an event's, a character's), shared by tooltips and tests.
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cardOf,
  characterOf,
  eventOf,
  type ActivityId,
  type CharacterId,
  type EventId,
  type Source,
  type Tables,
} from '../../../games/troyes';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export function useTroyesT(): Translate {
  const { t } = useTranslation('troyes');
  return useMemo<Translate>(() => (key, params) => String(t(key, params ?? {})), [t]);
}

/** The match's tables (its printed values, if any): the board provides them to every card it draws. */
export const TablesContext = createContext<Tables>({ printed: null });

export function useTables(): Tables {
  return useContext(TablesContext);
}

/** A line with where its value comes from, when that is the host's printed cards or a stand-in. */
export function marked(t: Translate, line: string, source: Source): string {
  if (source === 'printed') return `${line} (${t('source.printed')})`;
  if (source === 'stand-in') return `${line} (${t('source.standIn')})`;
  return line;
}

/** One mark for a line showing several values: printed if all are, a stand-in if any is. */
function joint(...sources: Source[]): Source {
  if (sources.every((s) => s === 'printed')) return 'printed';
  return sources.includes('stand-in') ? 'stand-in' : sources[0];
}

/** "red 4" for a die code or a short one ("0r4", "r4"). */
export function dieName(t: Translate, code: string): string {
  const c = code.slice(-2, -1);
  return `${t(`colour.${c}`)} ${code.slice(-1)}`;
}

/** What an activity card does, in one sentence (its icons in words). */
export function cardEffectText(t: Translate, tables: Tables, id: ActivityId): string {
  return t(`cardText.${id}`, effectParams(tables, id));
}

/** An activity card's effect in brief, for the card itself: its full text is the card's tooltip. */
export function cardShortText(t: Translate, tables: Tables, id: ActivityId): string {
  return t(`cardShort.${id}`, effectParams(tables, id));
}

/** The card's own numbers, the parameters of its texts. */
function effectParams(tables: Tables, id: ActivityId): Record<string, number> {
  const params: Record<string, number> = {};
  for (const [k, v] of Object.entries(cardOf(tables, id).effect)) if (typeof v === 'number') params[k] = v;
  return params;
}

/** The full text of an activity card: effect, cost, dice, slots, each value marked printed or stand-in. */
export function cardLines(t: Translate, tables: Tables, id: ActivityId): string[] {
  const card = cardOf(tables, id);
  const src = card.source;
  const lines = [
    marked(t, cardEffectText(t, tables, id), src.effect),
    marked(t, t('cardInfo.cost', { cost: card.cost }), src.cost),
    marked(t, t('cardInfo.dice', { colour: t(`colour.${card.colour}`), divisor: card.divisor }), src.divisor),
    marked(t, t('cardInfo.slots', { first: card.slotVp[0], second: card.slotVp[1], rest: card.slotVp[2] }), src.slotVp),
  ];
  if (card.effect.kind === 'modifier') lines.push(t('cardInfo.delayed'));
  if (src.name === 'stand-in') lines.push(t('cardInfo.standInName'));
  else if (Object.values(src).includes('stand-in')) lines.push(t('cardInfo.standIn'));
  if (Object.values(src).includes('printed')) lines.push(t('cardInfo.printed'));
  return lines;
}

/** The full text of an event card, each value marked printed or stand-in. */
export function eventLines(t: Translate, tables: Tables, id: EventId): string[] {
  const e = eventOf(tables, id);
  const src = e.source;
  const lines: string[] = [];
  const fx = e.effect;
  let effect: string;
  if (fx.kind === 'none') effect = t('eventText.none');
  else if (fx.kind === 'pay') {
    const key = fx.deniers > 0 && fx.influence > 0 ? 'payBoth' : fx.deniers > 0 ? 'payDeniers' : 'payInfluence';
    effect = t(`eventText.${key}`, { deniers: fx.deniers, influence: fx.influence });
  } else if (fx.kind === 'payPerCitizen') {
    effect = t('eventText.payPerCitizen', { deniers: fx.deniers, building: fx.building });
  } else if (fx.kind === 'neutralIn') effect = t('eventText.neutralIn', { building: fx.building });
  else effect = t('eventText.discardHighest', { colour: t(`colour.${fx.colour}`) });
  lines.push(marked(t, effect, src.effect));
  if (fx.kind !== 'none' && fx.kind !== 'neutralIn') lines.push(t('eventText.comply'));
  if (e.blackDice > 0) lines.push(marked(t, t('eventText.black', { count: e.blackDice }), src.blackDice));
  if (e.draws) lines.push(marked(t, t('eventText.draws', { colour: t(`colour.${e.draws}`) }), src.draws));
  lines.push(
    marked(
      t,
      t('eventText.fight', {
        colour: t(`colour.${e.fightColour}`),
        divisor: e.divisor,
        flags: e.flags,
        first: e.reward[0],
        second: e.reward[1],
      }),
      joint(src.fight, src.flags, src.reward),
    ),
  );
  if (e.permanent) lines.push(t('eventText.permanent'));
  // A card nothing was recovered of is a stand-in as a whole; one partly recovered (War,
  // Succession conflict, the Pillage) says only that some of its numbers are.
  const values = Object.entries(src).filter(([k]) => k !== 'name');
  if (src.name === 'stand-in' && values.some(([, v]) => v === 'printed')) lines.push(t('eventText.printedName'));
  else if (src.name === 'stand-in' || values.every(([, v]) => v === 'stand-in')) lines.push(t('eventText.standIn'));
  else if (values.some(([, v]) => v === 'stand-in')) lines.push(t('cardInfo.standIn'));
  if (values.some(([, v]) => v === 'printed')) lines.push(t('cardInfo.printed'));
  return lines;
}

/** A character's text: what it counts and its table, marked printed or stand-in. */
export function characterLines(t: Translate, tables: Tables, id: CharacterId): string[] {
  const c = characterOf(tables, id);
  return [
    t(`characterText.${c.counts}`),
    marked(t, c.table.map(([least, vp]) => t('characterText.step', { least, vp })).join(' · '), c.source.steps),
    t('characterText.all'),
    ...(c.source.steps === 'stand-in' ? [t('characterText.standIn')] : []),
    ...(c.source.steps === 'printed' ? [t('cardInfo.printed')] : []),
  ];
}

// The board's wording: a translate function bound to the `troyes` namespace, and
// the texts built from the data tables (a card's full text with its own numbers,
// an event's, a character's), shared by tooltips and tests.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activityCard,
  character,
  eventCard,
  type ActivityId,
  type CharacterId,
  type EventId,
} from '../../../games/troyes';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export function useTroyesT(): Translate {
  const { t } = useTranslation('troyes');
  return useMemo<Translate>(() => (key, params) => String(t(key, params ?? {})), [t]);
}

/** "red 4" for a die code or a short one ("0r4", "r4"). */
export function dieName(t: Translate, code: string): string {
  const c = code.slice(-2, -1);
  return `${t(`colour.${c}`)} ${code.slice(-1)}`;
}

/** What an activity card does, in one sentence (its icons in words). */
export function cardEffectText(t: Translate, id: ActivityId): string {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(activityCard(id).effect)) if (typeof v === 'number') params[k] = v;
  return t(`cardText.${id}`, params);
}

/** The full text of an activity card: effect, cost, dice, slots, and which numbers are stand-ins. */
export function cardLines(t: Translate, id: ActivityId): string[] {
  const card = activityCard(id);
  const lines = [
    cardEffectText(t, id),
    t('cardInfo.cost', { cost: card.cost }),
    t('cardInfo.dice', { colour: t(`colour.${card.colour}`), divisor: card.divisor }),
    t('cardInfo.slots', { first: card.slotVp[0], second: card.slotVp[1], rest: card.slotVp[2] }),
  ];
  if (card.effect.kind === 'modifier') lines.push(t('cardInfo.delayed'));
  if (card.source.name === 'stand-in') lines.push(t('cardInfo.standInName'));
  else if (Object.values(card.source).includes('stand-in')) lines.push(t('cardInfo.standIn'));
  return lines;
}

/** The full text of an event card. */
export function eventLines(t: Translate, id: EventId): string[] {
  const e = eventCard(id);
  const lines: string[] = [];
  const fx = e.effect;
  if (fx.kind === 'none') lines.push(t('eventText.none'));
  else if (fx.kind === 'pay') {
    const key = fx.deniers > 0 && fx.influence > 0 ? 'payBoth' : fx.deniers > 0 ? 'payDeniers' : 'payInfluence';
    lines.push(t(`eventText.${key}`, { deniers: fx.deniers, influence: fx.influence }));
  } else if (fx.kind === 'payPerCitizen') {
    lines.push(t('eventText.payPerCitizen', { deniers: fx.deniers, building: fx.building }));
  } else if (fx.kind === 'neutralIn') lines.push(t('eventText.neutralIn', { building: fx.building }));
  else lines.push(t('eventText.discardHighest', { colour: t(`colour.${fx.colour}`) }));
  if (fx.kind !== 'none' && fx.kind !== 'neutralIn') lines.push(t('eventText.comply'));
  if (e.blackDice > 0) lines.push(t('eventText.black', { count: e.blackDice }));
  if (e.draws) lines.push(t('eventText.draws', { colour: t(`colour.${e.draws}`) }));
  lines.push(
    t('eventText.fight', {
      colour: t(`colour.${e.fightColour}`),
      divisor: e.divisor,
      flags: e.flags,
      first: e.reward[0],
      second: e.reward[1],
    }),
  );
  if (e.permanent) lines.push(t('eventText.permanent'));
  // A card nothing was recovered of is a stand-in as a whole; one partly recovered (War,
  // Succession conflict, the Pillage) says only that some of its numbers are.
  const values = Object.entries(e.source).filter(([k]) => k !== 'name');
  if (e.source.name === 'stand-in' || values.every(([, v]) => v === 'stand-in')) lines.push(t('eventText.standIn'));
  else if (values.some(([, v]) => v === 'stand-in')) lines.push(t('cardInfo.standIn'));
  return lines;
}

/** A character's text: what it counts and its table. */
export function characterLines(t: Translate, id: CharacterId): string[] {
  const c = character(id);
  return [
    t(`characterText.${c.counts}`),
    c.table.map(([least, vp]) => t('characterText.step', { least, vp })).join(' · '),
    t('characterText.all'),
    ...(c.source.steps === 'stand-in' ? [t('characterText.standIn')] : []),
  ];
}

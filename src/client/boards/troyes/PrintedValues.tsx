// The rules page's list of Troyes's numbers: every activity card, event and
// character with each value marked "printed" (the host's troyes.json, which new
// tables on this site are made with) or "stand-in". The same texts as the tooltips.
import { useMemo } from 'react';
import { ACTIVITY_CARDS, CHARACTERS, EVENT_CARDS, troyesPrinted, type Tables } from '../../../games/troyes';
import { cardLines, characterLines, eventLines, useTroyesT } from './text';

export interface PrintedValuesProps {
  file: string | null;
  values: unknown;
}

export default function PrintedValues({ file, values }: PrintedValuesProps) {
  const t = useTroyesT();
  const tables = useMemo<Tables>(() => ({ printed: file ? troyesPrinted(values) : null }), [file, values]);
  const entry = (name: string, lines: string[]) => (
    <li key={name}>
      <strong>{name}</strong>
      <ul>
        {lines.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
    </li>
  );
  return (
    <div className="printed-values" data-testid="printed-values">
      <p>{file ? t('values.printed', { file }) : t('values.standIns')}</p>
      <h3>{t('values.cards')}</h3>
      <ul>{ACTIVITY_CARDS.map((c) => entry(t(`cards.${c.id}`), cardLines(t, tables, c.id)))}</ul>
      <h3>{t('values.events')}</h3>
      <ul>{EVENT_CARDS.map((e) => entry(t(`events.${e.id}`), eventLines(t, tables, e.id)))}</ul>
      <h3>{t('values.characters')}</h3>
      <ul>{CHARACTERS.map((c) => entry(t(`characters.${c.id}`), characterLines(t, tables, c.id)))}</ul>
    </div>
  );
}

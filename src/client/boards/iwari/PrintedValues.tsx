// The rules page's word on Iwari's map: the base map is the host's printed one
// (iwari.json, which new tables on the base map are played on) or Stand-in A, and
// the mountain table per player count, each marked "printed" or "stand-in".
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { iwariPrinted, type MountainTable } from '../../../games/iwari';

export interface PrintedValuesProps {
  file: string | null;
  values: unknown;
}

// Stand-in A's table (RULES.md): a k-peak kind is active when players <= 6 - k; 2 players all four [C].
const STAND_IN_MOUNTAINS: MountainTable = { 2: [1, 2, 3, 4], 3: [1, 2, 3], 4: [1, 2], 5: [1] };

export default function PrintedValues({ file, values }: PrintedValuesProps) {
  const { t } = useTranslation('iwari');
  const printed = useMemo(() => (file ? iwariPrinted(values) : null), [file, values]);
  const mark = (confirmed: boolean) => (printed ? t('values.printedMark') : confirmed ? '' : t('values.standInMark'));
  const table = printed?.mountains ?? STAND_IN_MOUNTAINS;
  return (
    <div className="printed-values" data-testid="printed-values">
      <p>
        {printed
          ? t('values.printedMap', { file, name: printed.name, territories: printed.map.territories.length })
          : t('values.standInMap')}
      </p>
      <h3>{t('values.mountains')}</h3>
      <ul>
        {([2, 3, 4, 5] as const).map((n) => (
          <li key={n}>
            {t('values.mountainRow', {
              players: n,
              kinds: table[n].length > 0 ? table[n].join(', ') : '—',
            })}{' '}
            {mark(n === 2)}
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { setTableSetting, useReducedMotion, useTableSettings } from './settings';

/**
 * The player's table settings in the table's top bar: pieces that travel and the
 * table's sounds, kept in this browser. Under the system's "reduce motion" the
 * animations are off and the box says why.
 */
export function TableSettings() {
  const { t } = useTranslation('common');
  const settings = useTableSettings();
  const reduced = useReducedMotion();
  return (
    <details className="table-settings" data-testid="table-settings">
      <summary>{t('settings.title')}</summary>
      <div className="table-settings-body">
        <label>
          <input
            type="checkbox"
            checked={settings.animations && !reduced}
            disabled={reduced}
            onChange={(e) => setTableSetting('animations', e.currentTarget.checked)}
            data-testid="setting-animations"
          />
          {t('settings.animations')}
        </label>
        {reduced && <p className="muted table-settings-note">{t('settings.reducedMotion')}</p>}
        <label>
          <input
            type="checkbox"
            checked={settings.sounds}
            onChange={(e) => setTableSetting('sounds', e.currentTarget.checked)}
            data-testid="setting-sounds"
          />
          {t('settings.sounds')}
        </label>
      </div>
    </details>
  );
}

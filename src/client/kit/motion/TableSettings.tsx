import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setTableSetting, useReducedMotion, useTableSettings } from './settings';

/**
 * The player's table settings in the table's top bar: pieces that travel and the
 * table's sounds, and whether moves that cannot be taken back ask to be confirmed
 * (at every table), kept in this browser. Under the system's "reduce motion" the
 * animations are off and the box says why.
 */
export const TableSettings = memo(function TableSettings() {
  const { t } = useTranslation('common');
  const settings = useTableSettings();
  const reduced = useReducedMotion();
  // The boxes exist only while it is open: a closed <details> still lays its content out (hidden), under the other controls.
  const [open, setOpen] = useState(false);
  return (
    <details
      className="table-settings"
      data-testid="table-settings"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>{t('settings.title')}</summary>
      {open && (
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
          <label>
            <input
              type="checkbox"
              checked={settings.confirmations}
              onChange={(e) => setTableSetting('confirmations', e.currentTarget.checked)}
              data-testid="setting-confirmations"
            />
            {t('settings.confirmations')}
          </label>
        </div>
      )}
    </details>
  );
});

import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The table's address to send to friends, with a copy button. */
export function ShareLink({ url, label, testId = 'share-url' }: { url: string; label?: string; testId?: string }) {
  const { t } = useTranslation('common');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // Clipboard access can be refused; the field stays there to copy by hand.
      setCopied(false);
    }
  };
  return (
    <div className="share-link">
      <label>
        <span>{label ?? t('table.shareLabel')}</span>
        <input readOnly value={url} onFocus={(e) => e.currentTarget.select()} data-testid={testId} />
      </label>
      <button type="button" onClick={() => void copy()}>
        {copied ? t('table.copied') : t('table.copy')}
      </button>
    </div>
  );
}

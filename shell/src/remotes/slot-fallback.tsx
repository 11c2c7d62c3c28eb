import { useTranslation } from 'react-i18next';
import './slot-fallback.css';

/** What a failed remote slot shows: the rest of the page keeps working; retry loads the remote anew. */
export function SlotFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <section className="sh-slot-fallback" role="alert" data-testid="slot-fallback">
      <p className="sh-slot-fallback__text">{t('slot.failed')}</p>
      <button type="button" className="sh-slot-fallback__retry" onClick={onRetry}>
        {t('slot.retry')}
      </button>
    </section>
  );
}

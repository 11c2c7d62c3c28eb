// What the page shows without data: a skeleton while loading, a retry after a failure, and a
// not-found page for an unknown stay. Never a blank page.
import { bus, navigate } from '@stay/shared';
import { useEffect } from 'react';
import { paths } from '../../../config/paths';
import { useDetailTranslation } from '../i18n';

export function ProductSkeleton() {
  const { t } = useDetailTranslation();
  return (
    <div className="pd-page pd-page--loading" aria-busy="true">
      <p role="status" className="pd-visually-hidden">{t('loading')}</p>
      <div className="st-shimmer pd-skeleton pd-skeleton--gallery" data-top-bar-hero="" aria-hidden="true" />
      <div className="st-shimmer pd-skeleton pd-skeleton--title" aria-hidden="true" />
      <div className="st-shimmer pd-skeleton pd-skeleton--lines" aria-hidden="true" />
      <div className="st-shimmer pd-skeleton pd-skeleton--card" aria-hidden="true" />
      <div className="st-shimmer pd-skeleton pd-skeleton--card" aria-hidden="true" />
    </div>
  );
}

export function ProductError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useDetailTranslation();
  return (
    <div className="pd-page pd-state" role="alert">
      <h1 className="pd-state__title">{t('error.title')}</h1>
      <p>{message || t('error.lead')}</p>
      <button type="button" className="pd-button" onClick={onRetry}>
        {t('error.retry')}
      </button>
    </div>
  );
}

export function ProductNotFound() {
  const { t } = useDetailTranslation();
  const title = t('notFound.title');
  // The tab must not keep the site's (or the last stay's) title for a missing stay.
  useEffect(() => {
    bus.emit('meta:set', { title, noindex: true });
  }, [title]);
  return (
    <div className="pd-page pd-state">
      <h1 className="pd-state__title">{t('notFound.title')}</h1>
      <p>{t('notFound.lead')}</p>
      <button type="button" className="pd-button" onClick={() => navigate(paths.search())}>
        {t('notFound.toSearch')}
      </button>
    </div>
  );
}

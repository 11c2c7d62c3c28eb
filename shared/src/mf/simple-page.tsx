import { useEffect } from 'react';
import { useStayTranslation } from '../i18n/use-stay-translation';
import { bus } from '../events/event-bus';
import { localizedHref, navigate } from '../navigation/navigation';
import './simple-page.css';

/**
 * A page frame with a translated title and lead (keys `<page>.title`, `<page>.lead` in namespace `ns`).
 * Remotes use it for pages whose features arrive with later issues, and for their not-found page.
 * A div: the page sits inside the shell's <main>, and a page has one main landmark.
 */
export function SimplePage({ ns, page, children }: { ns: string; page: string; children?: React.ReactNode }) {
  const { t } = useStayTranslation(ns);
  const title = t(`${page}.title`);
  useEffect(() => {
    bus.emit('meta:set', { title, noindex: page === 'notFound' });
  }, [title, page]);
  return (
    <div className="st-page" data-page={page}>
      <h1 className="st-page__title">{title}</h1>
      <p className="st-page__lead">{t(`${page}.lead`)}</p>
      {children}
      {page === 'notFound' && (
        // A not-found page always offers the way home.
        <p className="st-page__actions">
          <a
            className="st-page__home"
            href={localizedHref('/')}
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              navigate('/');
            }}
          >
            {t('common:notFound.home')}
          </a>
        </p>
      )}
    </div>
  );
}

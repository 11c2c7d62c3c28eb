// The top of the main page: the page heading and lead around the search section the route passes
// in (features do not import each other; the route composes them).
import { setPageMeta } from '@stay/shared';
import { useEffect, type ReactNode } from 'react';
import { useMainTranslation } from '../i18n';
import './main.css';

export function MainHero({ children }: { children: ReactNode }) {
  const { t } = useMainTranslation();
  useEffect(() => {
    // SPEC §2: the main page's title is the site name alone.
    setPageMeta({});
  }, []);
  return (
    <section className="sr-main__hero">
      <div className="sr-main__hero-inner">
        <h1 className="sr-main__heading">{t('heading')}</h1>
        <p className="sr-main__lead">{t('lead')}</p>
        {children}
      </div>
    </section>
  );
}

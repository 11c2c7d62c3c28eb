// /themes/{id}: one theme's stays (SPEC §7 POST /v1/theme-products/{id}), priced for the
// traveller's current search condition (or the default search, SPEC §9, when it has no dates);
// each stay opens its page for the same condition.
import { defaultSearchCondition, formatShort, isClientException, setPageMeta, useSearchCondition, type SearchCondition } from '@stay/shared';
import { useEffect, useMemo } from 'react';
import { ProductCard } from '../../../components/product-card/product-card';
import { paths } from '../../../config/paths';
import { useLocale } from '@stay/shared/kit/use-locale';
import { useRequest } from '../../../lib/use-request';
import { getThemePage } from '../api/get-theme-page';
import { useThemeTranslation } from '../i18n';
import './theme-page.css';

export function ThemePage({ id }: { id: number }) {
  const { t, i18n } = useThemeTranslation();
  const locale = useLocale();
  const stored = useSearchCondition((s) => s);
  const condition = useMemo<SearchCondition>(() => {
    const fallback = defaultSearchCondition();
    return stored.checkInDate && stored.checkOutDate ? { ...fallback, ...stored } : { ...fallback, ...stored, checkInDate: fallback.checkInDate, checkOutDate: fallback.checkOutDate };
  }, [stored]);
  const key = `theme-page:${id}:${condition.checkInDate}:${condition.checkOutDate}:${condition.adtCnt}:${condition.chdAges.join(',')}:${condition.count}:${i18n.language}`;
  const { state, retry } = useRequest(key, (signal) => getThemePage(id, condition, signal));
  const theme = state.status === 'success' ? state.data.theme : null;
  useEffect(() => {
    if (theme) setPageMeta({ title: theme.title, description: theme.subTitle, image: theme.imgUrl || undefined });
  }, [theme]);

  if (state.status === 'loading')
    return (
      <div className="sr-page" aria-busy="true">
        <p role="status">{t('loading')}</p>
      </div>
    );
  if (state.status === 'error') {
    const missing = isClientException(state.error) && state.error.status === 404;
    return (
      <div className="sr-page" role="alert">
        <h1>{missing ? t('notFound') : t('failed')}</h1>
        {!missing && (
          <button type="button" className="sr-button sr-button--ghost" onClick={retry}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  }
  const { theme: th, condition: priced, products } = state.data;
  return (
    <div className="sr-page sr-theme-page" data-testid="theme-page">
      <h1>{th.title}</h1>
      {th.subTitle && <p className="sr-main-section__lead">{th.subTitle}</p>}
      <p className="sr-muted">{t('pricedFor', { checkIn: formatShort(priced.checkInDate, locale), checkOut: formatShort(priced.checkOutDate, locale), adults: priced.adtCnt })}</p>
      {products.length === 0 ? (
        <p className="sr-muted">{t('empty')}</p>
      ) : (
        <>
        <h2 className="sr-theme-page__h2">{t('stays')}</h2>
        <ul className="sr-theme-grid">
          {products.map((p) => (
            <li key={p.productIdx}>
              <ProductCard product={p} to={paths.product(p.productIdx, condition)} layout="tile" />
            </li>
          ))}
        </ul>
        </>
      )}
    </div>
  );
}

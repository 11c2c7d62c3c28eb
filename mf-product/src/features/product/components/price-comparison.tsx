// SPEC §3 priceComparisonList, §9: our own price set apart, the other sites by price descending.
// The other sites' prices are simulated (api/src/services/content/product/README.md), and the page says so.
import { formatKrw } from '@stay/shared';
import { useLocale } from '@stay/shared/kit/use-locale';
import type { PriceComparison as Item } from '../api/get-rate-plans';
import { useDetailTranslation } from '../i18n';
import { orderComparison } from '../lib/rate-plan-order';

export function PriceComparison({ list }: { list: Item[] }) {
  const { t } = useDetailTranslation();
  const locale = useLocale();
  const { own, others } = orderComparison(list);
  if (!own && others.length === 0) return null;
  return (
    <section className="pd-section pd-compare" aria-labelledby="pd-compare-title">
      <h2 id="pd-compare-title" className="pd-section__title">{t('compare.title')}</h2>
      {own && (
        <p className="pd-compare__own" data-testid="compare-own">
          <span>{t('compare.ours')}</span>
          <strong>{formatKrw(own.price, locale)}</strong>
        </p>
      )}
      <ol className="pd-compare__list" aria-label={t('compare.title')}>
        {others.map((c) => (
          <li key={c.title} className="pd-compare__item">
            <span>{c.title}</span>
            <span>{formatKrw(c.price, locale)}</span>
          </li>
        ))}
      </ol>
      <p className="pd-note">{t('compare.note')}</p>
    </section>
  );
}

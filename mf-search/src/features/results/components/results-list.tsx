// The result cards, growing by pages: a 'show more' button, and an IntersectionObserver on the
// end of the list that presses it for the traveller (infinite scroll). A failed page shows a
// retry instead of trying again by itself.
import type { SearchCondition } from '@stay/shared';
import { useRef } from 'react';
import { ProductCard } from '../../../components/product-card/product-card';
import { ProductCardSkeleton } from '../../../components/product-card/product-card-skeleton';
import { paths } from '../../../config/paths';
import type { ProductCard as Product } from '../../../lib/product-card-schema';
import { useInView } from '../hooks/use-in-view';
import { useResultsTranslation } from '../i18n';

export interface ResultsListProps {
  products: Product[];
  total: number;
  more: 'idle' | 'loading' | 'failed';
  condition: SearchCondition;
  onMore: () => void;
}

export function ResultsList({ products, total, more, condition, onMore }: ResultsListProps) {
  const { t } = useResultsTranslation();
  const end = useRef<HTMLDivElement>(null);
  const hasMore = products.length < total;
  useInView(end, onMore, hasMore && more === 'idle');

  return (
    <>
      <ol className="sr-results__list" aria-busy={more === 'loading'}>
        {products.map((product, index) => (
          <li key={product.productIdx}>
            <ProductCard product={product} to={paths.product(product.productIdx, condition)} rooms={condition.count} priority={index === 0} />
          </li>
        ))}
        {more === 'loading' &&
          [0, 1].map((i) => (
            <li key={`skeleton-${i}`} aria-hidden="true">
              <ProductCardSkeleton />
            </li>
          ))}
      </ol>
      <div ref={end} className="sr-results__more">
        <p className="sr-results__shown">{hasMore ? t('shown', { shown: products.length, total }) : t('end')}</p>
        {more === 'failed' && (
          <p role="alert" className="sr-results__more-error">
            {t('error.more')}
          </p>
        )}
        {hasMore && (
          <button type="button" className="sr-button sr-button--ghost" onClick={onMore} disabled={more === 'loading'}>
            {more === 'failed' ? t('error.retry') : t('more')}
          </button>
        )}
      </div>
    </>
  );
}

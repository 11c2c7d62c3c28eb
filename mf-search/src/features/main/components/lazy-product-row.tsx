// The skeleton of a row of stay tiles: in the main page's first load, while the row itself (and the
// stay card it draws) is a chunk of its own, loaded once a lower section's stays have arrived
// (those sections load as the visitor scrolls near them).
import { Suspense, lazy, type ComponentProps } from 'react';
import { ProductCardSkeleton } from '../../../components/product-card/product-card-skeleton';
import type { ProductRow as Row } from './product-row';

export function ProductRowSkeleton() {
  return (
    <ul className="sr-product-row" aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <li key={i}>
          <ProductCardSkeleton layout="tile" />
        </li>
      ))}
    </ul>
  );
}

const LazyRow = lazy(() => import(/* webpackChunkName: "product-row" */ './product-row').then((m) => ({ default: m.ProductRow })));

export function ProductRow(props: ComponentProps<typeof Row>) {
  return (
    <Suspense fallback={<ProductRowSkeleton />}>
      <LazyRow {...props} />
    </Suspense>
  );
}

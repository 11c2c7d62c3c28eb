// '/products/:idx': the stay page, with the condition read from the current query. An idx that is
// not a number is the not-found page ('/products/abc' became '/products/NaN').
import { useLocation, useParams } from 'react-router';
import { SimplePage } from '@stay/shared';
import { ProductPage } from '../../features/product/components/product-page';
import { PRODUCT_NS } from '../../lib/i18n';

export function ProductRoute() {
  const { idx = '' } = useParams();
  const { search } = useLocation();
  if (!/^\d{1,10}$/.test(idx) || Number(idx) < 1) return <SimplePage ns={PRODUCT_NS} page="notFound" />;
  return <ProductPage key={idx} productIdx={Number(idx)} search={search} />;
}

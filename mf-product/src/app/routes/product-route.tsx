// '/products/:idx': the stay page, with the condition read from the current query.
import { useLocation, useParams } from 'react-router';
import { ProductPage } from '../../features/product/components/product-page';

export function ProductRoute() {
  const { idx = '' } = useParams();
  const { search } = useLocation();
  const productIdx = /^\d{1,10}$/.test(idx) ? Number(idx) : NaN;
  return <ProductPage key={idx} productIdx={productIdx} search={search} />;
}

// Recommended stays for the default dates (POST /v2/products/findMainRecommendProducts), priced
// for the default check-in, 1 night, 2 adults; a tile opens the product with that same condition.
import { addDays, defaultCheckInDate, defaultSearchCondition, formatShort } from '@stay/shared';
import { useMemo } from 'react';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../lib/use-locale';
import { useMainRecommendProducts } from '../api/find-main-recommend-products';
import { useMainTranslation } from '../i18n';
import { MainSection } from './main-section';
import { ProductRow, ProductRowSkeleton } from './product-row';

export function RecommendedStays() {
  const { t } = useMainTranslation();
  const locale = useLocale();
  const checkInDate = useMemo(() => defaultCheckInDate(), []);
  const { state, retry } = useMainRecommendProducts(checkInDate);
  const condition = useMemo(() => ({ ...defaultSearchCondition(), checkInDate, checkOutDate: addDays(checkInDate, 1) }), [checkInDate]);
  if (state.status === 'success' && state.data.length === 0) return null;
  return (
    <MainSection
      title={t('recommended')}
      lead={t('recommendedLead', { date: formatShort(checkInDate, locale) })}
      status={state.status}
      onRetry={retry}
      skeleton={<ProductRowSkeleton />}
    >
      <ProductRow products={state.status === 'success' ? state.data : []} linkFor={(p) => paths.product(p.productIdx, condition)} />
    </MainSection>
  );
}

// The results as a map: a pin per stay of the list at the price the traveller would pay
// (the member total for Silver and Gold, like the cards' headline), its name in the pin's label.
// A pin opens the stay as its card does. Stays without a location or a price are left off.
import { isAwesomeMember, openInNewWindow, StayMap, useSession, type MapPin, formatKrw } from '@stay/shared';
import { useMemo } from 'react';
import type { SearchCondition } from '@stay/shared';
import type { ProductCard } from '../../../lib/product-card-schema';
import { useLocale } from '@stay/shared/kit/use-locale';
import { paths } from '../../../config/paths';
import { useResultsTranslation } from '../i18n';

export function ResultsMap({ products, condition }: { products: ProductCard[]; condition: SearchCondition }) {
  const { t } = useResultsTranslation();
  const locale = useLocale();
  const awesome = useSession(isAwesomeMember);
  const pins = useMemo<MapPin[]>(
    () =>
      products.flatMap((p) => {
        if (!p.location || !p.prices || p.soldOut) return [];
        const member = awesome && p.prices.awesomeAmount > 0 && p.prices.awesomeAmount < p.prices.displayAmount;
        const price = formatKrw(member ? p.prices.awesomeAmount : p.prices.displayAmount, locale);
        return [{ id: Number(p.productIdx), lat: p.location.lat, lng: p.location.lng, label: price, title: t('map.pin', { name: p.productName, price }) }];
      }),
    [products, awesome, locale, t],
  );
  const byIdx = useMemo(() => new Map(products.map((p) => [Number(p.productIdx), p])), [products]);
  return (
    <StayMap
      className="sr-map"
      label={t('map.label', { count: pins.length })}
      pins={pins}
      zoom={14}
      onPin={(id) => {
        const p = byIdx.get(id);
        if (p) openInNewWindow(paths.product(p.productIdx, condition));
      }}
    />
  );
}

// The price block of a card: the lowest total for the whole stay (normal price) with the awesome
// member total beside it and the per-night figure (API contract ProductCard.prices). A sold-out
// stay shows the last known price dimmed, or nothing.
import { useStayTranslation } from '@stay/shared';
import { formatKrw } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import type { ProductPrices } from '../../lib/product-card-schema';
import { CARD_NS } from './i18n';

export interface ProductPriceProps {
  prices: ProductPrices | null;
  nights: number;
  soldOut: boolean;
}

export function ProductPrice({ prices, nights, soldOut }: ProductPriceProps) {
  const { t } = useStayTranslation(CARD_NS);
  const locale = useLocale();
  if (!prices) {
    return <div className="sr-price">{soldOut ? <p className="sr-price__sold">{t('soldOut')}</p> : <p className="sr-price__none">{t('noPrice')}</p>}</div>;
  }
  const member = prices.awesomeAmount > 0 && prices.awesomeAmount < prices.displayAmount;
  return (
    <div className={`sr-price${soldOut ? ' sr-price--sold-out' : ''}`} data-testid="price">
      {soldOut && <p className="sr-price__sold">{t('soldOut')}</p>}
      <p className="sr-price__label">{soldOut ? t('lastKnown') : t('total', { count: Math.max(1, nights) })}</p>
      <div className="sr-price__amounts">
        <p className="sr-price__normal" data-testid="price-total">
          {formatKrw(prices.displayAmount, locale)}
        </p>
        {member && (
          <p className="sr-price__member" data-testid="price-member">
            <span className="sr-price__member-label">{t('member')}</span>
            <strong>{formatKrw(prices.awesomeAmount, locale)}</strong>
            {prices.awesomePer > 0 && <span className="sr-price__off">{t('memberOff', { percent: prices.awesomePer })}</span>}
          </p>
        )}
      </div>
      {prices.perNight > 0 && nights > 1 && (
        <p className="sr-price__night">{t('perNight', { amount: formatKrw(prices.perNight, locale) })}</p>
      )}
    </div>
  );
}

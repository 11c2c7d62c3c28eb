// SPEC §3 prices of the detail: the lowest display amount for the stay, the awesome member amount
// and percent, and the cashback rate. Sold out / nothing fits say so instead. Opened from an event
// deal that applies, the deal price (the server's) is the headline.
import { isAwesomeMember, useSession, useStayTranslation, formatKrw } from '@stay/shared';
import { useLocale } from '@stay/shared/kit/use-locale';
import type { ProductPrices } from '../api/get-product-detail';
import { DETAIL_NS } from '../i18n';

export function PriceBlock({ prices, nights, rooms = 1 }: { prices: ProductPrices | null; nights: number; rooms?: number }) {
  const { t } = useStayTranslation(DETAIL_NS);
  const locale = useLocale();
  const awesome = useSession(isAwesomeMember);
  if (!prices || prices.soldOut) {
    return (
      <section className="pd-price pd-price--empty" aria-labelledby="pd-price-title">
        <h2 id="pd-price-title" className="pd-visually-hidden">{t('price.title')}</h2>
        <p className="pd-price__none">{prices ? t('price.soldOut') : t('price.none')}</p>
      </section>
    );
  }
  const lowest = rooms > 1 ? t('price.lowestRooms', { count: nights, rooms }) : t('price.lowest', { count: nights });
  const member = prices.awesomeLowestAmount > 0 && prices.awesomeLowestAmount < prices.displayLowestAmount;
  const withDeal = awesome && member && prices.memberDealLowestAmount !== null ? prices.memberDealLowestAmount : prices.dealLowestAmount;
  if (withDeal !== null) {
    const withoutDeal = awesome && member ? prices.awesomeLowestAmount : prices.displayLowestAmount;
    return (
      <section className="pd-price pd-price--deal" aria-labelledby="pd-price-title" data-testid="price-block">
        <h2 id="pd-price-title" className="pd-visually-hidden">{t('price.title')}</h2>
        <p className="pd-price__label">
          <span className="pd-badge pd-badge--deal">{t('deal.badge')}</span> {lowest}
        </p>
        <p className="pd-price__compare">
          <span className="pd-visually-hidden">{awesome && member ? t('price.yourPrice') : t('price.nonMember')} </span>
          <s data-testid="display-standard">{formatKrw(withoutDeal, locale)}</s>
        </p>
        <p className="pd-price__display pd-plan__deal-total" data-testid="display-lowest">
          <span className="pd-visually-hidden">{t('deal.badge')} </span>
          {formatKrw(withDeal, locale)}
        </p>
        {prices.cashbackRate > 0 && <p className="pd-price__cashback">{t('price.cashback', { percent: prices.cashbackRate })}</p>}
      </section>
    );
  }
  if (awesome && member) {
    // An awesome member's own price is the headline, the standard rate the comparison.
    return (
      <section className="pd-price pd-price--member-view" aria-labelledby="pd-price-title" data-testid="price-block">
        <h2 id="pd-price-title" className="pd-visually-hidden">{t('price.title')}</h2>
        <p className="pd-price__label">
          <span className="pd-plan__yours">{t('price.yourPrice')}</span> {lowest}
        </p>
        <p className="pd-price__compare">
          <span className="pd-visually-hidden">{t('price.nonMember')} </span>
          <s data-testid="display-standard">{formatKrw(prices.displayLowestAmount, locale)}</s>
          {prices.awesomePer > 0 && <span className="pd-badge pd-badge--off">{t('price.off', { percent: prices.awesomePer })}</span>}
        </p>
        <p className="pd-price__display pd-price__display--member" data-testid="display-lowest">
          {formatKrw(prices.awesomeLowestAmount, locale)}
        </p>
        {prices.cashbackRate > 0 && <p className="pd-price__cashback">{t('price.cashback', { percent: prices.cashbackRate })}</p>}
      </section>
    );
  }
  return (
    <section className="pd-price" aria-labelledby="pd-price-title" data-testid="price-block">
      <h2 id="pd-price-title" className="pd-visually-hidden">{t('price.title')}</h2>
      <p className="pd-price__label">{lowest}</p>
      <p className="pd-price__display" data-testid="display-lowest">
        {formatKrw(prices.displayLowestAmount, locale)}
      </p>
      {member && (
        <p className="pd-price__member" data-testid="awesome-lowest">
          <span>{t('price.member')}</span> <strong>{formatKrw(prices.awesomeLowestAmount, locale)}</strong>
          {prices.awesomePer > 0 && <span className="pd-badge pd-badge--off">{t('price.off', { percent: prices.awesomePer })}</span>}
        </p>
      )}
      {prices.cashbackRate > 0 && <p className="pd-price__cashback">{t('price.cashback', { percent: prices.cashbackRate })}</p>}
    </section>
  );
}

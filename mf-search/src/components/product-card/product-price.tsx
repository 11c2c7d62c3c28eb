// The price block of a card: the lowest total for the whole stay and the per-night figure (API
// contract ProductCard.prices). Each traveller sees the price they will pay as the headline: an
// awesome member (Silver, Gold) their member total, with the non-member total struck
// through beside it; everyone else the normal total, with the member total as the offer. A
// sold-out stay shows the last known price dimmed, or nothing.
import { isAwesomeMember, useSession, useStayTranslation, formatKrw } from '@stay/shared';
import { useLocale } from '@stay/shared/kit/use-locale';
import type { ProductPrices } from '../../lib/product-card-schema';
import { CARD_NS } from './i18n';

export interface ProductPriceProps {
  prices: ProductPrices | null;
  nights: number;
  /** The total covers this many rooms (1 when not given). */
  rooms?: number;
  soldOut: boolean;
}

/** 'Total for 2 nights', or with several rooms 'Total for 2 rooms, 2 nights'. */
const totalKey = (rooms: number) => (rooms > 1 ? 'totalRooms' : 'total');

export function ProductPrice({ prices, nights, rooms = 1, soldOut }: ProductPriceProps) {
  const { t } = useStayTranslation(CARD_NS);
  const locale = useLocale();
  const awesome = useSession(isAwesomeMember);
  if (!prices) {
    return <div className="sr-price">{soldOut ? <p className="sr-price__sold">{t('soldOut')}</p> : <p className="sr-price__none">{t('noPrice')}</p>}</div>;
  }
  const member = prices.awesomeAmount > 0 && prices.awesomeAmount < prices.displayAmount;
  if (awesome && member) return <MemberHeadline prices={prices} nights={nights} rooms={rooms} soldOut={soldOut} />;
  return (
    <div className={`sr-price${soldOut ? ' sr-price--sold-out' : ''}`} data-testid="price">
      {soldOut && <p className="sr-price__sold">{t('soldOut')}</p>}
      <p className="sr-price__label">{soldOut ? t('lastKnown') : t(totalKey(rooms), { count: Math.max(1, nights), rooms })}</p>
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

/** An awesome member's card: their own total first, the non-member total as the comparison. */
function MemberHeadline({ prices, nights, rooms, soldOut }: { prices: ProductPrices; nights: number; rooms: number; soldOut: boolean }) {
  const { t } = useStayTranslation(CARD_NS);
  const locale = useLocale();
  const perNight = nights > 1 ? Math.round(prices.awesomeAmount / nights) : 0;
  return (
    <div className={`sr-price sr-price--member-view${soldOut ? ' sr-price--sold-out' : ''}`} data-testid="price">
      {soldOut && <p className="sr-price__sold">{t('soldOut')}</p>}
      <p className="sr-price__label">
        <span className="sr-price__member-label">{t('yourPrice')}</span> {soldOut ? t('lastKnown') : t(totalKey(rooms), { count: Math.max(1, nights), rooms })}
      </p>
      <div className="sr-price__amounts">
        <p className="sr-price__compare">
          <span className="sr-visually-hidden">{t('nonMember')} </span>
          <s data-testid="price-nonmember">{formatKrw(prices.displayAmount, locale)}</s>
          {prices.awesomePer > 0 && <span className="sr-price__off">{t('memberOff', { percent: prices.awesomePer })}</span>}
        </p>
        <p className="sr-price__normal sr-price__normal--member" data-testid="price-total">
          {formatKrw(prices.awesomeAmount, locale)}
        </p>
      </div>
      {perNight > 0 && <p className="sr-price__night">{t('perNight', { amount: formatKrw(perNight, locale) })}</p>}
    </div>
  );
}

// The SPEC §3 Payment amounts as a list: room, member discount, coupon, points, taxes and fees,
// total. The server fixes every number; this only lays them out (and hides empty discounts).
import { formatKrw } from '@stay/shared';
import { useOrderTranslation } from '../lib/order-i18n';
import { useLocale } from '@stay/shared/kit/use-locale';

export interface AmountValues {
  originalAmount: number;
  discountedAmount: number;
  /** The event deal's discount (SPEC §3 promotionAmount), when the booking carries an open deal. */
  promotionAmount?: number;
  couponAmount: number;
  pointAmount: number;
  userPointAmount: number;
  taxes: number;
  totalAmount: number;
}

export function AmountRows({ amounts, totalLabel, live = false }: { amounts: AmountValues; totalLabel?: string; live?: boolean }) {
  const { t } = useOrderTranslation();
  const locale = useLocale();
  const minus = (n: number) => formatKrw(-n, locale);
  // Awesome cash and welfare points are separate sources (each goes back to its own on a cancellation).
  const points = amounts.pointAmount;
  return (
    <dl className="bk-amounts" data-testid="amounts">
      <div className="bk-amounts__row">
        <dt>{t('amounts.room')}</dt>
        <dd>{formatKrw(amounts.originalAmount, locale)}</dd>
      </div>
      {amounts.discountedAmount > 0 && (
        <div className="bk-amounts__row bk-amounts__row--minus">
          <dt>{t('amounts.member')}</dt>
          <dd>{minus(amounts.discountedAmount)}</dd>
        </div>
      )}
      {(amounts.promotionAmount ?? 0) > 0 && (
        <div className="bk-amounts__row bk-amounts__row--minus">
          <dt>{t('amounts.deal')}</dt>
          <dd data-testid="amount-deal">{minus(amounts.promotionAmount ?? 0)}</dd>
        </div>
      )}
      {amounts.couponAmount > 0 && (
        <div className="bk-amounts__row bk-amounts__row--minus">
          <dt>{t('amounts.coupon')}</dt>
          <dd data-testid="amount-coupon">{minus(amounts.couponAmount)}</dd>
        </div>
      )}
      {points > 0 && (
        <div className="bk-amounts__row bk-amounts__row--minus">
          <dt>{t('amounts.points')}</dt>
          <dd data-testid="amount-points">{minus(points)}</dd>
        </div>
      )}
      {amounts.userPointAmount > 0 && (
        <div className="bk-amounts__row bk-amounts__row--minus">
          <dt>{t('amounts.welfare')}</dt>
          <dd data-testid="amount-welfare">{minus(amounts.userPointAmount)}</dd>
        </div>
      )}
      <div className="bk-amounts__row">
        <dt>{t('amounts.taxes')}</dt>
        <dd>{amounts.taxes > 0 ? formatKrw(amounts.taxes, locale) : t('amounts.included')}</dd>
      </div>
      <div className="bk-amounts__row bk-amounts__row--total">
        <dt>{totalLabel ?? t('amounts.total')}</dt>
        <dd data-testid="amount-total" aria-live={live ? 'polite' : undefined} aria-atomic={live ? true : undefined}>
          {formatKrw(amounts.totalAmount, locale)}
        </dd>
      </div>
    </dl>
  );
}

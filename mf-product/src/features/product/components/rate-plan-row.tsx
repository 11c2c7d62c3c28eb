// One rate plan of a room (SPEC §3): meal, cancellation text (§4, §8), stock or sold out, normal
// and member prices per night and for the stay, and the reserve button (to the booking page; a
// sold-out plan cannot be reserved). With several rooms the amounts are for all of them and say so.
// Opened from an event deal that applies, the deal price (the server's, what the booking charges)
// is the headline and the price without the deal the comparison.
import { formatDayForText, formatShort, isAwesomeMember, today as todayOf, toDateString, useSession, formatKrw } from '@stay/shared';
import { useLocale } from '@stay/shared/kit/use-locale';
import type { RatePlan } from '../api/get-rate-plans';
import { useDetailTranslation } from '../i18n';
import { cancelText } from '../../../lib/cancel-text';

export function RatePlanRow({ plan, nights, rooms = 1, onReserve }: { plan: RatePlan; nights: number; rooms?: number; onReserve?: (plan: RatePlan) => void }) {
  const { t } = useDetailTranslation();
  const locale = useLocale();
  const cancel = cancelText(plan, toDateString(todayOf()));
  const soldOut = !plan.saleAble;
  const nameId = `pd-plan-name-${plan.rateplanIdx}`;
  // An awesome member sees the price they will pay first, the standard rate as comparison.
  const awesome = useSession(isAwesomeMember);
  const memberDeal = plan.normalAmount !== null && plan.awesomeAmount !== null && plan.awesomeAmount < plan.normalAmount;
  const many = rooms > 1;
  const perNight = (amount: number) => (many ? t('rooms.perNightRooms', { amount: formatKrw(amount, locale), rooms }) : t('rooms.perNight', { amount: formatKrw(amount, locale) }));
  const total = many ? t('rooms.totalRooms', { count: nights, rooms }) : t('rooms.total', { count: nights });
  // What this traveller pays with the deal: an awesome member's deal comes off the member price.
  const withDeal = awesome && plan.memberDealAmount !== null ? plan.memberDealAmount : plan.dealAmount;
  const withoutDeal = awesome && memberDeal && plan.awesomeAmount !== null ? plan.awesomeAmount : plan.normalAmount;
  return (
    <li className={`pd-plan${soldOut ? ' pd-plan--sold-out' : ''}`} data-testid="rate-plan" data-rateplan-idx={plan.rateplanIdx}>
      <div className="pd-plan__about">
        <h4 id={nameId} className="pd-plan__name">{plan.rateplanName}</h4>
        <p className="pd-plan__meal">
          <span className="pd-visually-hidden">{t('rooms.meal')}: </span>
          {plan.mealName}
        </p>
        <p className={`pd-plan__cancel pd-plan__cancel--${cancel.kind}`} data-testid="cancel-text">
          {cancel.kind === 'free' ? t('cancel.free', { date: formatDayForText(cancel.date, locale) }) : cancel.kind === 'none' ? t('cancel.none') : t('cancel.error')}
        </p>
        <p className="pd-plan__stock">
          {soldOut ? <span className="pd-badge pd-badge--sold">{t('rooms.soldOut')}</span> : plan.stockStatus === 'LOW' ? t('rooms.stock', { count: plan.stock }) : t('rooms.stockMany')}
        </p>
      </div>
      {plan.normalAmount !== null && (
        <div className="pd-plan__prices">
          {withDeal !== null && withoutDeal !== null ? (
            <>
              <p className="pd-plan__per-night">{perNight(Math.round(withDeal / Math.max(1, nights)))}</p>
              <p className="pd-plan__total-label">
                <span className="pd-badge pd-badge--deal">{t('deal.badge')}</span> {total}
              </p>
              <p className="pd-plan__compare">
                <span className="pd-visually-hidden">{awesome && memberDeal ? t('rooms.yourPrice') : t('rooms.normal')} </span>
                <s data-testid="plan-standard">{formatKrw(withoutDeal, locale)}</s>
              </p>
              <p className="pd-plan__normal pd-plan__deal-total">
                <span className="pd-visually-hidden">{t('deal.badge')} </span>
                <span data-testid="plan-total">{formatKrw(withDeal, locale)}</span>
              </p>
            </>
          ) : awesome && memberDeal && plan.awesomeAmount !== null ? (
            <>
              <p className="pd-plan__per-night">{perNight(Math.round(plan.awesomeAmount / Math.max(1, nights)))}</p>
              <p className="pd-plan__total-label">
                <span className="pd-plan__yours">{t('rooms.yourPrice')}</span> {total}
              </p>
              <p className="pd-plan__compare">
                <span className="pd-visually-hidden">{t('rooms.nonMember')} </span>
                <s data-testid="plan-standard">{formatKrw(plan.normalAmount, locale)}</s>
                {plan.awesomePer > 0 && <span className="pd-badge pd-badge--off">{t('price.off', { percent: plan.awesomePer })}</span>}
              </p>
              <p className="pd-plan__normal pd-plan__normal--member">
                <span data-testid="plan-total">{formatKrw(plan.awesomeAmount, locale)}</span>
              </p>
            </>
          ) : (
            <>
              <p className="pd-plan__per-night">{perNight(plan.perNight ?? 0)}</p>
              <p className="pd-plan__total-label" data-testid="plan-total-label">{total}</p>
              <p className="pd-plan__normal">
                <span className="pd-visually-hidden">{t('rooms.normal')} </span>
                <span data-testid="plan-total">{formatKrw(plan.normalAmount, locale)}</span>
              </p>
              {memberDeal && plan.awesomeAmount !== null && (
                <p className="pd-plan__member" data-testid="plan-member">
                  <span>{t('rooms.member')}</span> <strong>{formatKrw(plan.awesomeAmount, locale)}</strong>
                  {plan.awesomePer > 0 && <span className="pd-badge pd-badge--off">{t('price.off', { percent: plan.awesomePer })}</span>}
                </p>
              )}
            </>
          )}
          {plan.nightlyRateList.length > 1 && (
            <details className="pd-plan__nightly">
              <summary>{t('rooms.nightly')}</summary>
              <ul>
                {plan.nightlyRateList.map((n) => (
                  <li key={n.date}>
                    <span>{formatShort(n.date, locale)}</span> <span>{formatKrw(n.normalAmount, locale)}</span>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
      <div className="pd-plan__action">
        <button type="button" className="pd-button" disabled={soldOut || !onReserve} aria-describedby={nameId} onClick={() => onReserve?.(plan)}>
          {soldOut ? t('rooms.soldOut') : t('rooms.reserve')}
        </button>
      </div>
    </li>
  );
}

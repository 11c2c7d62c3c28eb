// Every figure of a cancellation as the server computed it (api/src/modules/cancellation), for any
// scope: for a room or the nights what is cancelled and what is kept; paid per route; the fee with
// its rule and date; the coupon; the refund per route and when. A refused part shows no fee (its
// rule is the refusal); a refused whole booking shows the fee that refuses it.
import { formatDay } from '@stay/shared/kit/format';
import { formatKrw } from '@stay/shared';
import { useId } from 'react';
import { useLocale } from '@stay/shared/kit/use-locale';
import { PaidLines, RefundLines } from '../../../components/money-lines';
import { isPartPreview, type Preview } from '../lib/scope';
import { useCancelTranslation } from '../i18n';

export function PreviewFigures({ preview }: { preview: Preview }) {
  const { t } = useCancelTranslation();
  const locale = useLocale();
  const id = useId();
  const krw = (n: number) => formatKrw(n, locale);
  const day = (d: string | null) => (d ? formatDay(d, locale) : '');
  const part = isPartPreview(preview) ? preview : null;
  return (
    <>
      {part?.allowed && (
        <section className="mp-card" aria-labelledby={`${id}-what`}>
          <h2 className="mp-sub" id={`${id}-what`}>{t('what')}</h2>
          <dl className="mp-facts">
            <div>
              <dt>{t('cancelled')}</dt>
              <dd data-testid="part-cancelled">{t('cancelledRooms', { rooms: part.cancelled.rooms, nights: part.cancelled.nights, from: day(part.cancelled.from), to: day(part.cancelled.to) })}</dd>
            </div>
            <div>
              <dt>{t('remaining')}</dt>
              <dd data-testid="part-remaining">{t('remainingText', { rooms: part.remaining.rooms, nights: part.remaining.nights, date: day(part.remaining.checkOutDate) })}</dd>
            </div>
          </dl>
        </section>
      )}
      <section className="mp-card" aria-labelledby={`${id}-paid`}>
        <h2 className="mp-sub" id={`${id}-paid`}>{t('paid')}</h2>
        <PaidLines lines={preview.paid} total={preview.paidTotal} />
      </section>
      {(!part || part.allowed) && (
        <section className="mp-card" aria-labelledby={`${id}-fee`}>
          <h2 className="mp-sub" id={`${id}-fee`}>{t('fee')}</h2>
          <dl className="mp-facts mp-money">
            <div>
              <dt>{t('fee')}</dt>
              <dd data-testid="fee-amount">{krw(preview.fee.amount)}</dd>
            </div>
          </dl>
          <p className="mp-note" data-testid="fee-rule">{t(`feeRule.${preview.fee.rule}`, { date: day(preview.fee.date) })}</p>
        </section>
      )}
      {preview.coupon && (
        <section className="mp-card" aria-labelledby={`${id}-coupon`}>
          <h2 className="mp-sub" id={`${id}-coupon`}>{t('coupon.title')}</h2>
          <p data-testid="coupon-outcome">{t(`coupon.${preview.coupon.reason}`, { amount: krw(preview.coupon.amount), date: day(preview.coupon.useExpireDate) })}</p>
        </section>
      )}
      {preview.allowed && (
        <section className="mp-card" aria-labelledby={`${id}-refund`}>
          <h2 className="mp-sub" id={`${id}-refund`}>{t('refunds')}</h2>
          <RefundLines lines={preview.refunds} total={preview.refundTotal} />
          {part && <p className="mp-note">{t('rounding')}</p>}
        </section>
      )}
    </>
  );
}

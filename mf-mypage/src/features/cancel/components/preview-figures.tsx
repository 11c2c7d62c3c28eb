// Every figure of a cancellation as the server computed it (api/src/cancellation): paid per
// route, the fee with its rule and date, the coupon, the refund per route and when.
import { formatDay } from '@stay/shared/kit/format';
import { formatKrw } from '@stay/shared';
import { useLocale } from '@stay/shared/kit/use-locale';
import { PaidLines, RefundLines } from '../../../components/money-lines';
import type { CancellationPreview } from '@stay/shared/contracts/cancellation-preview';
import { useCancelTranslation } from '../i18n';

export function PreviewFigures({ preview }: { preview: CancellationPreview }) {
  const { t } = useCancelTranslation();
  const locale = useLocale();
  const krw = (n: number) => formatKrw(n, locale);
  const day = (d: string | null) => (d ? formatDay(d, locale) : '');
  return (
    <>
      <section className="mp-card" aria-labelledby="mp-c-paid">
        <h2 className="mp-sub" id="mp-c-paid">{t('paid')}</h2>
        <PaidLines lines={preview.paid} total={preview.paidTotal} />
      </section>
      <section className="mp-card" aria-labelledby="mp-c-fee">
        <h2 className="mp-sub" id="mp-c-fee">{t('fee')}</h2>
        <dl className="mp-facts mp-money">
          <div>
            <dt>{t('fee')}</dt>
            <dd data-testid="fee-amount">{krw(preview.fee.amount)}</dd>
          </div>
        </dl>
        <p className="mp-note" data-testid="fee-rule">{t(`feeRule.${preview.fee.rule}`, { date: day(preview.fee.date) })}</p>
      </section>
      {preview.coupon && (
        <section className="mp-card" aria-labelledby="mp-c-coupon">
          <h2 className="mp-sub" id="mp-c-coupon">{t('coupon.title')}</h2>
          <p data-testid="coupon-outcome">{t(`coupon.${preview.coupon.reason}`, { amount: krw(preview.coupon.amount), date: day(preview.coupon.useExpireDate) })}</p>
        </section>
      )}
      {preview.allowed && (
        <section className="mp-card" aria-labelledby="mp-c-refund">
          <h2 className="mp-sub" id="mp-c-refund">{t('refunds')}</h2>
          <RefundLines lines={preview.refunds} total={preview.refundTotal} />
        </section>
      )}
    </>
  );
}

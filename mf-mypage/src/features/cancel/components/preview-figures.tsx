// Every figure of a cancellation as the server computed it (api/src/cancellation): paid per
// route, the fee with its rule and date, the coupon, the refund per route and when.
import { formatDay, formatKrw, useLocale } from '../../../lib/format';
import { usePayMethodLabel } from '../../../lib/pay-method';
import type { Preview } from '../api/cancel';
import { useCancelTranslation } from '../i18n';

export function PreviewFigures({ preview }: { preview: Preview }) {
  const { t } = useCancelTranslation();
  const locale = useLocale();
  const methodLabel = usePayMethodLabel();
  const krw = (n: number) => formatKrw(n, locale);
  const day = (d: string | null) => (d ? formatDay(d, locale) : '');
  const routeLabel = (route: string, method: string | null) => t(`route.${route}`, { method: methodLabel(method) });
  return (
    <>
      <section className="mp-card" aria-labelledby="mp-c-paid">
        <h2 className="mp-sub" id="mp-c-paid">{t('paid')}</h2>
        <dl className="mp-facts mp-money" data-testid="paid-lines">
          {preview.paid.map((line, i) => (
            <div key={`${line.route}-${i}`}>
              <dt>{routeLabel(line.route, line.method)}</dt>
              <dd>{krw(line.amount)}</dd>
            </div>
          ))}
          <div className="mp-money__total">
            <dt>{t('paidTotal')}</dt>
            <dd>{krw(preview.paidTotal)}</dd>
          </div>
        </dl>
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
          <dl className="mp-facts mp-money" data-testid="refund-lines">
            {preview.refunds.map((line, i) => (
              <div key={`${line.route}-${i}`}>
                <dt>
                  {routeLabel(line.route, line.method)}
                  <br />
                  <span className="mp-note">{t(`when.${line.timing}`, { date: day(line.by) })}</span>
                </dt>
                <dd>{krw(line.amount)}</dd>
              </div>
            ))}
            <div className="mp-money__total">
              <dt>{t('refundTotal')}</dt>
              <dd data-testid="refund-total">{krw(preview.refundTotal)}</dd>
            </div>
          </dl>
        </section>
      )}
    </>
  );
}

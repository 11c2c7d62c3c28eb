// Additional payments of the booking (SPEC §3 Additional payment): paid ones listed, unpaid ones
// with a method and a Pay button (POST /v1/add-payments -> the gateway: the sandbox's page or Toss's
// window -> /payment/result).
import { withLocale, formatKrw } from '@stay/shared';
import { useId, useState } from 'react';
import { paths } from '../../../config/paths';
import type { BookingContent } from '@stay/shared/contracts/booking-content';
import { needsLogin } from '@stay/shared/kit/use-load';
import { errorCode } from '@stay/shared/kit/errors';
import { sendToLogin } from '@stay/shared/kit/login-redirect';
import { useOrderTranslation } from '../../../lib/order-i18n';
import { useLocale } from '@stay/shared/kit/use-locale';
import { openPayment, PaymentWindowError } from '../../../lib/open-payment';
import { startAddPayment } from '../api/voucher-actions';
import { useVoucherTranslation } from '../i18n';
import { methodOptions } from './method-options';

export function AddPays({ booking: b }: { booking: BookingContent }) {
  const { t } = useVoucherTranslation();
  const { t: o } = useOrderTranslation();
  const locale = useLocale();
  const id = useId();
  const [method, setMethod] = useState('card');
  const [busy, setBusy] = useState<number | null>(null);
  /** Toss's window is loading for the busy one. */
  const [opening, setOpening] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  if (b.addPays.length === 0) return null;

  const pay = async (orderAddPayIdx: number, orderProductIdx: number) => {
    setBusy(orderAddPayIdx);
    setOpening(false);
    setMessage(null);
    const q = new URLSearchParams({ orderNum: b.orderNum, kind: 'addpay' });
    const successUrl = withLocale(locale, paths.paymentResult(q));
    q.set('failed', '1');
    try {
      const started = await startAddPayment({ orderAddPayIdx, orderProductIdx: orderProductIdx || b.orderProductIdx, method, successUrl, failUrl: withLocale(locale, paths.paymentResult(q)) });
      await openPayment(started, locale, () => setOpening(true));
    } catch (error) {
      setBusy(null);
      if (error instanceof PaymentWindowError) return setMessage(error.message || t('generic'));
      if (needsLogin(error)) return void sendToLogin(o('loginNeeded'));
      setMessage(errorCode(error) === 'ALREADY_PAID' ? t('addPay.ALREADY_PAID') : (error as Error).message || t('generic'));
    }
  };

  const unpaid = b.addPays.some((a) => !a.orderAddPayStatus);
  return (
    <section className="bk-card vc-addpay" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bk-card__title">{t('addPay.title')}</h2>
      {unpaid && (
        <div className="bk-field">
          <label className="bk-field__label" htmlFor={id}>{t('addPay.method')}</label>
          <select id={id} className="bk-field__input" value={method} onChange={(e) => setMethod(e.target.value)}>
            {methodOptions().map((m) => <option key={m.value} value={m.value}>{m.label}</option>)}
          </select>
        </div>
      )}
      <ul className="vc-addpay__list">
        {b.addPays.map((a) => (
          <li key={a.orderAddPayIdx} className="vc-addpay__item" data-testid="add-pay">
            <span className="vc-addpay__title">{a.title}</span>
            <span>{formatKrw(a.orderAddPayAmount, locale)}</span>
            {a.orderAddPayStatus ? (
              <span className="bk-badge bk-badge--ok">{t('addPay.paid')}</span>
            ) : (
              <button type="button" className="bk-button" disabled={busy !== null} onClick={() => void pay(a.orderAddPayIdx, a.orderProductIdx)}>
                {busy === a.orderAddPayIdx ? (opening ? t('addPay.opening') : t('addPay.busy')) : t('addPay.pay', { amount: formatKrw(a.orderAddPayAmount, locale) })}
              </button>
            )}
          </li>
        ))}
      </ul>
      <div role="alert">{message && <p className="bk-field__error">{message}</p>}</div>
    </section>
  );
}

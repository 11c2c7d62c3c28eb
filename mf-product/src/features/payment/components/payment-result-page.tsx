// /payment/result: where the gateway sends the buyer back. Success -> confirm (once; a reload
// gets the same answer and never a second charge) and show the booking; fail -> tell the server
// and say 'payment declined' or 'payment cancelled' with a way back to the stay (Toss's fail return:
// the hold stands, HeldDecline). Back from a result leads to the stay or the booking, never to the
// gateway's page (lib/result-history.ts).
import { formatShort, navigate, paymentMethodLabelKey, setPageMeta, track, translate, formatKrw } from '@stay/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AppLink } from '@stay/shared/kit/app-link';
import { StatusLine } from '../../../components/status-line';
import { paths } from '../../../config/paths';
import { bookPathOf, forgetGuest } from '../../../lib/book-return';
import { backLeadsTo } from '../../../lib/result-history';
import { sendToLogin } from '@stay/shared/kit/login-redirect';
import { useOrderTranslation } from '../../../lib/order-i18n';
import { useLocale } from '@stay/shared/kit/use-locale';
import { readReturn, settleOnce, type ResultState } from '../hooks/settle';
import { usePaymentTranslation } from '../i18n';
import { HeldDecline } from './held-decline';
import '../../../components/booking.css';

export function PaymentResultPage({ search }: { search: string }) {
  const { t } = usePaymentTranslation();
  const { t: o } = useOrderTranslation();
  const locale = useLocale();
  const [state, setState] = useState<ResultState>(() => (readReturn(search) ? { status: 'settling' } : { status: 'broken' }));
  const heading = useRef<HTMLHeadingElement>(null);

  const run = useCallback(
    (again: boolean) => {
      const params = readReturn(search);
      if (!params) return () => undefined;
      let live = true;
      setState({ status: 'settling' });
      void settleOnce(params, again).then((result) => live && setState(result));
      return () => {
        live = false;
      };
    },
    [search],
  );
  useEffect(() => run(false), [run]);
  useEffect(() => setPageMeta({ title: t('title'), noindex: true }), [t]);
  // Analytics (GA4 purchase shape, SPEC's 'book'): once per order, even when the page is reloaded.
  useEffect(() => {
    if (state.status !== 'paid' || state.addPay) return;
    const productIdx = readReturn(search)?.productIdx ?? 0;
    const key = `stay:analytics-booked:${state.orderNum}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {
      // storage off: send it anyway
    }
    const item = { item_id: String(productIdx > 0 ? productIdx : 0), item_name: state.productName.slice(0, 200) || '-', item_category: 'stay' as const, quantity: 1 };
    track({ name: 'book', params: { transaction_id: state.orderNum, currency: 'KRW', value: Math.max(0, Math.round(state.totalAmount)), items: [item] } });
  }, [state, search]);
  // Back: to the stay (or the voucher) once paid, to the booking form after a decline.
  useEffect(() => {
    if (state.status === 'paid') {
      const booked = bookPathOf(state.orderNum);
      if (booked) forgetGuest(booked);
      const productIdx = readReturn(search)?.productIdx ?? 0;
      backLeadsTo(state.addPay || productIdx <= 0 ? paths.voucher(state.orderNum) : paths.product(productIdx), locale);
    } else if (state.status === 'declined' || state.status === 'failed') {
      const back = state.status === 'declined' && state.addPay ? paths.voucher(state.orderNum) : (bookPathOf(state.orderNum) ?? (state.productIdx > 0 ? paths.product(state.productIdx) : null));
      if (back) backLeadsTo(back, locale);
    }
  }, [state, search, locale]);
  useEffect(() => {
    if (state.status === 'login') void sendToLogin(o('loginNeeded'));
    if (state.status !== 'settling') heading.current?.focus();
  }, [state.status, o]);

  if (state.status === 'settling' || state.status === 'login') {
    return (
      <div className="bk-page bk-result" aria-busy="true">
        <h1 className="bk-page__title">{t('title')}</h1>
        <p role="status" className="bk-result__lead">{t('settling')}</p>
        <div className="bk-spinner" aria-hidden="true" />
      </div>
    );
  }
  if (state.status === 'broken') {
    return (
      <div className="bk-page bk-result">
        <h1 className="bk-page__title" ref={heading} tabIndex={-1}>{t('title')}</h1>
        <p className="bk-result__lead">{t('broken')}</p>
      </div>
    );
  }
  if (state.status === 'declined' && state.held) return <HeldDecline state={state} heading={heading} />;
  if (state.status === 'declined') {
    const again = bookPathOf(state.orderNum);
    return (
      <div className="bk-page bk-result bk-result--declined" data-testid="payment-declined">
        <h1 className="bk-page__title" ref={heading} tabIndex={-1}>{state.cancelled ? t('declined.cancelled') : t('declined.title')}</h1>
        <p className="bk-result__lead">{state.addPay ? t('declined.addPay') : t('declined.lead')}</p>
        {!state.cancelled && (
          // The reason (the gateway's code, in the UI language when we know it, else its
          // own words) and what to do next, not only in the URL.
          <div className="bk-result__reason" data-testid="decline-reason">
            <p>{t('declined.reason', { reason: state.code === 'PAY_DECLINED' || state.code === 'PAYMENT_DECLINED' || !state.message ? t('declined.issuer') : state.message })}</p>
            <p>{t('declined.tryAnother')}</p>
          </div>
        )}
        <div className="bk-actions">
          {state.addPay ? (
            <button type="button" className="bk-button" onClick={() => navigate(paths.voucher(state.orderNum))}>{t('declined.voucher')}</button>
          ) : (
            <>
              {again && <button type="button" className="bk-button" onClick={() => navigate(again)}>{t('declined.backToBooking')}</button>}
              {state.productIdx > 0 && (
                <button type="button" className={`bk-button${again ? ' bk-button--ghost' : ''}`} onClick={() => navigate(paths.product(state.productIdx))}>{t('declined.back')}</button>
              )}
            </>
          )}
        </div>
      </div>
    );
  }
  if (state.status === 'failed') {
    const known = state.code === 'HOLD_EXPIRED' || state.code === 'ALREADY_PAID' || state.code === 'SUPPLIER_REJECTED';
    return (
      <div className="bk-page bk-result" role="alert">
        <h1 className="bk-page__title" ref={heading} tabIndex={-1}>{t('failed.title')}</h1>
        <p className="bk-result__lead">{known ? t(`failed.${state.code}`) : state.message}</p>
        <div className="bk-actions">
          {state.retryable && <button type="button" className="bk-button" onClick={() => run(true)}>{o('retry')}</button>}
          {state.code === 'ALREADY_PAID' && <button type="button" className="bk-button" onClick={() => navigate(paths.voucher(state.orderNum))}>{t('paid.voucher')}</button>}
          {state.productIdx > 0 && <button type="button" className="bk-button bk-button--ghost" onClick={() => navigate(paths.product(state.productIdx))}>{t('declined.back')}</button>}
        </div>
      </div>
    );
  }
  const methodKey = paymentMethodLabelKey(state.payMethod);
  const waiting = state.orderProductStatus === 'confirm_wait';
  return (
    <div className="bk-page bk-result bk-result--paid" data-testid="payment-paid">
      <h1 className="bk-page__title" ref={heading} tabIndex={-1}>{state.addPay ? t('paid.addPay') : t('paid.lead')}</h1>
      <section className="bk-card">
        {state.productName && <p className="bk-summary__name">{state.productName}</p>}
        <StatusLine status={state.orderProductStatus} startDate={state.checkinDate} />
        <dl className="bk-facts">
          <div><dt>{t('paid.orderNum')}</dt><dd data-testid="order-num">{state.orderNum}</dd></div>
          <div><dt>{t('paid.confirmNum')}</dt><dd data-testid="confirm-num">{state.confirmNum ?? (waiting ? t('paid.awaiting') : t('paid.none'))}</dd></div>
          {state.checkinDate && state.checkoutDate && (
            <div><dt>{t('paid.stay')}</dt><dd>{`${formatShort(state.checkinDate, locale)} - ${formatShort(state.checkoutDate, locale)}`}</dd></div>
          )}
          <div><dt>{t('paid.method')}</dt><dd>{methodKey ? translate(methodKey) : state.payMethod}</dd></div>
          <div className="bk-facts__total"><dt>{o('amounts.paid')}</dt><dd data-testid="paid-amount">{formatKrw(state.totalAmount, locale)}</dd></div>
        </dl>
        <AppLink className="bk-button" to={paths.voucher(state.orderNum)}>{t('paid.voucher')}</AppLink>
      </section>
    </div>
  );
}

// /book/{productIdx}?type&accoms&rooms&rateplan&checkInDate&checkOutDate&adtCnt&chdCnt&chdAges&count:
// the booking and payment page. The URL is the booking (a reload restores it); the server quotes
// it for this member. Visitors are sent to log in and come back here.
import { currentAppPath, navigate, setPageMeta } from '@stay/shared';
import { retryChoicesOf } from '../../../lib/book-return';
import { useEffect, useMemo, useState } from 'react';
import { paths } from '../../../config/paths';
import { useLoad } from '@stay/shared/kit/use-load';
import { readBookQuery, type BookTarget } from '../../../lib/book-query';
import { sendToLogin } from '@stay/shared/kit/login-redirect';
import { useOrderTranslation } from '../../../lib/order-i18n';
import { getBookCoupons } from '../api/get-book-coupons';
import { useQuote } from '../hooks/use-quote';
import { useBookingTranslation } from '../i18n';
import { BookingForm } from './booking-form';
import '../../../components/booking.css';

export function stayPath(target: BookTarget): string {
  const c = target.condition;
  const q = new URLSearchParams({ checkInDate: c.checkInDate, checkOutDate: c.checkOutDate, adtCnt: String(c.adtCnt), chdCnt: String(c.chdCnt) });
  if (c.chdCnt > 0) q.set('chdAges', c.chdAges.join(','));
  return paths.product(target.productIdx, q);
}

export function BookingPage({ productIdx, search }: { productIdx: string; search: string }) {
  const { t } = useBookingTranslation();
  const { t: o } = useOrderTranslation();
  const target = useMemo(() => readBookQuery(productIdx, search), [productIdx, search]);
  // After a declined payment's "try again": what was chosen then (lib/book-return.ts).
  const [kept] = useState(() => retryChoicesOf(currentAppPath()));
  const [couponUserIdx, setCouponUserIdx] = useState<number | null>(kept.couponUserIdx ?? null);
  const [usePoint, setUsePoint] = useState(kept.usePoint ?? 0);
  const [useUserPoint, setUseUserPoint] = useState(kept.useUserPoint ?? 0);
  const [couponRound, setCouponRound] = useState(0);
  const quote = useQuote(target, couponUserIdx, usePoint, useUserPoint);
  const { state: coupons } = useLoad(target ? (signal) => getBookCoupons(target, signal) : null, [JSON.stringify(target), couponRound]);
  const title = t('title');

  useEffect(() => setPageMeta({ title, noindex: true }), [title]);
  useEffect(() => {
    if (quote.state.status === 'login') void sendToLogin(o('loginNeeded'));
  }, [quote.state.status, o]);

  if (!target) {
    return (
      <div className="bk-page bk-state">
        <h1 className="bk-state__title">{t('broken.title')}</h1>
        <p>{t('broken.lead')}</p>
        <button type="button" className="bk-button" onClick={() => navigate(paths.search())}>{t('backToStay')}</button>
      </div>
    );
  }
  const { state } = quote;
  if (state.status === 'loading' || state.status === 'login') {
    return (
      <div className="bk-page" aria-busy="true">
        <h1 className="bk-page__title">{title}</h1>
        <p role="status" className="bk-note">{o('loading')}</p>
        <div className="st-shimmer bk-skeleton" aria-hidden="true" />
        <div className="st-shimmer bk-skeleton" aria-hidden="true" />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="bk-page bk-state" role="alert">
        <h1 className="bk-state__title">{t('failed.title')}</h1>
        <p>{state.code === 'SOLD_OUT' ? t('errors.SOLD_OUT') : state.message || t('errors.generic')}</p>
        <div className="bk-actions">
          <button type="button" className="bk-button" onClick={() => navigate(stayPath(target))}>{t('backToStay')}</button>
          <button type="button" className="bk-button bk-button--ghost" onClick={quote.retry}>{o('retry')}</button>
        </div>
      </div>
    );
  }
  return (
    <div className="bk-page" data-testid="booking-page">
      <h1 className="bk-page__title">{title}</h1>
      <BookingForm
        target={target}
        quote={state.quote}
        refreshing={state.refreshing}
        refreshError={quote.refreshError}
        refresh={quote.refresh}
        coupons={coupons}
        couponUserIdx={couponUserIdx}
        onCoupon={setCouponUserIdx}
        onCouponRejected={() => {
          setCouponUserIdx(null);
          setCouponRound((n) => n + 1);
        }}
        usePoint={usePoint}
        onPoints={setUsePoint}
        useUserPoint={useUserPoint}
        onWelfarePoints={setUseUserPoint}
        backToStay={() => navigate(stayPath(target))}
        initialMethod={kept.method}
      />
    </div>
  );
}

// The booking form: stay summary, guest, coupon, points, payment method, amounts, terms and Pay.
// The amounts are the server's (re-quoted on every coupon or points change); a price change at
// order time must be accepted before paying again.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AmountRows } from '../../../components/amount-rows';
import type { LoadState } from '@stay/shared/kit/use-load';
import type { BookTarget } from '../../../lib/book-query';
import { currentAppPath, formatKrw } from '@stay/shared';
import { guestOf } from '../../../lib/book-return';
import { sendToLogin } from '@stay/shared/kit/login-redirect';
import { useOrderTranslation } from '../../../lib/order-i18n';
import { useLocale } from '@stay/shared/kit/use-locale';
import type { Coupon } from '../api/get-book-coupons';
import type { Quote } from '../api/get-quote';
import type { QuoteRefreshError } from '../hooks/use-quote';
import { usePay } from '../hooks/use-pay';
import { useBookingTranslation, validationText } from '../i18n';
import { displayAmounts } from '../lib/display-amounts';
import { guestDefaults, guestSchema, type GuestValues } from '../lib/guest-schema';
import { CouponSelect } from './coupon-select';
import { GuestFields } from './guest-fields';
import { HeldNotice } from './held-notice';
import { PayMethods } from './pay-methods';
import { PointsField } from './points-field';
import { StaySummary } from './stay-summary';

export interface BookingFormProps {
  target: BookTarget;
  quote: Quote;
  refreshing: boolean;
  refreshError: QuoteRefreshError | null;
  refresh: () => void;
  coupons: LoadState<Coupon[]>;
  couponUserIdx: number | null;
  onCoupon: (couponUserIdx: number | null) => void;
  onCouponRejected: () => void;
  usePoint: number;
  onPoints: (points: number) => void;
  /** Corporate welfare points (members of type C): with a card they split one payment. */
  useUserPoint?: number;
  onWelfarePoints?: (points: number) => void;
  backToStay: () => void;
  /** The method chosen before a declined payment's "try again" (when the stay still offers it). */
  initialMethod?: string;
}

/** The text for a failure code: our own words for the ones the traveller can act on. */
function failureText(t: (key: string) => string, code: string, message: string): string {
  if (code === 'SOLD_OUT' || code === 'POINTS_EXCEEDED' || code === 'HOLD_EXPIRED') return t(`errors.${code}`);
  if (code.startsWith('COUPON_')) return t('errors.COUPON');
  return message || t('errors.generic');
}

export function BookingForm(p: BookingFormProps) {
  const { t } = useBookingTranslation();
  const { t: o } = useOrderTranslation();
  const locale = useLocale();
  const { quote, target } = p;
  const international = quote.guestForm === 'INTERNATIONAL';
  const { register, handleSubmit, formState } = useForm<GuestValues>({
    resolver: valibotResolver(guestSchema(international)),
    mode: 'onTouched',
    // What the traveller typed before a declined or closed payment wins over the member's details.
    defaultValues: { ...guestDefaults(quote.guest), ...guestOf(currentAppPath()) },
    // Focus goes to the first invalid field in page order (below), not in registration order.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [method, setMethod] = useState(() => {
    if (p.initialMethod && quote.payMethods.includes(p.initialMethod)) return p.initialMethod;
    return quote.payMethods.includes('card') ? 'card' : (quote.payMethods[0] ?? 'card');
  });
  const [notice, setNotice] = useState<{ text: string; code: string } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const amounts = displayAmounts(quote.amounts);
  const welfare = p.useUserPoint ?? 0;
  // The server's ceiling covers both kinds together: each field may take what the other leaves.
  const maxPoints = Math.max(0, Math.min(quote.points.point, quote.maxUsablePoint - welfare));
  const maxWelfare = Math.max(0, Math.min(quote.points.userPoint, quote.maxUsablePoint - p.usePoint));
  const corporate = quote.member.type === 'C' || quote.points.userPoint > 0;

  // The quote on screen when the server said PRICE_CHANGED: the notice waits for a newer one.
  const staleQuote = useRef<Quote | null>(null);
  const currentQuote = useRef(quote);
  currentQuote.current = quote;
  const handlers = useMemo(
    () => ({
      onPriceChanged: () => {
        staleQuote.current = currentQuote.current;
        p.refresh();
      },
      onCouponRejected: p.onCouponRejected,
      onPointsRejected: () => p.onPoints(0),
      onLogin: () => void sendToLogin(o('loginNeeded')),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the parent's callbacks are stable in effect
    [p.refresh, o],
  );
  const flow = usePay(target, locale, handlers);
  const busy = flow.state.status === 'ordering' || flow.state.status === 'preparing' || flow.state.status === 'opening' || flow.state.status === 'redirecting';

  // A failed re-quote: a coupon that no longer applies is taken off; the traveller is told why.
  // A price change whose new quote failed (e.g. the supplier sold out meanwhile) ends the question.
  const { refreshError, onCouponRejected, onPoints } = p;
  const { reset } = flow;
  useEffect(() => {
    if (!refreshError) return;
    if (refreshError.code.startsWith('COUPON_')) onCouponRejected();
    if (refreshError.code === 'POINTS_EXCEEDED') onPoints(0);
    reset();
    setNotice({ code: refreshError.code, text: failureText(t, refreshError.code, refreshError.message) });
  }, [refreshError, onCouponRejected, onPoints, reset, t]);
  useEffect(() => {
    if (flow.state.status === 'error') setNotice({ code: flow.state.code, text: failureText(t, flow.state.code, flow.state.message) });
  }, [flow.state, t]);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const submit = handleSubmit(
    (values) => {
      setNotice(null);
      void flow.pay({ guest: values, international, couponUserIdx: p.couponUserIdx, usePoint: p.usePoint, useUserPoint: welfare, amount: amounts.totalAmount }, method);
    },
    () => setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0),
  );
  const invalid = Object.keys(formState.errors).length > 0;
  const changed = flow.state.status === 'priceChanged' ? flow.state : null;
  const newPriceKnown = changed !== null && !p.refreshing && quote !== staleQuote.current;

  return (
    <form ref={formRef} className="bk-layout" noValidate onSubmit={submit} aria-busy={p.refreshing || busy}>
      <div className="bk-layout__main">
        <HeldNotice held={quote.held} locale={locale} onReleased={p.refresh} />
        <StaySummary quote={quote} chdCnt={target.condition.chdCnt} />
        <GuestFields international={international} register={register} errors={formState.errors} />
        <CouponSelect coupons={p.coupons} value={p.couponUserIdx} onChange={p.onCoupon} disabled={busy} />
        {corporate && p.onWelfarePoints && (
          <PointsField kind="welfare" point={quote.points.userPoint} max={maxWelfare} value={welfare} onChange={p.onWelfarePoints} disabled={busy} />
        )}
        <PointsField point={quote.points.point} max={maxPoints} value={p.usePoint} onChange={p.onPoints} disabled={busy} />
        <PayMethods methods={quote.payMethods} value={method} onChange={setMethod} disabled={busy} />
      </div>
      <aside className="bk-layout__side">
        <section className="bk-card bk-pay" aria-labelledby="bk-amounts-title">
          <h2 id="bk-amounts-title" className="bk-card__title">{o('amounts.title')}</h2>
          <AmountRows amounts={amounts} live />
          {quote.promotion.isPromotion && (
            <p className="bk-note" data-testid="deal-applied">
              {t('deal.applied', { rate: quote.promotion.discountRate })}
            </p>
          )}
          {quote.promotion.promotionIdx !== null && !quote.promotion.isPromotion && (
            <p className="bk-note" role="status" data-testid="deal-not-applied">
              {t('deal.notApplied')}
            </p>
          )}
          <p className="bk-note" role="status">{p.refreshing ? t('pay.requoting') : ''}</p>
          {changed && newPriceKnown && (
            <div className="bk-alert bk-alert--warn" role="alert" data-testid="price-changed">
              <p className="bk-alert__title">{t('priceChanged.title')}</p>
              <p>{t('priceChanged.body', { old: formatKrw(changed.oldAmount, locale), new: formatKrw(amounts.totalAmount, locale) })}</p>
              <div className="bk-actions">
                <button type="button" className="bk-button" onClick={() => void submit()}>{t('priceChanged.accept')}</button>
                <button type="button" className="bk-button bk-button--ghost" onClick={flow.reset}>{t('priceChanged.cancel')}</button>
              </div>
            </div>
          )}
          <div ref={noticeRef} tabIndex={-1} className={notice ? 'bk-alert' : undefined} role="alert" aria-live="assertive">
            {notice && <p>{notice.text}</p>}
            {notice?.code === 'SOLD_OUT' && (
              <button type="button" className="bk-button bk-button--ghost" onClick={p.backToStay}>{t('backToStay')}</button>
            )}
          </div>
          {invalid && <p className="bk-field__error" role="alert">{t('form.errorsTitle')}</p>}
          <div className={`bk-terms${formState.errors.terms ? ' bk-field--invalid' : ''}`}>
            <label>
              <input type="checkbox" aria-invalid={formState.errors.terms ? true : undefined} aria-describedby={formState.errors.terms ? 'bk-terms-error' : undefined} {...register('terms')} />
              <span>{t('pay.terms')}</span>
            </label>
            {formState.errors.terms?.message && <p id="bk-terms-error" className="bk-field__error">{validationText(t, formState.errors.terms.message)}</p>}
          </div>
          <p className="bk-note">{t('pay.hold', { minutes: Math.max(1, Math.round(quote.holdTtlSeconds / 60)) })}</p>
          <button type="submit" className="bk-button bk-button--pay" disabled={busy || p.refreshing || changed !== null}>
            {flow.state.status === 'ordering' ? t('pay.ordering') : flow.state.status === 'opening' ? t('pay.opening') : busy ? t('pay.preparing') : t('pay.button', { amount: formatKrw(amounts.totalAmount, locale) })}
          </button>
        </section>
      </aside>
    </form>
  );
}

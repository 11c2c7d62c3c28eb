// /mypage/books/{orderNum}: one booking (SPEC §3 Booking content): the stay, guest, rate plan,
// cancel rule (SPEC §4 Cancellation text), every payment line (SPEC §3 Payment), additional
// payments, what every cancellation gave back (the refunds ledger), the voucher (/lms/{orderNum}),
// 'ask about this booking', and cancel (the whole booking, a room, the last nights) when offered.
import { joinSummary, maskEmail, maskName, maskPhone, setPageMeta, formatKrw } from '@stay/shared';
import { useEffect } from 'react';
import { AppLink } from '@stay/shared/kit/app-link';
import { PageStates } from '@stay/shared/kit/page-states';
import { LedgerLines, PaidLines } from '../../../components/money-lines';
import { stateLook } from '../../../components/state-look';
import { paths } from '../../../config/paths';
import { formatDate, formatDay, koreanToday } from '@stay/shared/kit/format';
import { useLocale } from '@stay/shared/kit/use-locale';
import { usePayMethodLabel } from '../../../lib/pay-method';
import { useLoad } from '@stay/shared/kit/use-load';
import type { BookingContent } from '@stay/shared/contracts/booking-content';
import { getBooking } from '../api/get-booking';
import { useBooksTranslation } from '../i18n';
import { offersCancel, offersDateChoice, orderStatusDisplay, withReviewOffer } from '../lib/order-status';
import '../../../components/mypage.css';

function Fact({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Detail({ b }: { b: BookingContent }) {
  const { t } = useBooksTranslation();
  const locale = useLocale();
  const methodLabel = usePayMethodLabel();
  const today = koreanToday();
  const status = withReviewOffer(orderStatusDisplay(b.orderProductStatus, b.checkinDate, today), b);
  const krw = (n: number) => formatKrw(n, locale);
  const a = b.amounts;
  const free = b.cancelDate !== null && b.cancelDate >= today;
  const guests = joinSummary([t('detail.adults', { count: b.adtCnt }), b.chdCnt > 0 && t('detail.children', { count: b.chdCnt })], locale);
  const cancelled = b.orderProductStatus.startsWith('cancel');
  return (
    <div className="mp-page" data-testid="booking-detail">
      <p>
        <AppLink className="mp-link" to={paths.books()}>{t('detail.back')}</AppLink>
      </p>
      <h1 className="mp-title">{b.productName}</h1>
      <p className="mp-book__status">
        <span className={`mp-badge mp-badge--${status.tone}`}>{t(status.text)}</span>
        <span className="mp-book__desc">{t(status.description, { days: status.days, count: status.days, date: status.until ? formatDay(status.until, locale) : undefined })}</span>
      </p>
      <div className="mp-detail">
        <div>
          <section className="mp-card" aria-labelledby="mp-d-stay">
            <h2 className="mp-sub" id="mp-d-stay">{t('detail.stay')}</h2>
            {b.images[0] && <img className="mp-book__img" src={b.images[0].imgLink} alt="" width={128} height={96} />}
            <dl className="mp-facts">
              <Fact label={t('detail.orderNum')} value={b.orderNum} />
              <Fact label={t('detail.confirmNum')} value={b.confirmNum ?? ''} />
              <Fact label={t('detail.room')} value={b.roomName} />
              <Fact label={t('detail.rateplan')} value={b.rateplanName} />
              <Fact label={t('detail.meal')} value={b.mealName} />
              <Fact label={t('detail.checkin')} value={b.checkinDate ? `${formatDay(b.checkinDate, locale)} ${b.checkinTime}` : t('row.noDate')} />
              <Fact label={t('detail.checkout')} value={b.checkoutDate ? `${formatDay(b.checkoutDate, locale)} ${b.checkoutTime}` : ''} />
              <Fact label={t('detail.guests')} value={`${guests} · ${t('row.rooms', { count: b.count })} · ${t('row.nights', { count: b.terms })}`} />
            </dl>
            {/* After a room was cancelled the party above is the one staying in the rooms left. */}
            {b.cancelledRooms > 0 && (
              <p className="mp-note" data-testid="rooms-cancelled-note">
                {t('detail.roomsCancelled', { count: b.cancelledRooms })}
              </p>
            )}
          </section>
          <section className="mp-card" aria-labelledby="mp-d-guest">
            <h2 className="mp-sub" id="mp-d-guest">{t('detail.guest')}</h2>
            <dl className="mp-facts">
              <Fact label={t('detail.guestName')} value={maskName(b.guestName)} />
              <Fact label={t('detail.guestTel')} value={b.guestTel ? maskPhone(b.guestTel) : ''} />
              <Fact label={t('detail.guestEmail')} value={b.guestEmail ? maskEmail(b.guestEmail) : ''} />
            </dl>
          </section>
          <section className="mp-card" aria-labelledby="mp-d-rule">
            <h2 className="mp-sub" id="mp-d-rule">{t('detail.cancelRule')}</h2>
            <p data-testid="cancel-rule">{free ? t('cancelText.free', { date: formatDay(b.cancelDate!, locale) }) : t('cancelText.none')}</p>
          </section>
          {b.refunds.length > 0 && (
            <section className="mp-card" aria-labelledby="mp-d-refunds">
              <h2 className="mp-sub" id="mp-d-refunds">{t('detail.refunds')}</h2>
              <LedgerLines lines={b.refunds} />
            </section>
          )}
        </div>
        <div className="mp-detail__side">
          <section className="mp-card" aria-labelledby="mp-d-pay">
            <h2 className="mp-sub" id="mp-d-pay">{t('detail.payment')}</h2>
            <dl className="mp-facts mp-money" data-testid="payment-lines">
              <Fact label={t('detail.original')} value={krw(a.originalAmount)} />
              {a.discountedAmount > 0 && <Fact label={t('detail.discount')} value={krw(-a.discountedAmount)} />}
              {a.couponAmount > 0 && <Fact label={t('detail.coupon')} value={krw(-a.couponAmount)} />}
              {a.pointAmount > 0 && <Fact label={t('detail.awesomeCash')} value={krw(-a.pointAmount)} />}
              {a.userPointAmount > 0 && <Fact label={t('detail.welfare')} value={krw(-a.userPointAmount)} />}
              <div className="mp-money__total">
                <dt>{t('detail.total')}</dt>
                <dd>{krw(a.totalAmount)}</dd>
              </div>
              {b.payStatus === 'partialCanceled' && (
                <div>
                  <dt className="mp-note" data-testid="part-cancelled-note">{t('detail.partCancelled')}</dt>
                </div>
              )}
              {a.cashbackPrice > 0 && !cancelled && <Fact label={t('detail.cashback')} value={krw(a.cashbackPrice)} />}
              {b.paidLines.length === 0 && <Fact label={t('detail.payMethod')} value={methodLabel(b.payMethod)} />}
              <Fact label={t('detail.payDate')} value={b.payDate ? formatDate(b.payDate, locale) : ''} />
            </dl>
            {b.paidLines.length > 0 && (
              <>
                {/* Every route the stay was paid with (card, awesome cash, welfare points, coupon), adding up to what it cost. */}
                <h3 className="mp-sub">{t('detail.paidBy')}</h3>
                <PaidLines lines={b.paidLines} total={b.paidLines.reduce((sum, line) => sum + line.amount, 0)} />
              </>
            )}
            {b.addPays.length > 0 && (
              <>
                <h3 className="mp-sub">{t('detail.addPays')}</h3>
                <dl className="mp-facts mp-money">
                  {b.addPays.map((p) => (
                    <Fact key={p.orderAddPayIdx} label={`${p.title} (${p.orderAddPayStatus ? t('detail.addPaid') : t('detail.addUnpaid')})`} value={krw(p.orderAddPayAmount)} />
                  ))}
                </dl>
              </>
            )}
            <div className="mp-actions">
              {offersDateChoice(b) && b.voucher?.openDate !== false && <AppLink className="mp-button" to={paths.voucher(b.orderNum)}>{t('row.chooseDate')}</AppLink>}
              <AppLink className="mp-button mp-button--ghost" to={paths.voucher(b.orderNum)}>{t('detail.voucher')}</AppLink>
              <AppLink className="mp-button mp-button--ghost" to={paths.inquiry(b.orderNum)}>{t('detail.ask')}</AppLink>
              {offersCancel(b) && <AppLink className="mp-button" to={paths.cancel(b.orderNum)}>{t('detail.cancel')}</AppLink>}
              {b.partCancel?.room && <AppLink className="mp-button mp-button--ghost" to={paths.cancel(b.orderNum, 'ROOM')}>{t('detail.cancelRoom')}</AppLink>}
              {b.partCancel && b.partCancel.maxNights > 0 && (
                <AppLink className="mp-button mp-button--ghost" to={paths.cancel(b.orderNum, 'NIGHTS', b.partCancel.maxNights)}>{t('detail.cancelNights')}</AppLink>
              )}
              {b.review && <AppLink className="mp-button mp-button--ghost" to={paths.review(b.orderNum)}>{t(b.review === 'WRITE' ? 'detail.review' : 'detail.myReview')}</AppLink>}
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}

export function BookingDetailPage({ orderNum }: { orderNum: string }) {
  const { t } = useBooksTranslation();
  const { state, reload } = useLoad((signal) => getBooking(orderNum, signal), [orderNum]);
  const title = t('detail.title');
  useEffect(() => setPageMeta({ title, noindex: true }), [title]);
  return (
    <PageStates state={state} reload={reload} look={stateLook} texts={{ title, loading: t('loading'), failed: t('failed'), retry: t('retry'), notFound: t('detail.notFound'), notFoundLead: t('detail.notFoundLead') }}>
      {(b) => <Detail b={b} />}
    </PageStates>
  );
}

// The booking on the voucher (SPEC §3 Booking content): photos, stay, numbers, status, guest and
// payment.
import { formatPhone, formatShort, joinSummary, koreanDay, LazyImage, paymentMethodLabelKey, stayLabel, translate, formatKrw } from '@stay/shared';
import { AmountRows } from '../../../components/amount-rows';
import { CancelNote } from '../../../components/cancel-note';
import { StatusLine } from '../../../components/status-line';
import type { BookingContent } from '@stay/shared/contracts/booking-content';
import { useOrderTranslation } from '../../../lib/order-i18n';
import { useLocale } from '@stay/shared/kit/use-locale';
import { useVoucherTranslation } from '../i18n';

export function VoucherDetails({ booking: b }: { booking: BookingContent }) {
  const { t } = useVoucherTranslation();
  const { t: o } = useOrderTranslation();
  const locale = useLocale();
  const day = (date: string | null, time: string) => (date ? t('stay.time', { date: formatShort(date, locale), time }).trim() : t('stay.noDate'));
  const voucherNum = b.voucherNum;
  const cancelled = b.orderProductStatus.startsWith('cancel');
  const methodKey = paymentMethodLabelKey(b.payMethod);
  const guests = joinSummary([o('guests.adults', { count: b.adtCnt }), b.chdCnt > 0 && o('guests.children', { count: b.chdCnt }), o('guests.rooms', { count: b.count || 1 })], locale, ' · ');
  return (
    <>
      {b.images.length > 0 && (
        // The strip scrolls sideways and holds nothing focusable: it takes focus itself, so the
        // arrow keys can scroll it.
        <ul className="vc-photos" aria-label={b.productName} tabIndex={0}>
          {b.images.slice(0, 20).map((img, i) => (
            <li key={`${img.sort}-${i}`}>
              <LazyImage src={img.imgLink} alt={t('stay.photo', { name: b.productName, n: i + 1 })} ratio="4 / 3" />
            </li>
          ))}
        </ul>
      )}
      <section className="bk-card" aria-labelledby="vc-stay-title">
        <h2 id="vc-stay-title" className="bk-card__title">{t('stay.title')}</h2>
        <p className="bk-summary__name" data-testid="voucher-product-name">{b.productName}</p>
        <StatusLine status={b.orderProductStatus} startDate={b.checkinDate} />
        <dl className="bk-facts">
          <div><dt>{t('stay.orderNum')}</dt><dd>{b.orderNum}</dd></div>
          <div><dt>{t('stay.confirmNum')}</dt><dd data-testid="confirm-num">{b.confirmNum ?? (b.orderProductStatus === 'confirm_wait' ? t('stay.awaiting') : t('stay.none'))}</dd></div>
          {voucherNum && <div><dt>{t('stay.voucherNum')}</dt><dd>{voucherNum}</dd></div>}
          <div><dt>{t('stay.room')}</dt><dd>{b.roomName}</dd></div>
          <div><dt>{t('stay.plan')}</dt><dd>{b.rateplanName}</dd></div>
          {b.mealName && <div><dt>{t('stay.meal')}</dt><dd>{b.mealName}</dd></div>}
          <div><dt>{t('stay.checkIn')}</dt><dd data-testid="voucher-check-in">{day(b.checkinDate, b.checkinTime)}</dd></div>
          <div><dt>{t('stay.checkOut')}</dt><dd>{day(b.checkoutDate, b.checkoutTime)}</dd></div>
          {b.checkinDate && b.checkoutDate && <div><dt>{t('stay.length')}</dt><dd>{stayLabel(b.checkinDate, b.checkoutDate, locale)}</dd></div>}
          <div>
            <dt>{t('stay.guests')}</dt>
            <dd data-testid="voucher-guests">
              {guests}
              {/* After a room was cancelled the party is the one staying in the rooms left (my page's partial cancel). */}
              {b.cancelledRooms > 0 && <span className="bk-note" data-testid="rooms-cancelled-note">{t('stay.roomsCancelled', { count: b.cancelledRooms })}</span>}
            </dd>
          </div>
          {b.address && <div><dt>{t('stay.address')}</dt><dd>{b.address}</dd></div>}
          {!cancelled && (
            <div><dt>{t('stay.cancel')}</dt><dd><CancelNote rule={{ cancelDate: b.cancelDate, cancelRule: b.btnCancelYn === 'N' || !b.cancelDate ? 'NON_REFUNDABLE' : 'FREE' }} /></dd></div>
          )}
        </dl>
      </section>
      <section className="bk-card" aria-labelledby="vc-guest-title">
        <h2 id="vc-guest-title" className="bk-card__title">{t('guest.title')}</h2>
        <dl className="bk-facts">
          <div><dt>{t('guest.name')}</dt><dd>{b.guestName}</dd></div>
          <div><dt>{t('guest.tel')}</dt><dd>{b.guestCountryCode ? `+${b.guestCountryCode} ${b.guestTel}` : formatPhone(b.guestTel)}</dd></div>
          <div><dt>{t('guest.email')}</dt><dd>{b.guestEmail}</dd></div>
        </dl>
      </section>
      <section className="bk-card" aria-labelledby="vc-pay-title">
        <h2 id="vc-pay-title" className="bk-card__title">{t('payment.title')}</h2>
        <AmountRows
          amounts={{ ...b.amounts, taxes: 0 }}
          totalLabel={o('amounts.paid')}
        />
        {b.paidLines.length > 0 ? (
          <>
            {/* Every route the stay was paid with, so the lines add up to what it cost (card alone is not the price). */}
            <h3 className="bk-card__title">{t('payment.paidBy')}</h3>
            <dl className="bk-facts" data-testid="paid-lines">
              {b.paidLines.map((line) => {
                const lineKey = line.method ? paymentMethodLabelKey(line.method) : undefined;
                const label = line.route === 'PAYMENT' || line.route === 'ADD_PAY' ? (lineKey ? translate(lineKey) : (line.method ?? '')) : t(`payment.route.${line.route}`);
                return <div key={`${line.route}-${line.method ?? ''}`}><dt>{label}</dt><dd>{formatKrw(line.amount, locale)}</dd></div>;
              })}
              <div><dt>{t('payment.paidTotal')}</dt><dd data-testid="paid-total">{formatKrw(b.paidLines.reduce((sum, line) => sum + line.amount, 0), locale)}</dd></div>
            </dl>
          </>
        ) : null}
        <dl className="bk-facts">
          {b.payMethod && b.paidLines.length === 0 && <div><dt>{t('payment.method')}</dt><dd>{methodKey ? translate(methodKey) : b.payMethod}</dd></div>}
          {b.payDate && <div><dt>{t('payment.date')}</dt><dd>{koreanDay(b.payDate)}</dd></div>}
          {cancelled && <div><dt>{t('payment.cancelled')}</dt><dd data-testid="cancel-amount">{formatKrw(b.amounts.cancelAmount, locale)}</dd></div>}
        </dl>
      </section>
    </>
  );
}

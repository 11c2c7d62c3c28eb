// What is being booked (SPEC §3 Condition): stay, room, rate plan, dates, nights, guests and rooms,
// and the cancellation text as the product page shows it. The appointment type (OO/OC/MO/MC) is the
// server's code for rooms and nights, which the lines above already say in words.
import { formatShort, joinSummary, stayLabel } from '@stay/shared';
import { CancelNote } from '../../../components/cancel-note';
import { useOrderTranslation } from '../../../lib/order-i18n';
import { useLocale } from '@stay/shared/kit/use-locale';
import type { Quote } from '../api/get-quote';
import { useBookingTranslation } from '../i18n';

export function StaySummary({ quote, chdCnt }: { quote: Quote; chdCnt: number }) {
  const { t } = useBookingTranslation();
  const { t: o } = useOrderTranslation();
  const locale = useLocale();
  const c = quote.condition;
  const guests = joinSummary([o('guests.adults', { count: c.adtCnt }), chdCnt > 0 && o('guests.children', { count: chdCnt }), o('guests.rooms', { count: c.count })], locale, ' · ');
  return (
    <section className="bk-card bk-summary" aria-labelledby="bk-summary-title">
      <h2 id="bk-summary-title" className="bk-card__title">{t('summary.title')}</h2>
      <p className="bk-summary__name" data-testid="book-product-name">{quote.productName}</p>
      <dl className="bk-facts">
        <div><dt>{t('summary.room')}</dt><dd>{quote.roomName}</dd></div>
        <div><dt>{t('summary.plan')}</dt><dd>{quote.rateplanName}</dd></div>
        <div><dt>{t('summary.checkIn')}</dt><dd>{formatShort(c.checkInDate, locale)}</dd></div>
        <div><dt>{t('summary.checkOut')}</dt><dd>{formatShort(c.checkOutDate, locale)}</dd></div>
        <div><dt>{t('summary.stay')}</dt><dd>{stayLabel(c.checkInDate, c.checkOutDate, locale)}</dd></div>
        <div><dt>{t('summary.guests')}</dt><dd>{guests}</dd></div>
        <div>
          <dt>{t('summary.cancel')}</dt>
          <dd><CancelNote rule={{ cancelDate: quote.cancelDate, cancelRule: quote.cancelRule }} /></dd>
        </div>
      </dl>
    </section>
  );
}

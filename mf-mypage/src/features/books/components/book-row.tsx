// One booking in the list: image, stay, dates, nights, rooms, the SPEC §4 status text and
// description, and what can be done with it (detail, cancel, date choice, voucher).
import { AppLink } from '@stay/shared/kit/app-link';
import { paths } from '../../../config/paths';
import { formatDay } from '@stay/shared/kit/format';
import { useLocale } from '@stay/shared/kit/use-locale';
import type { Book } from '../api/get-books';
import { useBooksTranslation } from '../i18n';
import { offersCancel, offersDateChoice, orderStatusDisplay, withReviewOffer } from '../lib/order-status';

export function BookRow({ book, today, onRemove }: { book: Book; today: string; onRemove?: (book: Book) => void }) {
  const { t } = useBooksTranslation();
  const locale = useLocale();
  const status = withReviewOffer(orderStatusDisplay(book.orderProductStatus, book.checkinDate, today), book);
  const headingId = `mp-book-${book.orderNum}`;
  const dates = book.checkinDate && book.checkoutDate ? `${formatDay(book.checkinDate, locale)} – ${formatDay(book.checkoutDate, locale)}` : t('row.noDate');
  return (
    <li className="mp-book" aria-labelledby={headingId} data-testid="book-row">
      <img className="mp-book__img" src={book.productImg} alt="" loading="lazy" width={128} height={96} />
      <div>
        <p className="mp-book__status">
          <span className={`mp-badge mp-badge--${status.tone}`}>{t(status.text)}</span>
          <span className="mp-book__desc">{t(status.description, { days: status.days, count: status.days, date: status.until ? formatDay(status.until, locale) : undefined })}</span>
          {/* SPEC §4: own-channel orders are flagged (an external supplier's are not ours to change). */}
          <span className={book.ownChannel ? 'mp-flag' : 'mp-flag mp-flag--partner'} data-testid="book-channel">{t(book.ownChannel ? 'row.ownChannel' : 'row.partnerChannel')}</span>
        </p>
        <h2 className="mp-book__name" id={headingId}>
          <AppLink to={paths.booking(book.orderNum)}>{book.productName}</AppLink>
        </h2>
        <p className="mp-book__meta">{book.roomName}</p>
        <p className="mp-book__meta">
          {dates} · {t('row.nights', { count: book.terms })} · {t('row.rooms', { count: book.count })}
        </p>
        {!book.checkinDate && book.stayStartDate && book.stayEndDate && (
          <p className="mp-book__meta">{t('row.window', { from: formatDay(book.stayStartDate, locale), to: formatDay(book.stayEndDate, locale) })}</p>
        )}
        <p className="mp-book__meta">{t('row.orderNum', { orderNum: book.orderNum })}</p>
      </div>
      <div className="mp-actions">
        <AppLink className="mp-button mp-button--ghost" to={paths.booking(book.orderNum)} aria-describedby={headingId}>
          {t('row.open')}
        </AppLink>
        {offersDateChoice(book) && book.canChooseDate && (
          <AppLink className="mp-button mp-button--ghost" to={paths.voucher(book.orderNum)} aria-describedby={headingId}>
            {t('row.chooseDate')}
          </AppLink>
        )}
        {book.review && (
          <AppLink className="mp-button mp-button--ghost" to={paths.review(book.orderNum)} aria-describedby={headingId}>
            {book.review === 'WRITE' ? t('row.review') : t('row.myReview')}
          </AppLink>
        )}
        {onRemove && (
          <button type="button" className="mp-button mp-button--ghost" onClick={() => onRemove(book)} aria-describedby={headingId}>
            {t('row.remove')}
          </button>
        )}
        {offersCancel(book) && (
          <AppLink className="mp-button mp-button--ghost" to={paths.cancel(book.orderNum)} aria-describedby={headingId}>
            {t('row.cancel')}
          </AppLink>
        )}
      </div>
    </li>
  );
}

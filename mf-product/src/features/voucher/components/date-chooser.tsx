// An open-date voucher (no confirmation number, no start date; SPEC §4 Booking list): choose the
// night on a calendar of the voucher's period (each day open with today's price or closed with
// the reason), confirm, and the booking is set.
import { confirm, formatShort } from '@stay/shared';
import { useId, useState } from 'react';
import { VoucherCalendar } from './voucher-calendar';
import { useLoad } from '@stay/shared/kit/use-load';
import { loadFailed } from '@stay/shared/kit/errors';
import type { BookingContent } from '@stay/shared/contracts/booking-content';
import { needsLogin } from '@stay/shared/kit/use-load';
import { errorCode } from '@stay/shared/kit/errors';
import { sendToLogin } from '@stay/shared/kit/login-redirect';
import { useOrderTranslation } from '../../../lib/order-i18n';
import { useLocale } from '@stay/shared/kit/use-locale';
import { chooseDate, getConfirmInfo } from '../api/voucher-actions';
import { useVoucherTranslation } from '../i18n';

const KNOWN = ['DATE_ALREADY_CHOSEN', 'DATE_OUT_OF_RANGE', 'SOLD_OUT'];

export function DateChooser({ orderNum, voucherNum, onChosen }: { orderNum: string; voucherNum: string; onChosen: (booking: BookingContent) => void }) {
  const { t } = useVoucherTranslation();
  const { t: o } = useOrderTranslation();
  const locale = useLocale();
  const id = useId();
  const [round, setRound] = useState(0);
  const { state: info } = useLoad((signal) => getConfirmInfo(orderNum, signal), [orderNum, round]);
  const [date, setDate] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const dates = info.status === 'ready' ? info.data.availableDates : [];
  // An older server sends only the open dates: they still make a calendar.
  const calendar = info.status === 'ready' && info.data.dates.length > 0 ? info.data.dates : dates.map((d) => ({ date: d, open: true, price: undefined }));
  const chosen = date && dates.includes(date) ? date : '';

  const submit = async () => {
    if (!chosen || !(await confirm(t('date.confirm', { date: formatShort(chosen, locale) })))) return;
    setBusy(true);
    setMessage(null);
    try {
      onChosen(await chooseDate(orderNum, voucherNum, chosen));
    } catch (error) {
      if (needsLogin(error)) return void sendToLogin(o('loginNeeded'));
      const code = errorCode(error);
      setMessage(KNOWN.includes(code) ? t(`date.errors.${code}`) : (error as Error).message || t('generic'));
      setRound((n) => n + 1); // the dates with stock may have changed
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="bk-card vc-date" aria-labelledby={`${id}-title`} data-testid="date-chooser">
      <h2 id={`${id}-title`} className="bk-card__title">{t('date.title')}</h2>
      {info.status === 'loading' && <p role="status" className="bk-note">{t('date.loading')}</p>}
      {loadFailed(info) && <p className="bk-note">{t('generic')}</p>}
      {info.status === 'ready' && (
        <>
          <p>{t('date.lead', { from: formatShort(info.data.stayStartDate, locale), to: formatShort(info.data.stayEndDate, locale) })}</p>
          {dates.length === 0 ? (
            <p className="bk-note">{t('date.none')}</p>
          ) : (
            <>
              <VoucherCalendar dates={calendar} value={chosen} onChange={setDate} locale={locale} disabled={busy} />
              <p className="bk-note" data-testid="chosen-date">{chosen ? t('date.chosen', { date: formatShort(chosen, locale) }) : ''}</p>
              <button type="button" className="bk-button" disabled={busy || !chosen} onClick={() => void submit()}>{t('date.submit')}</button>
            </>
          )}
        </>
      )}
      <div role="alert">{message && <p className="bk-field__error">{message}</p>}</div>
    </section>
  );
}

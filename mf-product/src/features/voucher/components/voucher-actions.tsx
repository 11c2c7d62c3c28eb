// Print, add-to-calendar and call-the-property on the voucher. Printing uses the page's print
// stylesheet (voucher-print.css: only the voucher, no site chrome); the calendar file is made in
// the browser (lib/stay-ics.ts); the call link appears only when the property has a phone.
import { useCallback } from 'react';
import type { BookingContent } from '@stay/shared/contracts/booking-content';
import { useVoucherTranslation } from '../i18n';
import { icsFileName, stayIcs } from '../lib/stay-ics';
import { telHref } from '../lib/tel-href';
import './voucher-print.css';

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function VoucherActions({ booking: b }: { booking: BookingContent }) {
  const { t } = useVoucherTranslation();
  const cancelled = b.orderProductStatus.startsWith('cancel');
  const dated = Boolean(b.checkinDate && b.checkoutDate);
  const tel = b.productTel ? telHref(b.productTel, b.nationCode) : null;

  const addToCalendar = useCallback(() => {
    if (!b.checkinDate || !b.checkoutDate) return;
    const ics = stayIcs({
      uid: `${b.orderNum}@awesomestay`,
      title: t('actions.calendarTitle', { name: b.productName }),
      checkInDate: b.checkinDate,
      checkOutDate: b.checkoutDate,
      checkInTime: b.checkinTime,
      checkOutTime: b.checkoutTime,
      location: b.address,
      description: t('actions.calendarNote', { orderNum: b.orderNum, room: b.roomName }),
      stamp: new Date(),
    });
    download(icsFileName(b.orderNum), ics);
  }, [b, t]);

  return (
    <section className="bk-card vc-actions" aria-labelledby="vc-actions-title" data-testid="voucher-actions">
      <h2 id="vc-actions-title" className="bk-card__title">{t('actions.title')}</h2>
      <div className="vc-actions__row">
        <button type="button" className="bk-button bk-button--ghost" onClick={() => window.print()}>
          {t('actions.print')}
        </button>
        {dated && !cancelled && (
          <button type="button" className="bk-button bk-button--ghost" onClick={addToCalendar}>
            {t('actions.calendar')}
          </button>
        )}
        {tel && (
          <a className="bk-button bk-button--ghost" href={tel}>
            {t('actions.call', { tel: b.productTel })}
          </a>
        )}
      </div>
    </section>
  );
}

// Cancelling from the voucher: offered while the booking is upcoming and the cancel flag is not 'N'
// (SPEC §4 Booking list). It leads to my page's cancellation page (/mypage/books/{orderNum}/cancel),
// where the server's preview shows every figure (each payment route, fee and the rule behind it,
// the coupon, when each refund arrives) and confirming executes exactly those figures: one
// cancellation screen for the voucher, my page and the app, never a total computed here.
import { AppLink } from '@stay/shared/kit/app-link';
import type { BookingContent } from '@stay/shared/contracts/booking-content';
import { useVoucherTranslation } from '../i18n';

const CANCELLABLE = ['pending', 'confirm', 'confirm_wait', 'add_pay'];

export const cancelPath = (orderNum: string) => `/mypage/books/${encodeURIComponent(orderNum)}/cancel`;

export function CancelSection({ booking: b }: { booking: BookingContent }) {
  const { t } = useVoucherTranslation();
  if (!CANCELLABLE.includes(b.orderProductStatus)) return null;
  return (
    <section className="bk-card vc-cancel" aria-labelledby="vc-cancel-title">
      <h2 id="vc-cancel-title" className="bk-card__title">{t('cancel.title')}</h2>
      {b.btnCancelYn !== 'N' ? (
        <>
          <p className="bk-note">{t('cancel.lead')}</p>
          <AppLink className="bk-button bk-button--danger" to={cancelPath(b.orderNum)}>
            {t('cancel.button')}
          </AppLink>
        </>
      ) : (
        <p className="bk-note" data-testid="cancel-not-allowed">{t('cancel.notAllowed')}</p>
      )}
    </section>
  );
}

// Cancelling from the voucher (PUT /v1/lmses/{orderNum}/cancel): offered while the booking is
// upcoming and the cancel flag is not 'N' (SPEC §4 Booking list); a confirm popup states the
// refund first. After the free-cancel date the server says CANCEL_NOT_ALLOWED: explained here.
import { confirm } from '@stay/shared';
import { useState } from 'react';
import type { BookingContent } from '../../../lib/booking-content';
import { formatKrw, formatNumber } from '../../../lib/format';
import { errorCode, needsLogin, sendToLogin } from '../../../lib/login-redirect';
import { useOrderTranslation } from '../../../lib/order-i18n';
import { useLocale } from '../../../lib/use-locale';
import { cancelBooking } from '../api/voucher-actions';
import { useVoucherTranslation } from '../i18n';

const CANCELLABLE = ['pending', 'confirm', 'confirm_wait', 'add_pay'];

export function CancelSection({ booking: b, onCancelled }: { booking: BookingContent; onCancelled: () => void }) {
  const { t } = useVoucherTranslation();
  const { t: o } = useOrderTranslation();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [notAllowed, setNotAllowed] = useState(false);
  const open = CANCELLABLE.includes(b.orderProductStatus);
  // Once cancelled, the booking reloads without this section's button; its answer stays in view.
  if (!open && !message) return null;
  const allowed = b.btnCancelYn !== 'N' && !notAllowed;
  const points = b.amounts.pointAmount + b.amounts.userPointAmount;

  const cancel = async () => {
    const text = [t('cancel.confirm', { amount: formatKrw(b.amounts.totalAmount, locale) }), points > 0 ? t('cancel.confirmPoints', { points: formatNumber(points, locale) }) : ''].filter(Boolean).join('\n');
    if (!(await confirm(text))) return;
    setBusy(true);
    setMessage(null);
    try {
      const done = await cancelBooking(b.orderNum);
      setMessage(t('cancel.done', { amount: formatKrw(done.cancelAmount, locale) }));
      onCancelled();
    } catch (error) {
      if (needsLogin(error)) return void sendToLogin(o('loginNeeded'));
      const code = errorCode(error);
      if (code === 'CANCEL_NOT_ALLOWED') setNotAllowed(true);
      else if (code === 'ALREADY_CANCELLED') {
        setMessage(t('cancel.ALREADY_CANCELLED'));
        onCancelled();
      } else setMessage((error as Error).message || t('generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="bk-card vc-cancel" aria-labelledby="vc-cancel-title">
      <h2 id="vc-cancel-title" className="bk-card__title">{t('cancel.title')}</h2>
      {!open ? null : allowed ? (
        <button type="button" className="bk-button bk-button--danger" disabled={busy} onClick={() => void cancel()}>
          {busy ? t('cancel.busy') : t('cancel.button')}
        </button>
      ) : (
        <p className="bk-note" data-testid="cancel-not-allowed">{t('cancel.notAllowed')}</p>
      )}
      <div role="alert">{message && <p>{message}</p>}</div>
    </section>
  );
}

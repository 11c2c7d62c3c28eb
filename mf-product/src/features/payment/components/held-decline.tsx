// Toss's fail return (/payment/result?...&code&message): nothing was charged and the room is still
// held. Toss's code said plainly in the buyer's language (a closed window, a stopped payment, the
// card company's refusal), the issuer's own words beside it, and a way back to the booking form
// with what was typed (lib/book-return.ts).
import { navigate } from '@stay/shared';
import type { Ref } from 'react';
import { paths } from '../../../config/paths';
import { bookPathOf, markRetry } from '../../../lib/book-return';
import { releaseHold } from '../../../lib/release-hold';
import type { ResultState } from '../hooks/settle';
import { usePaymentTranslation } from '../i18n';

const EXPLAINED = new Set(['PAY_PROCESS_CANCELED', 'PAY_PROCESS_ABORTED', 'REJECT_CARD_COMPANY']);

export function HeldDecline({ state, heading }: { state: Extract<ResultState, { status: 'declined' }>; heading: Ref<HTMLHeadingElement> }) {
  const { t } = usePaymentTranslation();
  const again = bookPathOf(state.orderNum);
  const code = state.code === 'USER_CANCEL' ? 'PAY_PROCESS_CANCELED' : state.code;
  const explained = EXPLAINED.has(code) ? code : 'other';
  return (
    <div className="bk-page bk-result bk-result--declined" data-testid="payment-declined">
      <h1 className="bk-page__title" ref={heading} tabIndex={-1}>{state.cancelled ? t('declined.cancelled') : t('declined.title')}</h1>
      <p className="bk-result__lead">{state.addPay ? t('declined.heldAddPay') : t('declined.held')}</p>
      <div className="bk-result__reason" data-testid="decline-reason">
        <p>{t(`declined.toss.${explained}`)}</p>
        {/* The issuer's words (Toss passes them on): not for a window the buyer closed themselves. */}
        {!state.cancelled && state.message && <p data-testid="issuer-reason">{t('declined.issuerReason', { reason: state.message })}</p>}
        {!state.cancelled && <p>{t('declined.tryAnother')}</p>}
      </div>
      {code && <p className="bk-note">{t('declined.code', { code })}</p>}
      <div className="bk-actions">
        {state.addPay ? (
          <button type="button" className="bk-button" onClick={() => navigate(paths.voucher(state.orderNum))}>{t('declined.voucher')}</button>
        ) : (
          <>
            {again && (
              <button
                type="button"
                className="bk-button"
                onClick={() => {
                  // The declined order gives its room, coupon and points back first: the new
                  // checkout takes them again (one hold per traveller, never two).
                  markRetry(again);
                  void releaseHold(state.orderNum)
                    .catch(() => undefined)
                    .then(() => navigate(again));
                }}
              >
                {t('declined.tryAgain')}
              </button>
            )}
            {state.productIdx > 0 && (
              <button type="button" className={`bk-button${again ? ' bk-button--ghost' : ''}`} onClick={() => navigate(paths.product(state.productIdx))}>{t('declined.back')}</button>
            )}
          </>
        )}
      </div>
    </div>
  );
}

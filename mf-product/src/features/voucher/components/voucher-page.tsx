// /lms/{orderNumber}: the voucher order page (SPEC §2). The booking with its status, the stay-date
// choice of an open-date voucher, cancellation with refund, and unpaid additional payments.
// Visitors are sent to log in and come back here.
import { setPageMeta } from '@stay/shared';
import { useEffect } from 'react';
import { openLoginFor } from '@stay/shared/kit/login-redirect';
import { useOrderTranslation } from '../../../lib/order-i18n';
import { useVoucher } from '../hooks/use-voucher';
import { useVoucherTranslation } from '../i18n';
import { AddPays } from './add-pays';
import { CancelSection } from './cancel-section';
import { DateChooser } from './date-chooser';
import { VoucherActions } from './voucher-actions';
import { VoucherDetails } from './voucher-details';
import '../../../components/product.css';
import '../../../components/booking.css';

export function VoucherPage({ orderNum }: { orderNum: string }) {
  const { t } = useVoucherTranslation();
  const { t: o } = useOrderTranslation();
  const { state, reload, replace } = useVoucher(orderNum);
  const title = t('title');

  useEffect(() => setPageMeta({ title, noindex: true }), [title]);
  useEffect(() => {
    if (state.status === 'login') openLoginFor('voucher');
  }, [state.status, o]);

  if (state.status === 'loading' || state.status === 'login') {
    return (
      <div className="bk-page" aria-busy="true">
        <h1 className="bk-page__title">{title}</h1>
        <p role="status" className="bk-note">{o('loading')}</p>
        <div className="st-shimmer bk-skeleton" aria-hidden="true" />
      </div>
    );
  }
  if (state.status === 'notFound') {
    return (
      <div className="bk-page bk-state">
        <h1 className="bk-state__title">{t('notFound.title')}</h1>
        <p>{t('notFound.lead')}</p>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="bk-page bk-state" role="alert">
        <h1 className="bk-state__title">{t('failed')}</h1>
        {state.message && <p>{state.message}</p>}
        <button type="button" className="bk-button" onClick={reload}>{o('retry')}</button>
      </div>
    );
  }
  const b = state.booking;
  const voucherNum = b.voucherNum;
  // SPEC §4 Booking list: a stay date may be chosen when there is no confirmation number and no start date.
  const choosing = !b.confirmNum && !b.checkinDate && !b.orderProductStatus.startsWith('cancel') && (b.voucher?.openDate ?? true);
  return (
    <div className="bk-page vc-page" data-testid="voucher-page">
      <h1 className="bk-page__title">{title}</h1>
      <div className="bk-layout">
        <div className="bk-layout__main">
          {choosing && voucherNum && <DateChooser orderNum={b.orderNum} voucherNum={voucherNum} onChosen={replace} />}
          <VoucherDetails booking={b} />
        </div>
        <aside className="bk-layout__side">
          <VoucherActions booking={b} />
          <AddPays booking={b} />
          <CancelSection booking={b} />
        </aside>
      </div>
    </div>
  );
}

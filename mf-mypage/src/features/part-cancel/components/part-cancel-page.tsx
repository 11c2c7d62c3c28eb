// /mypage/books/{orderNum}/part-cancel?kind=ROOM|NIGHTS: one room of a multi-room booking, or the
// last nights, with the server's preview (api/src/cancellation/partial.ts) and the confirm of
// exactly those figures (fingerprint). A changed booking (409 PREVIEW_CHANGED) shows the new
// preview with a notice; the coupon stays with the booking (said in the preview).
import { setPageMeta, formatKrw } from '@stay/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '@stay/shared/kit/app-link';
import { PaidLines, RefundLines } from '../../../components/money-lines';
import { PageStates } from '@stay/shared/kit/page-states';
import { stateLook } from '../../../components/state-look';
import { paths } from '../../../config/paths';
import { formatDay } from '@stay/shared/kit/format';
import { useLocale } from '@stay/shared/kit/use-locale';
import { needsLogin } from '@stay/shared/kit/use-load';
import { errorCode } from '@stay/shared/kit/errors';
import { sendToLogin } from '@stay/shared/kit/login-redirect';
import { useLoad } from '@stay/shared/kit/use-load';
import type { PartCancelKind, PartCancelPreview } from '@stay/shared/contracts/cancellation-preview';
import { bookingIdOf, confirmPartCancel, getPartPreview, partPreviewOfError, type PartDone } from '../api/part-cancel';
import { usePartCancelTranslation } from '../i18n';
import '../../../components/mypage.css';

function Figures({ preview }: { preview: PartCancelPreview }) {
  const { t } = usePartCancelTranslation();
  const locale = useLocale();
  const krw = (n: number) => formatKrw(n, locale);
  const day = (d: string | null) => (d ? formatDay(d, locale) : '');
  return (
    <>
      {preview.allowed && (
        <section className="mp-card" aria-labelledby="mp-pc-what">
          <h2 className="mp-sub" id="mp-pc-what">{t('what')}</h2>
          <dl className="mp-facts">
            <div>
              <dt>{t('cancelled')}</dt>
              <dd data-testid="part-cancelled">{t('cancelledRooms', { rooms: preview.cancelled.rooms, nights: preview.cancelled.nights, from: day(preview.cancelled.from), to: day(preview.cancelled.to) })}</dd>
            </div>
            <div>
              <dt>{t('remaining')}</dt>
              <dd data-testid="part-remaining">{t('remainingText', { rooms: preview.remaining.rooms, nights: preview.remaining.nights, date: day(preview.remaining.checkOutDate) })}</dd>
            </div>
          </dl>
        </section>
      )}
      <section className="mp-card" aria-labelledby="mp-pc-paid">
        <h2 className="mp-sub" id="mp-pc-paid">{t('paid')}</h2>
        <PaidLines lines={preview.paid} total={preview.paidTotal} />
      </section>
      {preview.allowed && (
        <section className="mp-card" aria-labelledby="mp-pc-fee">
          <h2 className="mp-sub" id="mp-pc-fee">{t('fee')}</h2>
          <dl className="mp-facts mp-money">
            <div>
              <dt>{t('fee')}</dt>
              <dd data-testid="fee-amount">{krw(preview.fee.amount)}</dd>
            </div>
          </dl>
          <p className="mp-note" data-testid="fee-rule">{t('feeFree', { date: day(preview.fee.date) })}</p>
        </section>
      )}
      {preview.coupon && (
        <section className="mp-card" aria-labelledby="mp-pc-coupon">
          <h2 className="mp-sub" id="mp-pc-coupon">{t('coupon.title')}</h2>
          <p data-testid="coupon-outcome">{t('coupon.PARTIAL_KEEPS', { amount: krw(preview.coupon.amount) })}</p>
        </section>
      )}
      {preview.allowed && (
        <section className="mp-card" aria-labelledby="mp-pc-refund">
          <h2 className="mp-sub" id="mp-pc-refund">{t('refunds')}</h2>
          <RefundLines lines={preview.refunds} total={preview.refundTotal} />
          <p className="mp-note">{t('rounding')}</p>
        </section>
      )}
    </>
  );
}

type Phase = { step: 'preview'; notice: '' | 'changed' | 'error' } | { step: 'confirming' } | { step: 'done'; result: PartDone };

function PartFlow({ orderNum, id, kind, nights, initial }: { orderNum: string; id: number; kind: PartCancelKind; nights: number; initial: PartCancelPreview }) {
  const { t } = usePartCancelTranslation();
  const locale = useLocale();
  const [preview, setPreview] = useState(initial);
  const [phase, setPhase] = useState<Phase>({ step: 'preview', notice: '' });
  const [agreed, setAgreed] = useState(false);
  const agreeId = useId();
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (phase.step === 'done' || (phase.step === 'preview' && phase.notice)) noticeRef.current?.focus();
  }, [phase]);

  const confirm = async () => {
    setPhase({ step: 'confirming' });
    try {
      setPhase({ step: 'done', result: await confirmPartCancel(id, kind, nights, preview.fingerprint) });
    } catch (error) {
      if (needsLogin(error)) return void sendToLogin(t('loginNeeded'));
      const next = partPreviewOfError(error) ?? (await getPartPreview(id, kind, nights).catch(() => null));
      if (next) setPreview(next);
      setAgreed(false);
      const code = errorCode(error);
      setPhase({ step: 'preview', notice: code === 'PREVIEW_CHANGED' || code === 'CANCEL_NOT_ALLOWED' || code === 'ALREADY_CANCELLED' ? 'changed' : 'error' });
    }
  };

  if (phase.step === 'done') {
    return (
      <div data-testid="part-cancel-done">
        <div className="mp-ok" role="status" tabIndex={-1} ref={noticeRef}>
          <p>{t('done')}</p>
          <p>{t('doneRefund', { amount: formatKrw(phase.result.preview.refundTotal, locale) })}</p>
        </div>
        <Figures preview={phase.result.preview} />
        <div className="mp-actions">
          <AppLink className="mp-button" to={paths.booking(orderNum)}>{t('toBooking')}</AppLink>
        </div>
      </div>
    );
  }

  const busy = phase.step === 'confirming';
  const notice = phase.step === 'preview' ? phase.notice : '';
  return (
    <div data-testid="part-cancel-flow">
      {notice && (
        <div className="mp-alert" role="alert" tabIndex={-1} ref={noticeRef}>
          {t(notice)}
        </div>
      )}
      {!preview.allowed && preview.refusal && (
        <p className="mp-alert" data-testid="refusal">
          {t(`refusal.${preview.refusal}`)}
        </p>
      )}
      {preview.allowed && <p>{t('lead')}</p>}
      <Figures preview={preview} />
      {preview.allowed && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (agreed && !busy) void confirm();
          }}
        >
          <div className="mp-check">
            <input id={agreeId} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} disabled={busy} />
            <label htmlFor={agreeId}>{t('agree')}</label>
          </div>
          <button type="submit" className="mp-button mp-button--danger" disabled={!agreed || busy} aria-busy={busy}>
            {busy ? t('confirming') : t('confirm')}
          </button>
        </form>
      )}
    </div>
  );
}

export function PartCancelPage({ orderNum }: { orderNum: string }) {
  const { t } = usePartCancelTranslation();
  const [params, setParams] = useSearchParams();
  const kind: PartCancelKind = params.get('kind') === 'NIGHTS' ? 'NIGHTS' : 'ROOM';
  const maxNights = Math.max(1, Math.min(30, Number(params.get('max')) || 1));
  const nights = Math.max(1, Math.min(maxNights, Number(params.get('nights')) || 1));
  const nightsId = useId();
  const { state, reload } = useLoad(
    async (signal) => {
      const id = await bookingIdOf(orderNum, signal);
      return { id, preview: await getPartPreview(id, kind, nights, signal) };
    },
    [orderNum, kind, nights],
  );
  const title = t(`title.${kind}`);
  useEffect(() => setPageMeta({ title, noindex: true }), [title]);
  return (
    <PageStates state={state} reload={reload} look={stateLook} texts={{ title, loading: t('loading'), loginNeeded: t('loginNeeded'), failed: t('failed'), retry: t('retry'), notFound: t('notFound') }}>
      {(data) => (
        <div className="mp-page" data-testid="part-cancel-page">
          <p>
            <AppLink className="mp-link" to={paths.booking(orderNum)}>{t('back')}</AppLink>
          </p>
          <h1 className="mp-title">{title}</h1>
          {kind === 'NIGHTS' && maxNights > 1 && (
            <div className="mp-field">
              <label htmlFor={nightsId}>{t('nightsLabel')}</label>
              <select
                id={nightsId}
                value={nights}
                onChange={(e) => {
                  const next = new URLSearchParams(params);
                  next.set('nights', e.target.value);
                  setParams(next, { replace: true });
                }}
              >
                {Array.from({ length: maxNights }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {t('nightsOption', { count: n })}
                  </option>
                ))}
              </select>
            </div>
          )}
          <PartFlow key={`${kind}-${nights}`} orderNum={orderNum} id={data.id} kind={kind} nights={nights} initial={data.preview} />
        </div>
      )}
    </PageStates>
  );
}

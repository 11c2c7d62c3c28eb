// /mypage/books/{orderNum}/cancel: the server's cancellation preview, then the confirm of exactly
// those figures (the confirm carries the preview's fingerprint). States: loading -> preview ->
// confirming -> done; a changed booking (409 PREVIEW_CHANGED) shows the new preview with a notice,
// never a surprise amount.
import { setPageMeta, formatKrw } from '@stay/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { AppLink } from '@stay/shared/kit/app-link';
import { PageStates } from '@stay/shared/kit/page-states';
import { stateLook } from '../../../components/state-look';
import { paths } from '../../../config/paths';
import { useLocale } from '@stay/shared/kit/use-locale';
import { needsLogin } from '@stay/shared/kit/use-load';
import { errorCode } from '@stay/shared/kit/errors';
import { sendToLogin } from '@stay/shared/kit/login-redirect';
import { useLoad } from '@stay/shared/kit/use-load';
import type { CancellationPreview } from '@stay/shared/contracts/cancellation-preview';
import { confirmCancel, getCancelPreview, previewOfError, type Cancelled } from '../api/cancel';
import { useCancelTranslation } from '../i18n';
import { PreviewFigures } from './preview-figures';
import '../../../components/mypage.css';

type Phase = { step: 'preview'; notice: '' | 'changed' | 'error' } | { step: 'confirming' } | { step: 'done'; result: Cancelled };

function CancelFlow({ orderNum, initial }: { orderNum: string; initial: CancellationPreview }) {
  const { t } = useCancelTranslation();
  const locale = useLocale();
  const [preview, setPreview] = useState(initial);
  const [phase, setPhase] = useState<Phase>({ step: 'preview', notice: '' });
  const [agreed, setAgreed] = useState(false);
  const agreeId = useId();
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (phase.step !== 'confirming') noticeRef.current?.focus();
  }, [phase]);

  const confirm = async () => {
    setPhase({ step: 'confirming' });
    try {
      setPhase({ step: 'done', result: await confirmCancel(orderNum, preview.fingerprint) });
    } catch (error) {
      if (needsLogin(error)) return void sendToLogin(t('loginNeeded'));
      const next = previewOfError(error) ?? (await getCancelPreview(orderNum).catch(() => null));
      if (next) setPreview(next);
      setAgreed(false);
      setPhase({ step: 'preview', notice: errorCode(error) === 'PREVIEW_CHANGED' || errorCode(error) === 'CANCEL_NOT_ALLOWED' ? 'changed' : 'error' });
    }
  };

  if (phase.step === 'done') {
    return (
      <div className="mp-page" data-testid="cancel-done">
        <h1 className="mp-title">{t('title')}</h1>
        <div className="mp-ok" role="status" tabIndex={-1} ref={noticeRef}>
          <p>{t('done')}</p>
          <p>{t('doneRefund', { amount: formatKrw(phase.result.preview.refundTotal, locale) })}</p>
        </div>
        <PreviewFigures preview={phase.result.preview} />
        <div className="mp-actions">
          <AppLink className="mp-button" to={paths.books('cancel')}>{t('toBooks')}</AppLink>
          <AppLink className="mp-button mp-button--ghost" to={paths.booking(orderNum)}>{t('back')}</AppLink>
        </div>
      </div>
    );
  }

  const busy = phase.step === 'confirming';
  const notice = phase.step === 'preview' ? phase.notice : '';
  return (
    <div className="mp-page" data-testid="cancel-page">
      <p>
        <AppLink className="mp-link" to={paths.booking(orderNum)}>{t('back')}</AppLink>
      </p>
      <h1 className="mp-title">{t('title')}</h1>
      {notice && (
        <div className="mp-alert" role="alert" tabIndex={-1} ref={noticeRef}>
          {t(notice)}
        </div>
      )}
      {!preview.allowed && preview.refusal && <p className="mp-alert" data-testid="refusal">{t(`refusal.${preview.refusal}`)}</p>}
      {preview.allowed && <p>{t('lead')}</p>}
      <PreviewFigures preview={preview} />
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

export function CancelPage({ orderNum }: { orderNum: string }) {
  const { t } = useCancelTranslation();
  const { state, reload } = useLoad((signal) => getCancelPreview(orderNum, signal), [orderNum]);
  const title = t('title');
  useEffect(() => setPageMeta({ title, noindex: true }), [title]);
  return (
    <PageStates state={state} reload={reload} look={stateLook} texts={{ title, loading: t('loading'), loginNeeded: t('loginNeeded'), failed: t('failed'), retry: t('retry'), notFound: t('notFound') }}>
      {(preview) => <CancelFlow orderNum={orderNum} initial={preview} />}
    </PageStates>
  );
}

// One cancellation, any scope, as a state machine: preview -> confirming -> done, with 'loading'
// while another number of nights is previewed. The confirm carries the fingerprint of the preview
// shown; a booking that changed in between (409 PREVIEW_CHANGED) puts the new preview on screen
// with a notice and asks again, never a surprise amount (mf-mypage README, "The refund shown is the
// refund made"). Focus goes to the notice or the result; the nights list keeps it while it loads.
import { formatKrw } from '@stay/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { AppLink } from '@stay/shared/kit/app-link';
import { errorCode } from '@stay/shared/kit/errors';
import { sendToLogin } from '@stay/shared/kit/login-redirect';
import { needsLogin } from '@stay/shared/kit/use-load';
import { useLocale } from '@stay/shared/kit/use-locale';
import { paths } from '../../../config/paths';
import { confirmCancel, previewOfError, type Cancelled } from '../api/confirm-cancel';
import { getPreview } from '../api/get-preview';
import { kindOf, type CancelTarget, type Preview } from '../lib/scope';
import { useCancelTranslation } from '../i18n';
import { NightsChoice } from './nights-choice';
import { PreviewFigures } from './preview-figures';

type Notice = '' | 'changed' | 'error' | 'failed';
type Phase = { step: 'preview'; notice: Notice } | { step: 'loading' } | { step: 'confirming' } | { step: 'done'; result: Cancelled };

/** Refusals of a confirm that mean the booking moved on: the new preview says how. */
const CHANGED = new Set(['PREVIEW_CHANGED', 'CANCEL_NOT_ALLOWED', 'ALREADY_CANCELLED']);

export function CancelFlow({ target: first, initial, maxNights, onNights }: { target: CancelTarget; initial: Preview; maxNights: number; onNights: (n: number) => void }) {
  const { t } = useCancelTranslation();
  const locale = useLocale();
  // The preview on screen and the target it was asked for: the confirm sends exactly these.
  const [shown, setShown] = useState({ target: first, preview: initial });
  const [nights, setNights] = useState(first.scope === 'NIGHTS' ? first.nights : 1);
  const [phase, setPhase] = useState<Phase>({ step: 'preview', notice: '' });
  const [agreed, setAgreed] = useState(false);
  const agreeId = useId();
  const noticeRef = useRef<HTMLDivElement>(null);
  const asking = useRef<AbortController | null>(null);
  const { target, preview } = shown;
  const kind = kindOf(target.scope);

  useEffect(() => () => asking.current?.abort(), []);
  useEffect(() => {
    if (phase.step === 'done' || (phase.step === 'preview' && (phase.notice === 'changed' || phase.notice === 'error'))) noticeRef.current?.focus();
  }, [phase]);

  const chooseNights = (n: number) => {
    if (target.scope !== 'NIGHTS') return;
    const next: CancelTarget = { ...target, nights: n };
    setNights(n);
    onNights(n);
    setAgreed(false);
    setPhase({ step: 'loading' });
    asking.current?.abort();
    const controller = new AbortController();
    asking.current = controller;
    getPreview(next, controller.signal).then(
      (p) => {
        if (controller.signal.aborted) return;
        setShown({ target: next, preview: p });
        setPhase({ step: 'preview', notice: '' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (needsLogin(error)) return void sendToLogin(t('loginNeeded'));
        // The list goes back to the preview still shown.
        setNights(target.nights);
        onNights(target.nights);
        setPhase({ step: 'preview', notice: 'failed' });
      },
    );
  };

  const confirm = async () => {
    setPhase({ step: 'confirming' });
    try {
      setPhase({ step: 'done', result: await confirmCancel(target, preview.fingerprint) });
    } catch (error) {
      if (needsLogin(error)) return void sendToLogin(t('loginNeeded'));
      const next = previewOfError(error, target.scope) ?? (await getPreview(target).catch(() => null));
      if (next) setShown({ target, preview: next });
      setAgreed(false);
      setPhase({ step: 'preview', notice: CHANGED.has(errorCode(error)) ? 'changed' : 'error' });
    }
  };

  const title = t(`title.${target.scope}`);
  if (phase.step === 'done') {
    return (
      <div className="mp-page" data-testid="cancel-done">
        <h1 className="mp-title">{title}</h1>
        <div className="mp-ok" role="status" tabIndex={-1} ref={noticeRef}>
          <p>{t(`done.${kind}`)}</p>
          <p>{t('doneRefund', { amount: formatKrw(phase.result.preview.refundTotal, locale) })}</p>
        </div>
        <PreviewFigures preview={phase.result.preview} />
        {/* A cancelled booking is in the list's cancelled tab; a part leaves the booking in place. */}
        <div className="mp-actions">
          {kind === 'whole' && <AppLink className="mp-button" to={paths.books('cancel')}>{t('toBooks')}</AppLink>}
          <AppLink className={kind === 'whole' ? 'mp-button mp-button--ghost' : 'mp-button'} to={paths.booking(target.orderNum)}>{t('back')}</AppLink>
        </div>
      </div>
    );
  }

  const busy = phase.step === 'confirming';
  const notice = phase.step === 'preview' ? phase.notice : '';
  return (
    <div className="mp-page" data-testid="cancel-page">
      <p>
        <AppLink className="mp-link" to={paths.booking(target.orderNum)}>{t('back')}</AppLink>
      </p>
      <h1 className="mp-title">{title}</h1>
      {target.scope === 'NIGHTS' && maxNights > 1 && <NightsChoice value={nights} max={maxNights} onChange={chooseNights} disabled={busy} />}
      {notice && (
        <div className="mp-alert" role="alert" tabIndex={-1} ref={noticeRef}>
          {t(notice)}
        </div>
      )}
      {phase.step === 'loading' ? (
        <p className="mp-note" role="status">{t('loading')}</p>
      ) : (
        <>
          {!preview.allowed && preview.refusal && (
            <p className="mp-alert" data-testid="refusal">
              {t(`refusal.${preview.refusal}`, { context: kind === 'part' ? 'part' : undefined, defaultValue: t('error') })}
            </p>
          )}
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
                <label htmlFor={agreeId}>{t(`agree.${kind}`)}</label>
              </div>
              <button type="submit" className="mp-button mp-button--danger" disabled={!agreed || busy} aria-busy={busy}>
                {busy ? t('confirming') : t(`confirm.${kind}`)}
              </button>
            </form>
          )}
        </>
      )}
    </div>
  );
}

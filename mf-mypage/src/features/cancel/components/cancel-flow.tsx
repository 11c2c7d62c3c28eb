// One cancellation, any scope, as a state machine: preview -> confirming -> done, with 'loading'
// while another number of nights is previewed. The confirm carries the fingerprint of the preview
// shown; a booking that changed in between (409 PREVIEW_CHANGED) puts the new preview on screen
// with a notice and asks again, never a surprise amount (mf-mypage README, "The refund shown is the
// refund made"). Focus goes to the notice or the result; the nights list keeps it while it loads.
// A room's cancel also says who stays (guests-section.tsx): the member may choose, and must when
// the rooms left do not sleep everyone; each choice is previewed (and its fingerprint confirmed)
// while the choice keeps the focus; a confirm with nobody decided says so instead of asking.
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
import { isPartPreview, kindOf, type CancelTarget, type Preview } from '../lib/scope';
import { useCancelTranslation } from '../i18n';
import { choiceOf, GuestsChoice, GuestsSummary, partyOf, type Choice } from './guests-section';
import { NightsChoice } from './nights-choice';
import { PreviewFigures } from './preview-figures';

type Notice = '' | 'changed' | 'error' | 'failed' | 'mustChoose';
type Phase = { step: 'preview'; notice: Notice } | { step: 'loading' } | { step: 'choosing' } | { step: 'confirming' } | { step: 'done'; result: Cancelled };

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
  const warningId = useId();
  const firstGuests = isPartPreview(initial) ? initial.guests : null;
  const [choice, setChoice] = useState<Choice | null>(firstGuests ? choiceOf(firstGuests.after ?? firstGuests.before, firstGuests.before) : null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const asking = useRef<AbortController | null>(null);
  const { target, preview } = shown;
  const kind = kindOf(target.scope);
  const part = isPartPreview(preview) ? preview : null;
  // Only a room changes who stays; the last nights keep every room and guest.
  const guests = target.scope === 'ROOM' && part?.allowed ? part.guests : null;
  const bookedRooms = part ? part.remaining.rooms + part.cancelled.rooms : 0;

  useEffect(() => () => asking.current?.abort(), []);
  useEffect(() => {
    if (phase.step === 'done' || (phase.step === 'preview' && (phase.notice === 'changed' || phase.notice === 'error' || phase.notice === 'mustChoose'))) noticeRef.current?.focus();
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

  const chooseGuests = (next: Choice) => {
    const guests = part?.guests;
    if (target.scope !== 'ROOM' || !guests) return;
    const asked: CancelTarget = { ...target, guests: partyOf(next, guests.before) };
    const before = choice;
    setChoice(next);
    setAgreed(false);
    setPhase({ step: 'choosing' });
    asking.current?.abort();
    const controller = new AbortController();
    asking.current = controller;
    getPreview(asked, controller.signal).then(
      (p) => {
        if (controller.signal.aborted) return;
        setShown({ target: asked, preview: p });
        setPhase({ step: 'preview', notice: '' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (needsLogin(error)) return void sendToLogin(t('loginNeeded'));
        // The choice goes back to the preview still shown.
        setChoice(before);
        setPhase({ step: 'preview', notice: 'failed' });
      },
    );
  };

  const confirm = async () => {
    // Nobody is dropped silently: with no party that fits the rooms left, the member chooses first.
    if (part?.guests && part.guests.after === null) return void setPhase({ step: 'preview', notice: 'mustChoose' });
    setPhase({ step: 'confirming' });
    try {
      setPhase({ step: 'done', result: await confirmCancel(target, preview.fingerprint) });
    } catch (error) {
      if (needsLogin(error)) return void sendToLogin(t('loginNeeded'));
      const next = previewOfError(error, target.scope) ?? (await getPreview(target).catch(() => null));
      if (next) setShown({ target, preview: next });
      if (next && isPartPreview(next) && next.guests) setChoice(choiceOf(next.guests.after ?? next.guests.before, next.guests.before));
      setAgreed(false);
      const code = errorCode(error);
      setPhase({ step: 'preview', notice: code === 'GUESTS_MUST_CHOOSE' ? 'mustChoose' : CHANGED.has(code) ? 'changed' : 'error' });
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
        {target.scope === 'ROOM' && isPartPreview(phase.result.preview) && phase.result.preview.guests && (
          <GuestsSummary guests={phase.result.preview.guests} bookedRooms={phase.result.preview.remaining.rooms + phase.result.preview.cancelled.rooms} warningId={warningId} />
        )}
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
  const choosing = phase.step === 'choosing';
  // The warning (the rooms left do not sleep everyone) describes the confirm it holds back.
  const unfit = guests !== null && guests.after === null;
  const notice = phase.step === 'preview' ? phase.notice : '';
  return (
    <div className="mp-page" data-testid="cancel-page">
      <p>
        <AppLink className="mp-link" to={paths.booking(target.orderNum)}>{t('back')}</AppLink>
      </p>
      <h1 className="mp-title">{title}</h1>
      {target.scope === 'NIGHTS' && maxNights > 1 && <NightsChoice value={nights} max={maxNights} onChange={chooseNights} disabled={busy} />}
      {/* Who stays, then the choice of it; a room's preview is never replaced by 'loading', so both stay on screen. */}
      {guests && <GuestsSummary guests={guests} bookedRooms={bookedRooms} warningId={warningId} />}
      {guests && choice && <GuestsChoice booked={guests.before} value={choice} onChange={chooseGuests} disabled={busy} orderNum={target.orderNum} />}
      {notice && (
        <div className="mp-alert" role="alert" tabIndex={-1} ref={noticeRef}>
          {notice === 'mustChoose' ? t('guests.mustChoose') : t(notice)}
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
          {choosing && (
            <p className="mp-note" role="status">
              {t('guests.updating')}
            </p>
          )}
          <PreviewFigures preview={preview} />
          {preview.allowed && (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                if (agreed && !busy && !choosing) void confirm();
              }}
            >
              <div className="mp-check">
                <input id={agreeId} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} disabled={busy} />
                <label htmlFor={agreeId}>{t(`agree.${kind}`)}</label>
              </div>
              <button type="submit" className="mp-button mp-button--danger" disabled={!agreed || busy || choosing} aria-busy={busy} aria-describedby={unfit ? warningId : undefined}>
                {busy ? t('confirming') : t(`confirm.${kind}`)}
              </button>
            </form>
          )}
        </>
      )}
    </div>
  );
}

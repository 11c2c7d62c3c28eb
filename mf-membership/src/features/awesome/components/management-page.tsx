// /membership/awesome/management: plan, state, next charge date and amount, card, and
// every action on ONE screen: change card, upgrade, cancel, undo, Gold refund. Each action opens
// an inline panel that states the outcome plainly, with two equal-weight buttons (no retention maze).
// The server's state machine decides; this page shows its answer.
import { navigate, sessionStore, setPageMeta, formatKrw } from '@stay/shared';
import { useEffect, useRef, useState } from 'react';
import { paths } from '../../../config/paths';
import { formatDate, lastDayBefore } from '@stay/shared/kit/format';
import { useLocale } from '@stay/shared/kit/use-locale';
import type { Membership, MembershipStatus } from '@stay/shared/contracts/membership-status';
import { completeCheckout, getStatus, membershipAction, startCheckout, type Action } from '../api/membership-api';
import { needsLogin, useLoad } from '@stay/shared/kit/use-load';
import { errorMessage } from '@stay/shared/kit/errors';
import { LoginNeeded } from '../../../components/login-needed';
import { openCardPage } from '../lib/open-card-page';
import { PlanIcon } from './plan-icon';
import '../../../components/membership.css';
import { useAwesomeTranslation } from '../i18n';

type Panel = null | 'cancel' | 'refund' | 'upgrade';

/** The card-change return is settled once per page load. */
const cardReturns = new Map<string, Promise<MembershipStatus>>();

export function ManagementPage({ search }: { search: string }) {
  const { t } = useAwesomeTranslation();
  const locale = useLocale();
  const { state, reload, set } = useLoad(() => getStatus(), []);
  const [panel, setPanel] = useState<Panel>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const live = useRef<HTMLParagraphElement>(null);

  useEffect(() => setPageMeta({ title: t('management.title'), noindex: true }), [t]);
  useEffect(() => {
    // Back from the gateway's card page after "change card".
    const q = new URLSearchParams(search);
    const checkoutId = q.get('checkout');
    if (!checkoutId) return;
    if (q.get('failed') === '1' || !q.get('authKey')) {
      setNotice({ ok: false, text: t('result.cancelled') });
      return;
    }
    const run = cardReturns.get(checkoutId) ?? completeCheckout({ checkoutId, authKey: q.get('authKey')!, customerKey: q.get('customerKey') ?? '' });
    cardReturns.set(checkoutId, run);
    run.then(
      (answer) => {
        set(answer);
        sync(answer.membership);
      },
      (error: unknown) => {
        setNotice({ ok: false, text: errorMessage(error) });
        reload();
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  useEffect(() => {
    if (notice) live.current?.focus();
  }, [notice]);

  const sync = (m: Membership | null) => sessionStore.getState().patchUser({ grade: m && m.benefits ? m.grade : 'Bronze' });

  const act = async (action: Action, done: (m: Membership | null) => string) => {
    setBusy(true);
    try {
      const answer = await membershipAction(action);
      set(answer);
      sync(answer.membership);
      setPanel(null);
      setNotice({ ok: true, text: done(answer.membership) });
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
      reload();
    } finally {
      setBusy(false);
    }
  };
  const changeCard = async () => {
    setBusy(true);
    try {
      const started = await startCheckout({ kind: 'CARD_CHANGE', site: locale });
      const failed = await openCardPage(started, locale, () => undefined);
      if (failed !== null) {
        setBusy(false);
        setNotice({ ok: false, text: failed || t('result.failed') });
      }
    } catch (error) {
      setBusy(false);
      setNotice({ ok: false, text: needsLogin(error) ? t('membership:common.loginNeeded') : errorMessage(error) });
    }
  };

  const header = (
    <>
      <h1 className="mb-title">{t('management.title')}</h1>
      {notice && (
        <p ref={live} tabIndex={-1} className={notice.ok ? 'mb-note' : 'mb-alert'} role={notice.ok ? 'status' : 'alert'} data-testid="manage-notice">
          {notice.text}
        </p>
      )}
    </>
  );
  if (state.status === 'loading' || state.status === 'idle') return <div className="mb-page" aria-busy="true">{header}<p role="status" className="mb-muted">{t('membership:common.loading')}</p></div>;
  if (state.status === 'login') return <div className="mb-page">{header}<LoginNeeded returnTo={paths.management} /></div>;
  if (state.status === 'failed' || state.status === 'notFound') {
    return (
      <div className="mb-page">
        {header}
        <p role="alert" className="mb-alert">{t('membership:common.loadFailed')} <button type="button" className="mb-link" onClick={reload}>{t('membership:common.retry')}</button></p>
      </div>
    );
  }
  const m = state.data.membership;
  if (!m) {
    return (
      <div className="mb-page">
        {header}
        <p className="mb-lead">{t('manage.none')}</p>
        <button type="button" className="mb-button" onClick={() => navigate(paths.subscribe)}>{t('manage.join')}</button>
      </div>
    );
  }
  const date = (iso: string | null) => (iso ? formatDate(iso, locale) : '');
  const krw = (n: number | null) => formatKrw(n ?? 0, locale);
  const nextCharge = (x: Membership) => {
    if (x.nextChargeAt) return t('manage.nextChargeValue', { date: date(x.nextChargeAt), amount: krw(x.nextChargeAmount) });
    const rise = x.status === 'ACTIVE' && x.priceChange?.kind === 'RISE' ? x.priceChange : null;
    if (rise?.answer === 'DECLINED') return t('priceChange.endsDeclined', { date: date(rise.renewalAt) });
    if (rise && !rise.asking && rise.asksFrom) return t('priceChange.notYet', { date: date(rise.asksFrom) });
    if (rise) return t('priceChange.pendingCharge', { date: date(rise.renewalAt), amount: krw(rise.newPrice) });
    return t('manage.noNextCharge');
  };

  return (
    <div className="mb-page" data-testid="manage">
      {header}
      {m.status === 'PAST_DUE' && (
        <div className="mb-banner" role="alert" data-testid="past-due">
          <p><strong>{t(`manage.failCode.${m.lastFailCode ?? 'INSUFFICIENT_FUNDS'}`, { defaultValue: t('manage.failCode.INSUFFICIENT_FUNDS') })}</strong> {t('manage.pastDue', { date: date(m.graceUntil) })}</p>
          <button type="button" className="mb-button" disabled={busy} onClick={() => void changeCard()}>{t('manage.fixCard')}</button>
        </div>
      )}
      {m.priceChange && m.priceChange.kind === 'RISE' && m.priceChange.asking && (
        <div className="mb-banner" role="region" aria-label={t('priceChange.title')} data-testid="price-banner">
          <p>{t('priceChange.banner', { date: date(m.priceChange.renewalAt), new: krw(m.priceChange.newPrice) })}</p>
          <button type="button" className="mb-button" onClick={() => navigate(paths.priceChange)}>{t('priceChange.bannerButton')}</button>
        </div>
      )}
      {m.cardExpiresBeforeCharge && m.status !== 'PAST_DUE' && (
        <div className="mb-banner" role="alert" data-testid="card-expiring">
          <p>{t('manage.cardExpiring', { date: date(m.cardExpiresBeforeCharge) })}</p>
          <button type="button" className="mb-button" disabled={busy} onClick={() => void changeCard()}>{t('manage.changeCard')}</button>
        </div>
      )}
      <section className="mb-card" aria-label={t('manage.plan')}>
        <div className="mb-card__head">
          <PlanIcon plan={m.plan} />
          <div>
            <p className="mb-plan__name">{t(`plan.${m.plan}.name`)} <span className="mb-plan__billing">{t(`plan.${m.plan}.billing`)}</span></p>
            <p className={`mb-state mb-state--${m.status}`} data-testid="manage-state">{t(`manage.status.${m.status}`)}</p>
          </div>
        </div>
        <dl className="mb-facts">
          <dt>{t('manage.periodEnd')}</dt>
          <dd>{t('manage.periodEndValue', { date: date(m.currentPeriodEnd) })}</dd>
          <dt>{t('manage.nextCharge')}</dt>
          <dd data-testid="next-charge">{nextCharge(m)}</dd>
          <dt>{t('manage.card')}</dt>
          <dd>
            <span data-testid="card">{m.cardMasked ?? t('manage.noCard')}</span>{' '}
            {m.status !== 'PAST_DUE' && <button type="button" className="mb-link" disabled={busy} onClick={() => void changeCard()}>{t('manage.changeCard')}</button>}
          </dd>
        </dl>
        <button type="button" className="mb-link" onClick={() => navigate(paths.billingHistory)}>{t('manage.history')}</button>
      </section>

      <section className="mb-card" aria-labelledby="mb-value" data-testid="value-ledger">
        <h2 id="mb-value" className="mb-subtitle">{t('manage.valueHeading', { date: date(m.value.periodStart) })}</h2>
        <dl className="mb-facts mb-facts--ledger">
          <dt>{t('manage.valueFee')}</dt>
          <dd>{krw(m.value.fee)}</dd>
          <dt>{t('manage.valueDiscounts', { count: m.value.bookings })}</dt>
          <dd>{krw(m.value.discounts)}</dd>
          <dt>{t('manage.valueCashback')}</dt>
          <dd>{krw(m.value.cashback)}</dd>
        </dl>
      </section>

      {m.upgrade && (
        <section className="mb-card" aria-labelledby="mb-up">
          <h2 id="mb-up" className="mb-subtitle">{t('manage.upgradeHeading')}</h2>
          <p>{t('manage.upgradeInfo', { amount: krw(m.upgrade.amount), date: date(m.upgrade.nextChargeAt) })}</p>
          {panel === 'upgrade' ? (
            <Choice busy={busy} yes={t('manage.confirmUpgrade', { amount: krw(m.upgrade.amount) })} no={t('manage.back')} onYes={() => void act('upgrade', () => t('manage.upgraded'))} onNo={() => setPanel(null)} />
          ) : (
            <button type="button" className="mb-button mb-button--ghost" onClick={() => setPanel('upgrade')}>{t('manage.upgrade')}</button>
          )}
        </section>
      )}

      {m.plan === 'GOLD' && m.status !== 'ENDED' && (
        <section className="mb-card" aria-labelledby="mb-refund" data-testid="refund">
          <h2 id="mb-refund" className="mb-subtitle">{t('manage.refundHeading')}</h2>
          {m.refund.available ? (
            <>
              <p>{t('manage.refundAvailable', { amount: krw(m.refund.amount), date: m.refund.until ? lastDayBefore(m.refund.until, locale) : '' })}</p>
              {panel === 'refund' ? (
                <Choice busy={busy} yes={t('manage.confirmRefund', { amount: krw(m.refund.amount) })} no={t('manage.back')} onYes={() => void act('refund', () => t('manage.refunded', { amount: krw(m.refund.amount) }))} onNo={() => setPanel(null)} />
              ) : (
                <button type="button" className="mb-button mb-button--ghost" onClick={() => setPanel('refund')}>{t('manage.refund')}</button>
              )}
            </>
          ) : (
            <p className="mb-muted">{t(`manage.refundReason.${m.refund.reason ?? 'NOT_ACTIVE'}`, { date: m.refund.until ? lastDayBefore(m.refund.until, locale) : '' })}</p>
          )}
        </section>
      )}

      <section className="mb-card" aria-labelledby="mb-cancel">
        <h2 id="mb-cancel" className="mb-subtitle">{t('manage.cancelHeading')}</h2>
        {m.status === 'CANCEL_REQUESTED' ? (
          <>
            <p>{t('manage.cancelled', { date: date(m.currentPeriodEnd) })}</p>
            <button type="button" className="mb-button" disabled={busy} onClick={() => void act('undo-cancel', () => t('manage.undone'))}>{t('manage.undo')}</button>
          </>
        ) : (
          <>
            <p>{m.status === 'PAST_DUE' ? t('manage.cancelInfoPastDue') : t('manage.cancelInfo', { date: date(m.currentPeriodEnd) })}</p>
            <p className="mb-muted">{m.plan === 'GOLD' && m.refund.available ? t('manage.cancelRefundHint') : t('manage.cancelNoRefund')}</p>
            {panel === 'cancel' ? (
              <Choice busy={busy} yes={t('manage.confirmCancel')} no={t('manage.keep')} onYes={() => void act('cancel', (after) => (after ? t('manage.cancelled', { date: date(after.currentPeriodEnd) }) : t('manage.none')))} onNo={() => setPanel(null)} />
            ) : (
              <button type="button" className="mb-button mb-button--ghost" onClick={() => setPanel('cancel')}>{t('manage.cancel')}</button>
            )}
          </>
        )}
      </section>

      {state.data.devTools && (
        <p className="mb-dev">
          <button type="button" className="mb-link" disabled={busy} onClick={() => void act('dev/renew-now', () => t('manage.devRenewed'))}>{t('manage.devRenew')}</button>
        </p>
      )}
    </div>
  );
}

/** The outcome's two answers, side by side and of equal weight (cancel as easy as joining). */
function Choice({ yes, no, onYes, onNo, busy }: { yes: string; no: string; onYes: () => void; onNo: () => void; busy: boolean }) {
  const { t } = useAwesomeTranslation();
  return (
    <div className="mb-choice">
      <button type="button" className="mb-button" disabled={busy} onClick={onYes}>{busy ? t('membership:common.working') : yes}</button>
      <button type="button" className="mb-button" disabled={busy} onClick={onNo}>{no}</button>
    </div>
  );
}

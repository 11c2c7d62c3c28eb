// /membership/awesome/subscribe: the plans with icon, description, original and current
// price and eligibility (greyed out with the reason), then — before any payment — the exact charge
// today, the renewal date and amount, cancel-anytime and the refund rule. Paying opens the
// gateway's card page (the sandbox's, or Toss's billing authorisation window opened from here); its
// return (?checkout&authKey&customerKey) is settled here once.
import { rememberReturnUrl, sessionStore, setPageMeta, useSession, navigate, formatKrw } from '@stay/shared';
import { useEffect, useRef, useState } from 'react';
import { paths } from '../../../config/paths';
import { formatDate, lastDayBefore } from '@stay/shared/kit/format';
import { useLocale } from '@stay/shared/kit/use-locale';
import type { Membership } from '@stay/shared/contracts/membership-status';
import type { PlanCode } from '@stay/shared/contracts/user-membership';
import { completeCheckout, getOffer, startCheckout, type PlanOffer } from '../api/membership-api';
import { needsLogin, useLoad } from '@stay/shared/kit/use-load';
import { errorCode, errorMessage } from '@stay/shared/kit/errors';
import { openCardPage } from '../lib/open-card-page';
import { PlanIcon } from './plan-icon';
import { WouldHaveSaved } from './would-have-saved';
import '../../../components/membership.css';
import { useAwesomeTranslation } from '../i18n';

type Return = { checkoutId: string; authKey: string; customerKey: string } | { failed: true; code: string; message: string } | null;

function readReturn(search: string): Return {
  const q = new URLSearchParams(search);
  const checkoutId = q.get('checkout');
  if (!checkoutId) return null;
  const failed = { failed: true as const, code: q.get('code') ?? '', message: (q.get('message') ?? '').slice(0, 200) };
  if (q.get('failed') === '1' || q.has('code')) return failed;
  const authKey = q.get('authKey');
  const customerKey = q.get('customerKey');
  return authKey && customerKey ? { checkoutId, authKey, customerKey } : failed;
}

/** Toss's fail return: a closed window is a cancel (null); a card the issuer refused, the issuer's reason. */
function issuerReason(back: { code: string; message: string }): string | null {
  if (!back.code || back.code === 'PAY_PROCESS_CANCELED' || back.code === 'USER_CANCEL' || !back.message) return null;
  return back.message;
}

/** A return is settled once per page load, whatever React re-runs (the server is idempotent too). */
const settling = new Map<string, Promise<{ membership: Membership | null }>>();

export function SubscribePage({ search }: { search: string }) {
  const { t } = useAwesomeTranslation();
  const locale = useLocale();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const back = readReturn(search);
  const { state: offer, reload } = useLoad(() => getOffer(), []);
  const [chosen, setChosen] = useState<PlanCode | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [phase, setPhase] = useState<{ kind: 'idle' } | { kind: 'starting' } | { kind: 'opening' } | { kind: 'completing' } | { kind: 'done'; membership: Membership } | { kind: 'error'; message: string }>(
    back && !('failed' in back) ? { kind: 'completing' } : back ? { kind: 'error', message: issuerReason(back) === null ? t('result.cancelled') : t('result.refused', { reason: issuerReason(back) }) } : { kind: 'idle' },
  );
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => setPageMeta({ title: t('subscribe.title'), noindex: true }), [t]);
  useEffect(() => {
    if (!back || 'failed' in back) return;
    let live = true;
    const run = settling.get(back.checkoutId) ?? completeCheckout(back);
    settling.set(back.checkoutId, run);
    run
      .then((answer) => {
        if (!live) return;
        if (answer.membership) {
          sessionStore.getState().patchUser({ grade: answer.membership.grade });
          setPhase({ kind: 'done', membership: answer.membership });
        } else setPhase({ kind: 'error', message: t('result.failed') });
      })
      .catch((error: unknown) => live && setPhase({ kind: 'error', message: errorMessage(error) }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  useEffect(() => {
    if (phase.kind === 'done' || phase.kind === 'error') heading.current?.focus();
  }, [phase.kind]);
  // No plan is preselected: the member picks one (a preselected dearer plan would be a nudge).

  if (phase.kind === 'completing') {
    return (
      <div className="mb-page" aria-busy="true">
        <h1 className="mb-title">{t('subscribe.title')}</h1>
        <p role="status">{t('result.completing')}</p>
        <div className="mb-spinner" aria-hidden="true" />
      </div>
    );
  }
  if (phase.kind === 'done') {
    const m = phase.membership;
    return (
      <div className="mb-page" data-testid="subscribe-done">
        <h1 className="mb-title" ref={heading} tabIndex={-1}>{t('result.welcome', { plan: t(`plan.${m.plan}.name`) })}</h1>
        <p className="mb-lead">{t('result.welcomeLead', { date: formatDate(m.nextChargeAt ?? m.currentPeriodEnd, locale) })}</p>
        <button type="button" className="mb-button" onClick={() => navigate(paths.management)}>{t('membership:common.manage')}</button>
      </div>
    );
  }

  const plans = offer.status === 'ready' ? offer.data.plans : [];
  const selected = plans.find((p) => p.plan === chosen && p.eligible) ?? null;
  const pay = async () => {
    if (!selected) return;
    setPhase({ kind: 'starting' });
    try {
      const started = await startCheckout({ kind: 'SUBSCRIBE', plan: selected.plan, site: locale });
      const user = sessionStore.getState().user;
      const failed = await openCardPage(started, locale, () => setPhase({ kind: 'opening' }), { customerEmail: user?.email || undefined, customerName: user?.name || undefined });
      // Toss's window did not open or was closed: nothing was charged; the plan and consent stay.
      if (failed !== null) setPhase({ kind: 'error', message: failed || t('result.failed') });
    } catch (error) {
      if (needsLogin(error)) return toLogin();
      setPhase({ kind: 'error', message: errorMessage(error) });
      if (errorCode(error)) reload();
    }
  };
  const toLogin = () => {
    rememberReturnUrl(paths.subscribe);
    navigate(paths.login);
  };

  return (
    <div className="mb-page">
      <h1 className="mb-title" ref={heading} tabIndex={-1}>{t('subscribe.title')}</h1>
      <p className="mb-lead">{t('subscribe.lead')}</p>
      {phase.kind === 'error' && <p className="mb-alert" role="alert">{phase.message}</p>}
      {offer.status === 'loading' && <p role="status" className="mb-muted">{t('membership:common.loading')}</p>}
      {(offer.status === 'failed' || offer.status === 'notFound') && (
        <p role="alert" className="mb-alert">
          {t('membership:common.loadFailed')} <button type="button" className="mb-link" onClick={reload}>{t('membership:common.retry')}</button>
        </p>
      )}
      {offer.status === 'ready' && offer.data.current && (
        <p className="mb-note">
          {t('plan.reason.ALREADY_MEMBER')} <button type="button" className="mb-link" onClick={() => navigate(paths.management)}>{t('membership:common.manage')}</button>
        </p>
      )}
      {plans.length > 0 && (
        <fieldset className="mb-plans">
          <legend className="mb-subtitle">{t('terms.choose')}</legend>
          {plans.map((p) => (
            <PlanCard key={p.plan} plan={p} checked={chosen === p.plan} onChoose={() => setChosen(p.plan)} />
          ))}
        </fieldset>
      )}
      {offer.status === 'ready' && !offer.data.current && <WouldHaveSaved />}
      {selected && (
        <section className="mb-terms" aria-labelledby="mb-terms-heading" data-testid="subscribe-terms">
          <h2 id="mb-terms-heading" className="mb-subtitle">{t('terms.heading')}</h2>
          <p className="mb-terms__today">{t('terms.today', { amount: formatKrw(selected.price, locale) })}</p>
          <ul className="mb-terms__list">
            <li>{t('terms.renews', { date: formatDate(selected.nextChargeAt, locale), amount: formatKrw(selected.nextChargeAmount, locale), period: t(`terms.period${selected.plan}`) })}</li>
            <li>{t('terms.cancelAnytime')}</li>
            <li>{selected.plan === 'GOLD' && selected.refundableUntil ? t('terms.refundGold', { date: lastDayBefore(selected.refundableUntil, locale) }) : t('terms.refundSilver')}</li>
          </ul>
          {loggedIn ? (
            <>
              <label className="mb-check">
                <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} /> {t('terms.agree')}
              </label>
              <button type="button" className="mb-button mb-button--wide" disabled={!agreed || phase.kind === 'starting' || phase.kind === 'opening'} onClick={() => void pay()}>
                {phase.kind === 'starting' ? t('terms.starting') : phase.kind === 'opening' ? t('terms.opening') : t('terms.pay', { amount: formatKrw(selected.price, locale) })}
              </button>
            </>
          ) : (
            <button type="button" className="mb-button mb-button--wide" onClick={toLogin}>{t('membership:common.login')}</button>
          )}
        </section>
      )}
    </div>
  );
}

function PlanCard({ plan, checked, onChoose }: { plan: PlanOffer; checked: boolean; onChoose: () => void }) {
  const { t } = useAwesomeTranslation();
  const locale = useLocale();
  const percent = Math.round((1 - plan.price / plan.originalPrice) * 100);
  const id = `mb-plan-${plan.plan}`;
  return (
    <label className={`mb-plan${checked ? ' mb-plan--on' : ''}${plan.eligible ? '' : ' mb-plan--off'}`} htmlFor={id} data-testid={`plan-${plan.plan}`}>
      <input id={id} type="radio" name="plan" value={plan.plan} checked={checked} disabled={!plan.eligible} onChange={onChoose} aria-describedby={`${id}-desc`} />
      <PlanIcon plan={plan.plan} />
      <span className="mb-plan__body">
        <span className="mb-plan__name">{t(`plan.${plan.plan}.name`)} <span className="mb-plan__billing">{t(`plan.${plan.plan}.billing`)}</span></span>
        <span className="mb-plan__price">
          <s className="mb-muted">{t('plan.original', { price: formatKrw(plan.originalPrice, locale) })}</s>{' '}
          <strong>{formatKrw(plan.price, locale)}</strong> / {plan.plan === 'GOLD' ? t('membership:common.perYear') : t('membership:common.perMonth')}{' '}
          <span className="mb-badge">{t('plan.save', { percent })}</span>
        </span>
        <span id={`${id}-desc`} className="mb-plan__desc">
          {plan.eligible ? t(`plan.${plan.plan}.desc`, { monthly: formatKrw(plan.monthlyPrice, locale) }) : t(`plan.reason.${plan.reason ?? 'ALREADY_MEMBER'}`)}
        </span>
      </span>
    </label>
  );
}

// /membership/benefit-mall/management: the company welfare-point balance, when points
// expire (a year's points expire on 31 December) and every saving, use, cancellation and expiry.
import { navigate, setPageMeta, useSession, formatKrw, formatSignedKrw } from '@stay/shared';
import { useEffect } from 'react';
import { LoginNeeded } from '../../../components/login-needed';
import { paths } from '../../../config/paths';
import { useLoad } from '@stay/shared/kit/use-load';
import { formatDate, formatDateTime } from '@stay/shared/kit/format';
import { useLocale } from '@stay/shared/kit/use-locale';
import { getWelfarePoints } from '../api/get-welfare-points';
import '../../../components/membership.css';
import { useBenefitMallTranslation } from '../i18n';

/** 31 December of this Korean year, as the last day the points earned this year hold. */
function yearEnd(now: Date): string {
  const year = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Seoul', year: 'numeric' }).format(now));
  return new Date(Date.UTC(year, 11, 31, 3)).toISOString();
}

export function WelfarePage() {
  const { t } = useBenefitMallTranslation();
  const locale = useLocale();
  const corporate = useSession((s) => s.user?.type === 'C');
  const { state, reload } = useLoad(() => getWelfarePoints(), []);
  useEffect(() => setPageMeta({ title: t('welfare.title'), noindex: true }), [t]);

  return (
    <div className="mb-page">
      <h1 className="mb-title">{t('welfare.title')}</h1>
      <p className="mb-lead">{t('welfare.lead')}</p>
      {state.status === 'loading' && <p role="status" className="mb-muted">{t('membership:common.loading')}</p>}
      {state.status === 'login' && <LoginNeeded returnTo={paths.welfare} />}
      {(state.status === 'failed' || state.status === 'notFound') && (
        <p role="alert" className="mb-alert">{t('membership:common.loadFailed')} <button type="button" className="mb-link" onClick={reload}>{t('membership:common.retry')}</button></p>
      )}
      {state.status === 'ready' && !corporate && (
        <p className="mb-note">
          {t('points.notCorporate')} <button type="button" className="mb-link" onClick={() => navigate(paths.corpRegister)}>{t('corp.submit')}</button>
        </p>
      )}
      {state.status === 'ready' && (
        <>
          <section className="mb-card" aria-labelledby="mb-points">
            <h2 id="mb-points" className="mb-subtitle">{t('points.balance')}</h2>
            <p className="mb-terms__today" data-testid="welfare-balance">{formatKrw(state.data.balance, locale)}</p>
            <p className="mb-muted" data-testid="welfare-expiry">{t('points.expiry', { date: formatDate(yearEnd(new Date()), locale), amount: formatKrw(state.data.balance, locale) })}</p>
            <p className="mb-muted">{t('points.howToUse')}</p>
          </section>
          {state.data.history.history.length === 0 ? (
            <p>{t('points.empty')}</p>
          ) : (
            <ul className="mb-history" data-testid="welfare-history">
              {state.data.history.history.map((h) => (
                <li key={h.idx} className="mb-history__item">
                  <div className="mb-history__row">
                    <span>{h.title ?? t(`points.action.${h.actionType}`, { defaultValue: h.actionType })}</span>
                    <strong>{formatSignedKrw(h.amount, locale)}</strong>
                  </div>
                  <div className="mb-history__row mb-muted">
                    <span>{formatDateTime(h.createdAt, locale)} · {t(`points.action.${h.actionType}`, { defaultValue: h.actionType })}</span>
                    <span>{t('points.after', { balance: formatKrw(h.balance, locale) })}</span>
                  </div>
                  {h.expireDate && <div className="mb-muted">{t('points.expires', { date: formatDate(h.expireDate, locale) })}</div>}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

// /membership/awesome/management/billing-history: every charge, refund and failed
// attempt, newest first, each with its period and receipt number.
import { setPageMeta, formatKrw } from '@stay/shared';
import { useEffect } from 'react';
import { paths } from '../../../config/paths';
import { formatDate, formatDateTime } from '@stay/shared/kit/format';
import { useLocale } from '@stay/shared/kit/use-locale';
import { getHistory } from '../api/membership-api';
import { useLoad } from '@stay/shared/kit/use-load';
import { LoginNeeded } from '../../../components/login-needed';
import '../../../components/membership.css';
import { useAwesomeTranslation } from '../i18n';

export function BillingHistoryPage() {
  const { t } = useAwesomeTranslation();
  const locale = useLocale();
  const { state, reload } = useLoad(() => getHistory(), []);
  useEffect(() => setPageMeta({ title: t('billing.title'), noindex: true }), [t]);
  return (
    <div className="mb-page">
      <h1 className="mb-title">{t('billing.title')}</h1>
      <p className="mb-lead">{t('billing.lead')}</p>
      {state.status === 'loading' && <p role="status" className="mb-muted">{t('membership:common.loading')}</p>}
      {state.status === 'login' && <LoginNeeded returnTo={paths.billingHistory} />}
      {(state.status === 'failed' || state.status === 'notFound') && (
        <p role="alert" className="mb-alert">{t('membership:common.loadFailed')} <button type="button" className="mb-link" onClick={reload}>{t('membership:common.retry')}</button></p>
      )}
      {state.status === 'ready' && state.data.items.length === 0 && <p>{t('history.empty')}</p>}
      {state.status === 'ready' && state.data.items.length > 0 && (
        <ul className="mb-history" data-testid="billing-history">
          {state.data.items.map((item) => (
            <li key={item.idx} className={`mb-history__item mb-history__item--${item.status}`}>
              <div className="mb-history__row">
                <span className="mb-history__kind">{t(`history.kind.${item.kind}`)} · {t(`plan.${item.plan}.name`)}</span>
                <strong className="mb-history__amount">{formatKrw(item.kind === 'REFUND' ? -item.amount : item.amount, locale)}</strong>
              </div>
              <div className="mb-history__row mb-muted">
                <span>{formatDateTime(item.createdAt, locale)}</span>
                <span className={`mb-badge mb-badge--${item.status}`}>{t(`history.status.${item.status}`)}</span>
              </div>
              <div className="mb-muted mb-history__detail">
                {t('history.period', { from: formatDate(item.periodStart, locale), to: formatDate(item.periodEnd, locale) })}
                {item.cardMasked ? ` · ${item.cardMasked}` : ''}
                {item.receipt ? ` · ${t('history.receipt', { key: item.receipt })}` : ''}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

// /policy/terms, /policy/privacy, /policy/ir: the version in effect with its date, and every
// earlier version readable by choosing it (?version=, so a link opens that version). The text is
// drawn by PolicyBody: its sections, a table of contents, lists and tables.
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { usePoliciesTranslation } from '../i18n';
import { AppLink } from '@stay/shared/kit/app-link';
import { Failed, Loading, PageFrame } from '../../../components/page-frame';
import { AnalyticsConsentControl } from './analytics-consent';
import { paths, type PolicyKind } from '../../../config/paths';
import { useLoad } from '@stay/shared/kit/use-load';
import { formatKst } from '../../../lib/kst';
import { getPolicy } from '../api/get-policy';
import { PolicyBody } from './policy-body';

export function PolicyPage({ kind }: { kind: PolicyKind }) {
  const { t, i18n } = usePoliciesTranslation();
  const [params, setParams] = useSearchParams();
  const version = params.get('version');
  const selectId = useId();
  const { state, reload } = useLoad((signal) => getPolicy(kind, version, signal), [kind, version, i18n.language]);
  const date = (d: string) => formatKst(d, i18n.language, false);
  return (
    <PageFrame title={t(`policy.${kind}.title`)} lead={t(`policy.${kind}.lead`)}>
      {state.status === 'loading' && <Loading lines={8} />}
      {state.status === 'notFound' && (
        <p className="sp-state">
          {t('support:common.notFound')} <AppLink to={paths.policy(kind)}>{t('policy.showCurrent')}</AppLink>
        </p>
      )}
      {(state.status === 'failed' || state.status === 'login') && <Failed onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          <div className="sp-policy__bar">
            <label htmlFor={selectId}>{t('policy.version')}</label>
            <select
              id={selectId}
              className="sp-input sp-input--inline"
              value={state.data.policy.version}
              onChange={(e) => {
                const chosen = state.data.versions.find((x) => x.version === e.target.value);
                setParams(chosen?.current ? new URLSearchParams() : new URLSearchParams({ version: e.target.value }), { replace: true });
              }}
            >
              {state.data.versions.map((x) => (
                <option key={x.version} value={x.version}>
                  {t('policy.versionOption', { version: x.version, date: date(x.effectiveDate) })}
                  {x.current ? ` · ${t('policy.current')}` : x.upcoming ? ` · ${t('policy.upcoming')}` : ''}
                </option>
              ))}
            </select>
          </div>
          <article className="sp-card sp-policy" aria-labelledby={`${selectId}-h`}>
            <h2 id={`${selectId}-h`} className="sp-policy__title">
              {state.data.policy.title} <span className="sp-badge">{state.data.policy.version}</span>
            </h2>
            <p className="sp-meta">
              {t('policy.effective', { date: date(state.data.policy.effectiveDate) })}
              {state.data.policy.current && <span className="sp-badge sp-badge--ok">{t('policy.current')}</span>}
            </p>
            {!state.data.policy.current && (
              <p className="sp-notice" role="note">
                {t('policy.older')} <AppLink to={paths.policy(kind)}>{t('policy.showCurrent')}</AppLink>
              </p>
            )}
            <PolicyBody body={state.data.policy.body} version={state.data.policy.version} />
          </article>
        </>
      )}
      {kind === 'privacy' && <AnalyticsConsentControl />}
    </PageFrame>
  );
}

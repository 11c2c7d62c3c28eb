// /membership/awesome/admin/price-changes: the pricing admin's page. Staff without the pricing role
// (the customer centre's agents) are told so and get no controls; the server refuses them anyway.
// The admin sees the schedule with who set each change, and schedules a new price: not below the
// plan's floor, and (outside the demo) at least 30 days ahead, both checked by the server.
import { formatKrw, setPageMeta } from '@stay/shared';
import { errorMessage } from '@stay/shared/kit/errors';
import { formatDate, formatDateTime } from '@stay/shared/kit/format';
import { useLoad } from '@stay/shared/kit/use-load';
import { useLocale } from '@stay/shared/kit/use-locale';
import type { PlanCode } from '@stay/shared/contracts/user-membership';
import { useEffect, useId, useState } from 'react';
import { LoginNeeded } from '../../../components/login-needed';
import { paths } from '../../../config/paths';
import '../../../components/membership.css';
import { getPriceSchedule, getStaffRoles, schedulePrice, type ScheduledPrice } from '../api/price-admin-api';
import { useAwesomeTranslation } from '../i18n';

async function load(signal: AbortSignal): Promise<ScheduledPrice[] | 'no-role'> {
  if (!(await getStaffRoles(signal)).includes('pricing')) return 'no-role';
  return getPriceSchedule(signal);
}

export function PriceAdminPage() {
  const { t } = useAwesomeTranslation();
  const locale = useLocale();
  const { state, reload } = useLoad(load, []);
  // Kept above the reload that follows a scheduled price, which draws the form again.
  const [done, setDone] = useState('');
  useEffect(() => setPageMeta({ title: t('priceAdmin.title'), noindex: true }), [t]);
  return (
    <div className="mb-page">
      <h1 className="mb-title">{t('priceAdmin.title')}</h1>
      <p role="status" className="mb-muted">
        {done}
      </p>
      {state.status === 'loading' && <p role="status" className="mb-muted">{t('membership:common.loading')}</p>}
      {state.status === 'login' && <LoginNeeded returnTo={paths.priceAdmin} />}
      {(state.status === 'failed' || state.status === 'notFound') && (
        <p role="alert" className="mb-alert">{t('membership:common.loadFailed')} <button type="button" className="mb-link" onClick={reload}>{t('membership:common.retry')}</button></p>
      )}
      {state.status === 'ready' && state.data === 'no-role' && <p className="mb-lead" data-testid="price-admin-no-role">{t('priceAdmin.noRole')}</p>}
      {state.status === 'ready' && state.data !== 'no-role' && (
        <>
          <p className="mb-lead">{t('priceAdmin.lead')}</p>
          <ScheduleForm
            onScheduled={() => {
              setDone(t('priceAdmin.done'));
              reload();
            }}
            onStart={() => setDone('')}
          />
          <h2>{t('priceAdmin.schedule')}</h2>
          {state.data.length === 0 ? (
            <p>{t('priceAdmin.empty')}</p>
          ) : (
            <ul className="mb-history" data-testid="price-schedule">
              {state.data.map((c) => (
                <li key={c.idx} className="mb-history__item">
                  <div className="mb-history__row">
                    <span>{t(`plan.${c.plan}.name`)} · {t('priceAdmin.from', { date: formatDate(c.effectiveAt, locale) })}</span>
                    <strong>{formatKrw(c.newPrice, locale)}</strong>
                  </div>
                  <div className="mb-muted">{t('priceAdmin.by', { who: c.createdBy?.email ?? t('priceAdmin.unknown'), at: formatDateTime(c.createdAt, locale) })}</div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

function ScheduleForm({ onScheduled, onStart }: { onScheduled: () => void; onStart: () => void }) {
  const { t } = useAwesomeTranslation();
  const id = useId();
  const [plan, setPlan] = useState<PlanCode>('GOLD');
  const [price, setPrice] = useState('');
  const [day, setDay] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setRefusal('');
    onStart();
    try {
      await schedulePrice({ plan, price: Number(price), effectiveFrom: day });
      onScheduled();
    } catch (error) {
      setRefusal(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="mb-form" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('priceAdmin.new')}</h2>
      <div className="mb-field">
        <label htmlFor={`${id}-plan`}>{t('priceAdmin.plan')}</label>
        <select id={`${id}-plan`} value={plan} onChange={(e) => setPlan(e.target.value === 'SILVER' ? 'SILVER' : 'GOLD')}>
          <option value="SILVER">{t('plan.SILVER.name')}</option>
          <option value="GOLD">{t('plan.GOLD.name')}</option>
        </select>
      </div>
      <div className="mb-field">
        <label htmlFor={`${id}-price`}>{t('priceAdmin.price')}</label>
        <input id={`${id}-price`} type="number" inputMode="numeric" min={1} step={1} value={price} onChange={(e) => setPrice(e.target.value)} aria-describedby={`${id}-floor`} required />
        <p id={`${id}-floor`} className="mb-muted">{t('priceAdmin.floor')}</p>
      </div>
      <div className="mb-field">
        <label htmlFor={`${id}-day`}>{t('priceAdmin.day')}</label>
        <input id={`${id}-day`} type="date" value={day} onChange={(e) => setDay(e.target.value)} required />
      </div>
      <button type="submit" className="mb-button" disabled={busy}>
        {t('priceAdmin.submit')}
      </button>
      {refusal && (
        <p role="alert" className="mb-alert">
          {refusal}
        </p>
      )}
    </form>
  );
}

// /inquiries/staff/funnel: the booking funnel for staff, beside the inquiries staff page. A table
// (one row a day, newest first): sessions that searched, then viewed a stay, then booked, each
// step with its share of the step before.
import { useFunnelTranslation } from '../i18n';
import { StaffNav } from '../../../components/staff-nav';
import { Failed, Loading, LoginPrompt, PageFrame } from '../../../components/page-frame';
import { useLoad } from '@stay/shared/kit/use-load';
import { getFunnel } from '../api/funnel';
import './funnel.css';

const DAYS = 14;
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

export function FunnelPage() {
  const { t, i18n } = useFunnelTranslation();
  const { state, reload } = useLoad((signal) => getFunnel(DAYS, signal), [i18n.language]);
  return (
    <PageFrame title={t('title')} lead={t('lead')} noindex>
      <StaffNav current="funnel" />
      {state.status === 'login' && <LoginPrompt />}
      {state.status === 'loading' && <Loading lines={4} />}
      {(state.status === 'failed' || state.status === 'notFound') && <Failed onRetry={reload} />}
      {state.status === 'ready' && state.data === 'not-staff' && <p className="sp-state">{t('only')}</p>}
      {state.status === 'ready' && state.data !== 'not-staff' &&
        (state.data.length === 0 ? (
          <p className="sp-state">{t('empty')}</p>
        ) : (
          // A phone may scroll the table sideways: the region is reachable by keyboard and named.
          <div className="sp-funnel-wrap" tabIndex={0} role="region" aria-label={t('caption', { days: DAYS })}>
            <table className="sp-funnel" data-testid="funnel-table">
              <caption>{t('caption', { days: DAYS })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('day')}</th>
                  <th scope="col">{t('search')}</th>
                  <th scope="col">{t('view_item')}</th>
                  <th scope="col">{t('book')}</th>
                </tr>
              </thead>
              <tbody>
                {state.data.map((r) => (
                  <tr key={r.day}>
                    <th scope="row">{r.day}</th>
                    <td data-step="search">{r.search}</td>
                    <td data-step="view_item">{t('rate', { count: r.view_item, percent: percent(r.view_item, r.search) })}</td>
                    <td data-step="book">{t('rate', { count: r.book, percent: percent(r.book, r.view_item) })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </PageFrame>
  );
}

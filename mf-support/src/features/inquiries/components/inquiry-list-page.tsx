// /inquiries: the member's inquiries by status (?status=ALL|WAIT|COMPLETE, ?page=) with the SPEC §3
// counts, each with its state and promised reply time; the form is one click away.
import { useSearchParams } from 'react-router';
import { useInquiriesTranslation } from '../i18n';
import { AppLink } from '@stay/shared/kit/app-link';
import { Failed, Loading, LoginPrompt, PageFrame } from '../../../components/page-frame';
import { Pager } from '../../../components/pager';
import { paths } from '../../../config/paths';
import { useLoad } from '@stay/shared/kit/use-load';
import { formatKst } from '../../../lib/kst';
import { getInquiries, getStaffFlag, INQUIRY_PAGE_SIZE, type StatusTab } from '../api/inquiries';
import { BookingLine, InquiryStatus } from './inquiry-status';

const TABS: StatusTab[] = ['ALL', 'WAIT', 'COMPLETE'];
const COUNT_OF = { ALL: 'totalCnt', WAIT: 'waitCnt', COMPLETE: 'completeCnt' } as const;

export function InquiryListPage() {
  const { t, i18n } = useInquiriesTranslation();
  const [params] = useSearchParams();
  const status = TABS.find((s) => s === params.get('status')) ?? 'ALL';
  const page = Math.max(1, Math.min(100_000, Number(params.get('page')) || 1));
  const { state, reload } = useLoad((signal) => getInquiries(status, page, signal), [status, page, i18n.language]);
  // Staff get a way to their operator page from here.
  const staff = useLoad((signal) => getStaffFlag(signal), []);
  return (
    <PageFrame title={t('inquiries.title')} lead={t('inquiries.lead')}>
      <p className="sp-note">{t('centre.hours')}</p>
      <p className="sp-actions">
        <AppLink className="sp-button sp-button--primary" to={paths.inquiryNew()}>
          {t('inquiries.write')}
        </AppLink>{' '}
        {staff.state.status === 'ready' && staff.state.data && (
          <AppLink className="sp-button" to={paths.staff}>
            {t('support:staff.title')}
          </AppLink>
        )}
      </p>
      {state.status === 'login' && <LoginPrompt />}
      {state.status === 'loading' && <Loading lines={4} />}
      {(state.status === 'failed' || state.status === 'notFound') && <Failed onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          <nav className="sp-chips" aria-label={t('support:inquiries.tabsLabel')}>
            {TABS.map((tab) => (
              <AppLink key={tab} to={paths.inquiriesTab(tab)} className="sp-chip" aria-current={tab === status ? 'page' : undefined}>
                {t(`inquiries.tabs.${tab}`)} <span className="sp-chip__count">{state.data.count[COUNT_OF[tab]]}</span>
              </AppLink>
            ))}
          </nav>
          {state.data.inquiries.length === 0 ? (
            <p className="sp-state">{t('inquiries.empty')}</p>
          ) : (
            <ul className="sp-list">
              {state.data.inquiries.map((q) => (
                <li key={q.idx} className="sp-list__item">
                  <AppLink to={paths.inquiryDetail(q.idx)} className="sp-list__link sp-list__link--stack">
                    <span className="sp-list__meta">
                      <span className="sp-badge">{q.typeName}</span>
                      <span className="sp-note">{t('support:inquiries.sentAt', { date: formatKst(q.regDate, i18n.language) })}</span>
                    </span>
                    <span className="sp-list__title">{q.title}</span>
                    <BookingLine inquiry={q} />
                    <InquiryStatus inquiry={q} />
                  </AppLink>
                </li>
              ))}
            </ul>
          )}
          <Pager page={page} total={state.data.total} size={INQUIRY_PAGE_SIZE} href={(n) => paths.inquiriesTab(status, n)} />
        </>
      )}
    </PageFrame>
  );
}

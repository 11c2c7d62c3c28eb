// /inquiries/staff: the customer centre's operator page. Waiting inquiries a page at a time
// (?status=, ?page=), the oldest first with each one's reply deadline, overdue ones marked, and how
// many wait in all; an answer is sent once and the member is notified.
import { ClientException } from '@stay/shared';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useStaffTranslation } from '../i18n';
import { AppLink } from '@stay/shared/kit/app-link';
import { Failed, Loading, LoginPrompt, PageFrame } from '../../../components/page-frame';
import { Pager } from '../../../components/pager';
import { paths } from '../../../config/paths';
import { useLoad } from '@stay/shared/kit/use-load';
import { formatKst } from '../../../lib/kst';
import { answerInquiry, getStaffQueue, STAFF_PAGE_SIZE, type StaffEntry, type StaffFilter } from '../api/staff';
import { StaffNav } from '../../../components/staff-nav';

const FILTERS: StaffFilter[] = ['WAIT', 'COMPLETE', 'ALL'];

const pageHref = (status: StaffFilter, page: number) => {
  const query = new URLSearchParams();
  if (status !== 'WAIT') query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const q = query.toString();
  return q ? `${paths.staff}?${q}` : paths.staff;
};

export function StaffPage() {
  const { t, i18n } = useStaffTranslation();
  const [params] = useSearchParams();
  const status = FILTERS.find((f) => f === params.get('status')) ?? 'WAIT';
  const page = Math.max(1, Math.min(100_000, Number(params.get('page')) || 1));
  const { state, reload } = useLoad((signal) => getStaffQueue(status, page, signal), [status, page, i18n.language]);
  const [done, setDone] = useState('');
  const answered = (message: string) => {
    setDone(message);
    reload();
  };
  return (
    <PageFrame title={t('support:staff.title')} lead={t('staff.lead')} noindex>
      <StaffNav current="inquiries" />
      <p className="sp-note" role="status">
        {done}
      </p>
      {state.status === 'login' && <LoginPrompt />}
      {state.status === 'loading' && <Loading lines={4} />}
      {(state.status === 'failed' || state.status === 'notFound') && <Failed onRetry={reload} />}
      {state.status === 'ready' && state.data === 'not-staff' && <p className="sp-state">{t('support:staff.only')}</p>}
      {state.status === 'ready' && state.data !== 'not-staff' && (
        <>
          <nav className="sp-chips" aria-label={t('support:inquiries.tabsLabel')}>
            {FILTERS.map((f) => (
              <AppLink key={f} to={pageHref(f, 1)} className="sp-chip" aria-current={f === status ? 'page' : undefined}>
                {t(`staff.filters.${f}`)}
              </AppLink>
            ))}
          </nav>
          <p className="sp-meta">
            {t('staff.waiting', { count: state.data.count.waitCnt })}
            {state.data.count.overdueCnt > 0 && ` · ${t('staff.overdueCount', { count: state.data.count.overdueCnt })}`}
            {state.data.total > STAFF_PAGE_SIZE && ` · ${t('staff.pageOf', { page, pages: Math.ceil(state.data.total / STAFF_PAGE_SIZE) })}`}
          </p>
          {state.data.inquiries.length === 0 ? (
            <p className="sp-state">
              {t('staff.empty')}
              {page > 1 && state.data.total > 0 && (
                <>
                  {' '}
                  <AppLink to={pageHref(status, 1)}>{t('staff.firstPage')}</AppLink>
                </>
              )}
            </p>
          ) : (
            <ul className="sp-list">
              {state.data.inquiries.map((q) => (
                <StaffItem key={q.idx} entry={q} onAnswered={answered} />
              ))}
            </ul>
          )}
          <Pager page={page} total={state.data.total} size={STAFF_PAGE_SIZE} href={(n) => pageHref(status, n)} />
        </>
      )}
    </PageFrame>
  );
}

function StaffItem({ entry, onAnswered }: { entry: StaffEntry; onAnswered: (message: string) => void }) {
  const { t, i18n } = useStaffTranslation();
  const id = useId();
  const [answer, setAnswer] = useState('');
  // The booking the question is about, as the member chose it: stay, nights and order number.
  const stay = entry.checkinDate ? `${formatKst(entry.checkinDate, i18n.language, false)} – ${formatKst(entry.checkoutDate, i18n.language, false)}` : '';
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    if (answer.trim().length < 2 || sending) return;
    setSending(true);
    try {
      await answerInquiry(entry.idx, answer.trim());
      onAnswered(t('staff.sent'));
    } catch (error) {
      setMessage(error instanceof ClientException && error.code === 'ALREADY_ANSWERED' ? t('staff.already') : error instanceof Error ? error.message : '');
    } finally {
      setSending(false);
    }
  };
  return (
    <li className={`sp-card sp-staff ${entry.overdue ? 'sp-staff--late' : ''}`} aria-labelledby={`${id}-h`}>
      <p className="sp-meta">
        <span className="sp-badge">{entry.typeName}</span>
        {entry.overdue && <span className="sp-badge sp-badge--late">{t('staff.overdue')}</span>}
        {entry.status === 'WAIT' && <span className={entry.overdue ? 'sp-due sp-due--late' : 'sp-due'}>{t('staff.due', { date: formatKst(entry.dueDate, i18n.language) })}</span>}
      </p>
      <h2 id={`${id}-h`} className="sp-card__title">
        {entry.title}
      </h2>
      <p className="sp-meta">
        {t('staff.member', { name: entry.memberName, email: entry.memberEmail ?? '' })} · {t('support:inquiries.sentAt', { date: formatKst(entry.regDate, i18n.language) })}
      </p>
      {entry.orderNum && (
        <p className="sp-meta" data-testid="staff-booking">
          {t('support:inquiries.booking')}: {[entry.productName, stay, t('staff.orderNum', { num: entry.orderNum })].filter(Boolean).join(' · ')}
        </p>
      )}
      {entry.pageUrl && <p className="sp-note">{t('staff.pageUrl', { url: entry.pageUrl })}</p>}
      <p className="sp-text">{entry.contents}</p>
      {entry.commentContents ? (
        <div className="sp-answer">
          <p className="sp-meta">{t('support:inquiries.answeredAt', { date: formatKst(entry.commentRegDate, i18n.language) })}</p>
          <p className="sp-text">{entry.commentContents}</p>
        </div>
      ) : (
        <form className="sp-form" onSubmit={(e) => void send(e)}>
          <div className="sp-field">
            <label htmlFor={`${id}-answer`}>{t('staff.answer')}</label>
            <textarea id={`${id}-answer`} className="sp-input sp-input--area" rows={4} value={answer} maxLength={4000} onChange={(e) => setAnswer(e.target.value)} required />
          </div>
          <button type="submit" className="sp-button sp-button--primary" disabled={sending || answer.trim().length < 2}>
            {t('staff.send')}
          </button>
        </form>
      )}
      <p className="sp-note" role="status">
        {message}
      </p>
    </li>
  );
}

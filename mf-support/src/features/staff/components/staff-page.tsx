// /inquiries/staff: the customer centre's operator page. Waiting inquiries, the one due
// soonest first, overdue ones marked; an answer is sent once and the member is notified.
import { ClientException } from '@stay/shared';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useStaffTranslation } from '../i18n';
import { AppLink } from '@stay/shared/kit/app-link';
import { Failed, Loading, LoginPrompt, PageFrame } from '../../../components/page-frame';
import { paths } from '../../../config/paths';
import { useLoad } from '@stay/shared/kit/use-load';
import { formatKst } from '../../../lib/kst';
import { answerInquiry, getStaffQueue, type StaffEntry, type StaffFilter } from '../api/staff';
import { StaffNav } from '../../../components/staff-nav';

const FILTERS: StaffFilter[] = ['WAIT', 'COMPLETE', 'ALL'];

export function StaffPage() {
  const { t, i18n } = useStaffTranslation();
  const [params] = useSearchParams();
  const status = FILTERS.find((f) => f === params.get('status')) ?? 'WAIT';
  const { state, reload } = useLoad((signal) => getStaffQueue(status, signal), [status, i18n.language]);
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
              <AppLink key={f} to={f === 'WAIT' ? paths.staff : `${paths.staff}?status=${f}`} className="sp-chip" aria-current={f === status ? 'page' : undefined}>
                {t(`staff.filters.${f}`)}
              </AppLink>
            ))}
          </nav>
          {state.data.length === 0 ? (
            <p className="sp-state">{t('staff.empty')}</p>
          ) : (
            <ul className="sp-list">
              {state.data.map((q) => (
                <StaffItem key={q.idx} entry={q} onAnswered={answered} />
              ))}
            </ul>
          )}
        </>
      )}
    </PageFrame>
  );
}

function StaffItem({ entry, onAnswered }: { entry: StaffEntry; onAnswered: (message: string) => void }) {
  const { t, i18n } = useStaffTranslation();
  const id = useId();
  const [answer, setAnswer] = useState('');
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
      {entry.orderNum && <p className="sp-meta">{t('support:inquiries.booking')}: {[entry.productName, entry.checkinDate, entry.orderNum].filter(Boolean).join(' · ')}</p>}
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

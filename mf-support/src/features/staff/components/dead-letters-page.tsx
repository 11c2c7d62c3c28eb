// /inquiries/staff/messages: the operator's page of messages the relay gave up on or is still
// retrying: what and to whom (masked), how often it was tried and why it failed; a given-up one can
// be sent again once its cause is fixed.
import { ClientException } from '@stay/shared';
import { useState } from 'react';
import { useLoad } from '@stay/shared/kit/use-load';
import { Failed, Loading, LoginPrompt, PageFrame } from '../../../components/page-frame';
import { StaffNav } from '../../../components/staff-nav';
import { getDeadLetters, resendDeadLetter, type DeadLetter } from '../api/dead-letters';
import { formatDateTime } from '@stay/shared/kit/format';
import { useStaffTranslation } from '../i18n';

const when = (iso: string, lang: string) => formatDateTime(iso, lang === 'en' || lang === 'ja' ? lang : 'ko');

export function DeadLettersPage() {
  const { t, i18n } = useStaffTranslation();
  const { state, reload } = useLoad((signal) => getDeadLetters(signal), [i18n.language]);
  const [done, setDone] = useState('');
  return (
    <PageFrame title={t('messages.title')} lead={t('messages.lead')} noindex>
      <StaffNav current="messages" />
      <p className="sp-note" role="status">
        {done}
      </p>
      {state.status === 'login' && <LoginPrompt />}
      {state.status === 'loading' && <Loading lines={4} />}
      {(state.status === 'failed' || state.status === 'notFound') && <Failed onRetry={reload} />}
      {state.status === 'ready' && state.data === 'not-operator' && <p className="sp-state">{t('messages.only')}</p>}
      {state.status === 'ready' && state.data !== 'not-operator' && state.data.length === 0 && <p className="sp-state">{t('messages.empty')}</p>}
      {state.status === 'ready' && state.data !== 'not-operator' && state.data.length > 0 && (
        <ul className="sp-list">
          {state.data.map((m) => (
            <DeadLetterItem
              key={m.idx}
              letter={m}
              lang={i18n.language}
              onResent={(message) => {
                setDone(message);
                reload();
              }}
            />
          ))}
        </ul>
      )}
    </PageFrame>
  );
}

function DeadLetterItem({ letter, lang, onResent }: { letter: DeadLetter; lang: string; onResent: (message: string) => void }) {
  const { t } = useStaffTranslation();
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState('');
  const resend = async () => {
    setSending(true);
    try {
      await resendDeadLetter(letter.idx);
      onResent(t('messages.resent'));
    } catch (error) {
      setMessage(error instanceof ClientException && error.code === 'MESSAGE_NOT_DEAD' ? t('messages.notDead') : error instanceof Error ? error.message : '');
    } finally {
      setSending(false);
    }
  };
  return (
    <li className="sp-card">
      <p className="sp-meta">
        <span className="sp-badge">{letter.channel}</span> <span className={letter.status === 'DEAD' ? 'sp-badge sp-badge--late' : 'sp-badge'}>{t(`messages.status.${letter.status}`)}</span>
      </p>
      <h2 className="sp-card__title">
        {letter.type} · {letter.dest}
      </h2>
      <p className="sp-meta">
        {t('messages.attempts', { count: letter.attempts })} · {t('messages.created', { date: when(letter.createdAt, lang) })}
      </p>
      {letter.lastError && <p className="sp-note">{t('messages.lastError', { error: letter.lastError })}</p>}
      {letter.status === 'DEAD' && (
        <button type="button" className="sp-button sp-button--primary" disabled={sending} onClick={() => void resend()}>
          {t('messages.resend')}
        </button>
      )}
      <p className="sp-note" role="status">
        {message}
      </p>
    </li>
  );
}

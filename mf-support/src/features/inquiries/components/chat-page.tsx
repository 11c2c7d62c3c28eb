// /inquiries/chat: the chat button's conversation. No agent is online (the centre has no live chat
// desk yet), so a message becomes a 1:1 inquiry with the page it was sent from, and the reply says
// when the answer will come and where to read it.
import { readUrlHistory } from '@stay/shared';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSupportTranslation } from '../../../app/i18n';
import { AppLink } from '../../../components/app-link';
import { Failed, Loading, LoginPrompt, PageFrame } from '../../../components/page-frame';
import { paths } from '../../../config/paths';
import { useLoad } from '../../../hooks/use-load';
import { formatKst } from '../../../lib/kst';
import { getInquiries, getReplyTime, sendInquiry } from '../api/inquiries';
import { CHAT_MAX, CHAT_MIN, chatPageUrl, chatTitle } from '../lib/chat-message';

interface Bubble {
  key: number;
  from: 'member' | 'centre';
  text: string;
  link?: { to: string; label: string };
}

export function ChatPage() {
  const { t, i18n } = useSupportTranslation();
  const [params] = useSearchParams();
  // The member's list answers 401 to a visitor: that is the login check.
  const { state, reload } = useLoad(async (signal) => {
    const [reply] = await Promise.all([getReplyTime(signal), getInquiries('WAIT', 1, signal)]);
    return reply;
  }, [i18n.language]);
  return (
    <PageFrame title={t('chat.title')} lead={t('chat.lead')} noindex>
      {state.status === 'login' && <LoginPrompt />}
      {state.status === 'loading' && <Loading lines={3} />}
      {(state.status === 'failed' || state.status === 'notFound') && <Failed onRetry={reload} />}
      {state.status === 'ready' && <Conversation dueDate={state.data.dueDate} open={state.data.open} pageUrl={chatPageUrl(params.get('from'), readUrlHistory())} locale={i18n.language} />}
    </PageFrame>
  );
}

function Conversation({ dueDate, open, pageUrl, locale }: { dueDate: string; open: boolean; pageUrl: string | null; locale: string }) {
  const { t } = useSupportTranslation();
  const id = useId();
  const [bubbles, setBubbles] = useState<Bubble[]>([{ key: 0, from: 'centre', text: t(open ? 'chat.greetingOpen' : 'chat.greetingClosed', { date: formatKst(dueDate, locale) }) }]);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  const send = async () => {
    const message = text.trim();
    if ([...message].length < CHAT_MIN) return setError(t('chat.tooShort'));
    if (sending) return;
    setSending(true);
    setError('');
    try {
      const inquiry = await sendInquiry({ type: 'ETC', title: chatTitle(message), content: message, orderNum: null, inquiryType: 'CHAT', pageUrl });
      setBubbles((b) => [
        ...b,
        { key: b.length, from: 'member', text: message },
        { key: b.length + 1, from: 'centre', text: t('chat.received', { date: formatKst(inquiry.dueDate, locale) }), link: { to: paths.inquiryDetail(inquiry.idx), label: t('chat.see') } },
      ]);
      setText('');
    } catch (e) {
      setError(`${t('chat.failed')}${e instanceof Error && e.message ? ` (${e.message})` : ''}`);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="sp-chat">
      <p className="sp-chat__status">
        <span className="sp-chat__dot" aria-hidden="true" />
        {t('chat.noAgent')}
      </p>
      <div role="log" aria-live="polite" aria-label={t('chat.logLabel')}>
      <ol className="sp-chat__log">
        {bubbles.map((b) => (
          <li key={b.key} className={`sp-chat__bubble sp-chat__bubble--${b.from}`}>
            <span className="sp-visually-hidden">{t(b.from === 'member' ? 'chat.you' : 'chat.centre')}: </span>
            <span className="sp-text">{b.text}</span>
            {b.link && (
              <>
                {' '}
                <AppLink to={b.link.to}>{b.link.label}</AppLink>
              </>
            )}
          </li>
        ))}
      </ol>
      </div>
      <form
        className="sp-chat__form"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <label htmlFor={`${id}-msg`} className="sp-visually-hidden">
          {t('chat.message')}
        </label>
        <textarea
          id={`${id}-msg`}
          className="sp-input sp-chat__input"
          rows={2}
          maxLength={CHAT_MAX}
          value={text}
          placeholder={t('chat.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-err`}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError('');
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void send();
            }
          }}
        />
        <button type="submit" className="sp-button sp-button--primary" disabled={sending}>
          {sending ? t('form.sending') : t('chat.send')}
        </button>
      </form>
      <p id={`${id}-err`} className="sp-field__msg" role="alert">
        {error}
      </p>
      {pageUrl && <p className="sp-note">{t('chat.fromPage', { url: pageUrl })}</p>}
    </div>
  );
}

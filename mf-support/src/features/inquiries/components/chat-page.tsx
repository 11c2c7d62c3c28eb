// /inquiries/chat: the chat button's conversation panel. When an agent of the customer centre is
// online the member's messages go to them and their answers appear here (polled every few seconds,
// announced by the log's aria-live); when none is online the member is told so and a message
// becomes a 1:1 inquiry with the page it was sent from, and the reply says when the answer will come.
import { readUrlHistory } from '@stay/shared';
import { useCallback, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useInquiriesTranslation } from '../i18n';
import { AppLink } from '@stay/shared/kit/app-link';
import { Failed, Loading, LoginPrompt, PageFrame } from '../../../components/page-frame';
import { paths } from '../../../config/paths';
import { useLoad } from '@stay/shared/kit/use-load';
import { formatKst } from '../../../lib/kst';
import { getInquiries, getReplyTime } from '../api/inquiries';
import { getChatStatus, type ChatMessage } from '../../../lib/chat-message';
import { lastIdx, mergeMessages } from '../../../lib/chat-thread';
import { useInterval } from '../../../lib/use-interval';
import { getMyThread, sendChatMessage } from '../api/chat';
import { CHAT_MAX, CHAT_MIN, chatPageUrl, pageNameOf } from '../lib/chat-message';

interface Bubble {
  key: string;
  from: 'member' | 'centre';
  text: string;
  link?: { to: string; label: string };
}

const bubbleOf = (m: ChatMessage): Bubble => ({ key: `m${m.idx}`, from: m.sender === 'MEMBER' ? 'member' : 'centre', text: m.body });

/** `pollMs` overrides the server's polling interval (tests). */
export function ChatPage({ pollMs }: { pollMs?: number } = {}) {
  const { t, i18n } = useInquiriesTranslation();
  const [params] = useSearchParams();
  // The member's list answers 401 to a visitor: that is the login check.
  const { state, reload } = useLoad(async (signal) => {
    const [reply, status, thread] = await Promise.all([getReplyTime(signal), getChatStatus(signal), getMyThread(0, signal), getInquiries('WAIT', 1, signal)]);
    return { reply, status, thread };
  }, [i18n.language]);
  return (
    <PageFrame title={t('chat.title')} lead={t('chat.lead')} noindex>
      {state.status === 'login' && <LoginPrompt />}
      {state.status === 'loading' && <Loading lines={3} />}
      {(state.status === 'failed' || state.status === 'notFound') && <Failed onRetry={reload} />}
      {state.status === 'ready' && (
        <Conversation
          dueDate={state.data.reply.dueDate}
          open={state.data.reply.open}
          agentOnline={state.data.thread.agentOnline}
          initial={state.data.thread.messages}
          pollMs={pollMs ?? state.data.status.pollMs}
          pageUrl={chatPageUrl(params.get('from'), readUrlHistory())}
          locale={i18n.language}
        />
      )}
    </PageFrame>
  );
}

function Conversation({ dueDate, open, agentOnline: onlineAtStart, initial, pollMs, pageUrl, locale }: { dueDate: string; open: boolean; agentOnline: boolean; initial: ChatMessage[]; pollMs: number; pageUrl: string | null; locale: string }) {
  const { t } = useInquiriesTranslation();
  const id = useId();
  const greeting: Bubble = { key: 'greeting', from: 'centre', text: onlineAtStart ? t('chat.greetingAgent') : t(open ? 'chat.greetingOpen' : 'chat.greetingClosed', { date: formatKst(dueDate, locale) }) };
  const [bubbles, setBubbles] = useState<Bubble[]>(() => [greeting, ...initial.map(bubbleOf)]);
  const [agentOnline, setAgentOnline] = useState(onlineAtStart);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const cursor = useRef(lastIdx(initial));

  const known = useRef(new Set(initial.map((m) => m.idx)));
  const receive = useCallback((incoming: ChatMessage[]) => {
    const fresh = mergeMessages([], incoming).filter((m) => !known.current.has(m.idx));
    if (fresh.length === 0) return;
    for (const m of fresh) known.current.add(m.idx);
    cursor.current = Math.max(cursor.current, lastIdx(fresh));
    setBubbles((b) => [...b, ...fresh.map(bubbleOf)]);
  }, []);

  const polling = useRef(false);
  const poll = useCallback(async () => {
    if (polling.current) return;
    polling.current = true;
    try {
      const next = await getMyThread(cursor.current);
      setAgentOnline(next.agentOnline);
      receive(next.messages);
    } catch {
      // A failed poll is tried again at the next tick; the panel keeps what it has.
    } finally {
      polling.current = false;
    }
  }, [receive]);
  useInterval(() => void poll(), pollMs);

  const send = async () => {
    const message = text.trim();
    if ([...message].length < CHAT_MIN) return setError(t('chat.tooShort'));
    if (sending) return;
    setSending(true);
    setError('');
    try {
      const sent = await sendChatMessage(message, pageUrl);
      if (sent.mode === 'CHAT') {
        setAgentOnline(true);
        receive([sent.message]);
      } else {
        setAgentOnline(false);
        setBubbles((b) => [
          ...b,
          { key: `i${sent.inquiry.idx}-m`, from: 'member', text: message },
          { key: `i${sent.inquiry.idx}`, from: 'centre', text: t('chat.received', { date: formatKst(sent.inquiry.dueDate, locale) }), link: { to: paths.inquiryDetail(sent.inquiry.idx), label: t('chat.see') } },
        ]);
      }
      setText('');
    } catch (e) {
      setError(`${t('chat.failed')}${e instanceof Error && e.message ? ` (${e.message})` : ''}`);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="sp-chat" data-testid="chat-panel" data-agent={agentOnline ? 'online' : 'offline'}>
      <p className="sp-chat__status" role="status">
        <span className={`sp-chat__dot${agentOnline ? ' sp-chat__dot--on' : ''}`} aria-hidden="true" />
        {agentOnline ? t('chat.agentOnline') : t('chat.noAgent')}
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
      {pageUrl && <FromPage url={pageUrl} />}
    </div>
  );
}

/** Which page goes with the message, named in words (never its path). */
function FromPage({ url }: { url: string }) {
  const { t } = useInquiriesTranslation();
  const page = pageNameOf(url);
  return <p className="sp-note">{page ? t('chat.fromPage', { page: t(`chat.page.${page}`) }) : t('chat.fromPageUnnamed')}</p>;
}

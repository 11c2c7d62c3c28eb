// /inquiries/staff/chat: the customer centre's live chat desk. Staff say they are online (renewed
// every 15 s while the page is open, offline when they say so or leave), see the open chats
// (members waiting for an answer first) and answer; new messages arrive by polling and are
// announced by the conversation log (aria-live).
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useChatDeskTranslation } from '../i18n';
import { Failed, Loading, LoginPrompt, PageFrame } from '../../../components/page-frame';
import { StaffNav } from '../../../components/staff-nav';
import { useLoad } from '@stay/shared/kit/use-load';
import { formatKst } from '../../../lib/kst';
import { getChatStatus, type ChatMessage } from '../../../lib/chat-message';
import { lastIdx, mergeMessages, PRESENCE_RENEW_MS } from '../../../lib/chat-thread';
import { useInterval } from '../../../lib/use-interval';
import { closeThread, getStaffThread, getStaffThreads, sendStaffMessage, setPresence, type StaffThread } from '../api/chat';

/** `pollMs` overrides the server's polling interval (tests). */
export function StaffChatPage({ pollMs }: { pollMs?: number } = {}) {
  const { t, i18n } = useChatDeskTranslation();
  const { state, reload } = useLoad(async (signal) => {
    const me = await apiRequest('content', 'GET', '/v1/staff/me', { signal, suppressAlert: true, schema: v.object({ staff: v.boolean() }) });
    if (!me.staff) return 'not-staff' as const;
    const [status, threads] = await Promise.all([getChatStatus(signal), getStaffThreads(signal)]);
    return { pollMs: status.pollMs, ...threads };
  }, [i18n.language]);
  return (
    <PageFrame title={t('chatDesk.title')} lead={t('chatDesk.lead')} noindex>
      <StaffNav current="chat" />
      {state.status === 'login' && <LoginPrompt />}
      {state.status === 'loading' && <Loading lines={4} />}
      {(state.status === 'failed' || state.status === 'notFound') && <Failed onRetry={reload} />}
      {state.status === 'ready' && state.data === 'not-staff' && <p className="sp-state">{t('support:staff.only')}</p>}
      {state.status === 'ready' && state.data !== 'not-staff' && <Desk online={state.data.online} threads={state.data.threads} pollMs={pollMs ?? state.data.pollMs} />}
    </PageFrame>
  );
}

function Desk({ online: onlineAtStart, threads: initial, pollMs }: { online: boolean; threads: StaffThread[]; pollMs: number }) {
  const { t, i18n } = useChatDeskTranslation();
  const [online, setOnline] = useState(onlineAtStart);
  const [threads, setThreads] = useState(initial);
  const [selected, setSelected] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    setBusy(true);
    try {
      await setPresence(!online);
      setOnline(!online);
    } finally {
      setBusy(false);
    }
  };
  // Online lasts 45 s on the server: renew it while the page is open and online.
  useInterval(() => void setPresence(true).catch(() => undefined), online ? PRESENCE_RENEW_MS : null);
  useInterval(() => void getStaffThreads().then((r) => setThreads(r.threads)).catch(() => undefined), pollMs);

  return (
    <div className="sp-desk">
      <div className="sp-desk__presence">
        <button type="button" className={`sp-button${online ? ' sp-button--primary' : ''}`} aria-pressed={online} disabled={busy} onClick={() => void toggle()}>
          {t('chatDesk.online')}
        </button>
        <p className="sp-note" role="status">
          <span className={`sp-chat__dot${online ? ' sp-chat__dot--on' : ''}`} aria-hidden="true" /> {online ? t('chatDesk.onlineNote') : t('chatDesk.offlineNote')}
        </p>
      </div>
      <div className="sp-desk__grid">
        <section aria-labelledby="sp-desk-chats">
          <h2 id="sp-desk-chats" className="sp-card__title">
            {t('chatDesk.chats')}
          </h2>
          {threads.length === 0 ? (
            <p className="sp-state">{t('chatDesk.empty')}</p>
          ) : (
            <ul className="sp-list sp-desk__threads" aria-live="polite">
              {threads.map((c) => (
                <li key={c.idx}>
                  <button type="button" className="sp-desk__thread" aria-current={selected === c.idx ? 'true' : undefined} onClick={() => setSelected(c.idx)}>
                    <span className="sp-desk__name">{c.memberName || t('chatDesk.member')}</span>
                    {c.lastSender === 'MEMBER' && <span className="sp-badge sp-badge--late">{t('chatDesk.waiting')}</span>}
                    <span className="sp-desk__last">{c.lastMessage}</span>
                    <span className="sp-meta">{formatKst(c.updatedAt, i18n.language)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        {selected === null ? (
          <p className="sp-note">{t('chatDesk.pick')}</p>
        ) : (
          <StaffConversation
            key={selected}
            idx={selected}
            pollMs={pollMs}
            onClosed={() => {
              setThreads((list) => list.filter((c) => c.idx !== selected));
              setSelected(null);
            }}
          />
        )}
      </div>
    </div>
  );
}

function StaffConversation({ idx, pollMs, onClosed }: { idx: number; pollMs: number; onClosed: () => void }) {
  const { t } = useChatDeskTranslation();
  const id = useId();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [head, setHead] = useState<{ memberName: string; pageUrl: string | null; status: 'OPEN' | 'CLOSED' } | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const cursor = useRef(0);

  const poll = useCallback(async () => {
    try {
      const r = await getStaffThread(idx, cursor.current);
      setHead({ memberName: r.thread.memberName, pageUrl: r.thread.pageUrl, status: r.thread.status });
      if (r.messages.length > 0) {
        cursor.current = Math.max(cursor.current, lastIdx(r.messages));
        setMessages((m) => mergeMessages(m, r.messages));
      }
    } catch {
      // Tried again at the next tick.
    }
  }, [idx]);
  useEffect(() => void poll(), [poll]);
  useInterval(() => void poll(), pollMs);

  const send = async () => {
    const message = text.trim();
    if (!message || sending) return;
    setSending(true);
    setError('');
    try {
      const r = await sendStaffMessage(idx, message);
      cursor.current = Math.max(cursor.current, r.message.idx);
      setMessages((m) => mergeMessages(m, [r.message]));
      setText('');
    } catch {
      setError(t('chatDesk.failed'));
    } finally {
      setSending(false);
    }
  };
  const close = async () => {
    try {
      await closeThread(idx);
    } finally {
      onClosed();
    }
  };

  const title = t('chatDesk.conversation', { name: head?.memberName || t('chatDesk.member') });
  return (
    <section className="sp-chat sp-card" aria-labelledby={`${id}-h`} data-testid="staff-conversation">
      <h2 id={`${id}-h`} className="sp-card__title">
        {title}
      </h2>
      {head?.pageUrl && <p className="sp-note">{t('chatDesk.fromPage', { url: head.pageUrl })}</p>}
      <div role="log" aria-live="polite" aria-label={title}>
        <ol className="sp-chat__log">
          {messages.map((m) => (
            <li key={m.idx} className={`sp-chat__bubble sp-chat__bubble--${m.sender === 'STAFF' ? 'member' : 'centre'}`}>
              <span className="sp-visually-hidden">{m.sender === 'STAFF' ? t('chatDesk.you') : t('chatDesk.member')}: </span>
              <span className="sp-text">{m.body}</span>
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
          {t('chatDesk.reply')}
        </label>
        <textarea
          id={`${id}-msg`}
          className="sp-input sp-chat__input"
          rows={2}
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void send();
            }
          }}
        />
        <button type="submit" className="sp-button sp-button--primary" disabled={sending}>
          {t('chatDesk.send')}
        </button>
      </form>
      <p className="sp-field__msg" role="alert">
        {error}
      </p>
      <button type="button" className="sp-button" onClick={() => void close()}>
        {t('chatDesk.close')}
      </button>
    </section>
  );
}

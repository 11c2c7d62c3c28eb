// SPEC §7 "Other client behaviour": a customer-chat widget button is booted per page and hidden on
// the lms route (SPEC §2 /lms/[orderNumber]). There is no chat vendor: the floating button opens
// the customer centre's live chat panel (/inquiries/chat, mf-support) with the page it came from;
// the panel talks to an online agent, or turns the message into a 1:1 inquiry that remembers the
// page when none is online.
import { addBundle, localeFromPath, useStayTranslation } from '@stay/shared';
import { useEffect, useRef, type RefObject } from 'react';
import { ShellLink } from './shell-link';
import './chat-button.css';

const CHAT_NS = 'shell-chat';
export const chatMessages = {
  ko: { label: '상담', description: '고객센터 1:1 문의하기' },
  en: { label: 'Chat', description: 'Ask the customer centre' },
  ja: { label: '相談', description: 'カスタマーセンターに問い合わせる' },
};
addBundle(CHAT_NS, chatMessages);

/**
 * True on /lms and /lms/... with or without the /en, /ja prefix, and on the chat itself (the panel
 * and the staff chat desk), where the floating button would only cover the message box.
 */
export function isChatHidden(pathname: string): boolean {
  const rest = localeFromPath(pathname).rest;
  return /^\/lms(\/|$)/.test(rest) || /^\/inquiries\/(chat|staff\/chat)\/?$/.test(rest);
}

/**
 * Keeps the button off every action (chat-clearance.ts, its own chunk): above a pinned bar whose
 * buttons it would cover, out of sight while an action scrolls under it.
 */
function useOutOfTheWay(ref: RefObject<HTMLAnchorElement | null>, pathname: string): void {
  useEffect(() => {
    const button = ref.current;
    if (!button) return;
    let stop: (() => void) | null = null;
    let gone = false;
    import(/* webpackChunkName: "chat-clearance" */ './chat-clearance').then(
      ({ keepClear }) => {
        if (!gone) stop = keepClear(button);
      },
      () => undefined, // not fetched: the button stays in its corner
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, [ref, pathname]);
}

export function ChatButton({ pathname }: { pathname?: string }) {
  const { t } = useStayTranslation(CHAT_NS);
  const from = pathname ?? window.location.pathname;
  const ref = useRef<HTMLAnchorElement>(null);
  useOutOfTheWay(ref, from);
  if (isChatHidden(from)) return null;
  return (
    <ShellLink ref={ref} to={`/inquiries/chat?from=${encodeURIComponent(from)}`} className="sh-chat-button" aria-label={`${t('label')}: ${t('description')}`} title={t('description')}>
      <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
      </svg>
      <span className="sh-chat-button__label">{t('label')}</span>
    </ShellLink>
  );
}

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

/** What a visitor may press: the button never sits on one of these. */
const ACTION = 'a[href], button, input, select, textarea, summary, label, [role="button"], [role="tab"], [role="link"], [tabindex]:not([tabindex="-1"])';
const GAP = 12;

/** The fixed or sticky bar an element sits in (a booking bar, a bottom sheet), if any. */
function pinnedBar(element: Element): Element | null {
  for (let e: Element | null = element; e && e !== document.body; e = e.parentElement) {
    const position = getComputedStyle(e).position;
    if (position === 'fixed' || position === 'sticky') return e;
  }
  return null;
}

/**
 * Whether the button, at `button`, is in the way of an action at `action`: over its centre or
 * over a quarter of it. A whole card that is one link (a search result) is only brushed at a
 * corner and stays pressable, so the button stays too.
 */
function blocks(button: DOMRect, action: DOMRect): boolean {
  const cx = action.left + action.width / 2;
  const cy = action.top + action.height / 2;
  if (cx >= button.left && cx <= button.right && cy >= button.top && cy <= button.bottom) return true;
  const w = Math.max(0, Math.min(button.right, action.right) - Math.max(button.left, action.left));
  const h = Math.max(0, Math.min(button.bottom, action.bottom) - Math.max(button.top, action.top));
  return w * h > 0.25 * action.width * action.height;
}

/**
 * Keeps the button off every action: above a pinned bar whose buttons it would cover (the bar
 * stays usable and so does the chat), and out of sight while page content with an action scrolls
 * under it (it returns when the action has passed).
 */
function useOutOfTheWay(ref: RefObject<HTMLAnchorElement | null>, pathname: string): void {
  useEffect(() => {
    const button = ref.current;
    // A browser without layout (tests' jsdom) has nothing to measure.
    if (!button || typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    const check = () => {
      frame = 0;
      button.style.removeProperty('--sh-chat-lift');
      let covering = false;
      for (let round = 0; round < 2 && !covering; round += 1) {
        const r = button.getBoundingClientRect();
        let raise = 0;
        // Every action whose box meets the button's, wherever it sits in the stacking (a map's
        // attribution link, a button inside a row): what a point test finds is often its parent.
        for (const action of document.querySelectorAll(ACTION)) {
          if (button.contains(action) || action.contains(button)) continue;
          const a = action.getBoundingClientRect();
          if (a.width === 0 || a.height === 0 || a.bottom <= r.top || a.top >= r.bottom || a.right <= r.left || a.left >= r.right) continue;
          if (!blocks(r, a)) continue;
          const bar = pinnedBar(action);
          if (bar && round === 0) raise = Math.max(raise, r.bottom - bar.getBoundingClientRect().top + GAP);
          else covering = true;
        }
        if (raise === 0) break;
        button.style.setProperty('--sh-chat-lift', `${raise}px`);
      }
      button.toggleAttribute('data-covering', covering);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // A popover or menu opened by a tap or a key (a calendar over the page) can put actions under it
    // without the page changing size; one loaded on first open draws a moment later, hence a second look.
    let later = 0;
    const afterInput = () => {
      schedule();
      clearTimeout(later);
      later = window.setTimeout(schedule, 400);
    };
    window.addEventListener('click', afterInput);
    window.addEventListener('keyup', afterInput);
    // Pages draw after the route changes (remotes load, lists grow): look again when the page does.
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('click', afterInput);
      window.removeEventListener('keyup', afterInput);
      clearTimeout(later);
      observer.disconnect();
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
    // A landmark of its own: the button floats over every page and belongs to none of its regions.
    <aside className="sh-chat" aria-label={t('label')}>
      <ShellLink ref={ref} to={`/inquiries/chat?from=${encodeURIComponent(from)}`} className="sh-chat-button" aria-label={`${t('label')}: ${t('description')}`} title={t('description')}>
        <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
        </svg>
        <span className="sh-chat-button__label">{t('label')}</span>
      </ShellLink>
    </aside>
  );
}

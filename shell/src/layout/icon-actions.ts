// What each top-bar icon does (SPEC §2 "Top bar"). Navigation goes through the shared navigation
// API, never window.location, so webview mode forwards push and back to the host app.
import { alert, bus, goBack, navigate, rememberReturnUrl, sessionStore } from '@stay/shared';
import { shellT } from '../i18n';
import type { IconKind } from './icons';

/** Icons that lead to a member page: a visitor goes to log in first and comes back there. */
const MEMBER_ONLY: ReadonlySet<IconKind> = new Set(['mypage', 'wish', 'coupon', 'book']);

const ROUTES: Partial<Record<IconKind, string>> = {
  home: '/',
  mypage: '/mypage',
  wish: '/mypage/wishes',
  coupon: '/mypage/coupon',
  book: '/mypage/books',
};

/** Native share sheet where there is one; otherwise copy the link and say so. */
export async function shareCurrentPage(): Promise<void> {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: document.title, url });
      return;
    } catch (error) {
      // The user closed the share sheet: nothing to report.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    await alert(shellT('share.copied'));
  } catch {
    await alert(shellT('share.failed'));
  }
}

export function runIconAction(kind: IconKind): void {
  switch (kind) {
    case 'back':
      goBack();
      return;
    case 'search':
      bus.emit('search:open-section', {});
      return;
    case 'share':
      void shareCurrentPage();
      return;
    default: {
      const to = ROUTES[kind];
      if (!to) return;
      if (MEMBER_ONLY.has(kind) && !sessionStore.getState().isLoggedIn) {
        // A visitor's my-page icon opens login, which returns to the page asked for.
        rememberReturnUrl(to);
        navigate('/login');
        return;
      }
      navigate(to);
    }
  }
}

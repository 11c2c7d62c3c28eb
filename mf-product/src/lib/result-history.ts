// A payment result is reached from the gateway (the sandbox's page, Toss's window) by a full page
// load, so the entry before it is the gateway's page or the booking form of an order now settled:
// Back from the result would land on a dead end. The entry before the result becomes the page that
// makes sense (the stay after a payment, the booking after a decline), once per result entry (a
// reload keeps it), so Back leads there. The shell notices nothing: the address it shows stays the
// result's, and Back is an ordinary popstate it follows.
import { withLocale, type Locale } from '@stay/shared';

const MARK = 'stayResultBack';

export function backLeadsTo(path: string, locale: Locale): void {
  try {
    const state: unknown = window.history.state;
    if (state && typeof state === 'object' && MARK in state) return;
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    window.history.replaceState(null, '', withLocale(locale, path));
    window.history.pushState({ [MARK]: true }, '', here);
  } catch {
    // A browser that refuses history writes keeps its ordinary Back.
  }
}

// The shell's browser history: the one place that calls pushState. The shell needs only the current
// location and push/replace/back, so it does without a router library (about 14 KB gzipped less on
// every first load); a remote routes under its prefix with its own router, or, like mf-search, by
// matching the path it is given.
import { startTransition, useEffect, useState } from 'react';

export interface ShellLocation {
  pathname: string;
  search: string;
  hash: string;
}

const listeners = new Set<() => void>();
let snapshot: ShellLocation | null = null;
/** The page being drawn on the server (shell/server/entry: the page's first view in its HTML). */
let serverLocation: ShellLocation = { pathname: '/', search: '', hash: '' };

export function setServerLocation(location: ShellLocation): void {
  serverLocation = location;
}

function read(): ShellLocation {
  if (typeof window === 'undefined') return serverLocation;
  const { pathname, search, hash } = window.location;
  if (!snapshot || snapshot.pathname !== pathname || snapshot.search !== search || snapshot.hash !== hash) {
    snapshot = { pathname, search, hash };
  }
  return snapshot;
}

function notify(): void {
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

/**
 * The current location. A change made while the browser handles an event (a click, a key, the back
 * button) renders at once, so a control bound to the address shows its new state immediately; a
 * change made by code on its own (a page writing its dates into the address right after it starts)
 * renders in a transition, in slices instead of one long task that holds taps up. A store read with
 * useSyncExternalStore re-rendered the shell and every remote synchronously in both cases.
 */
export function useShellLocation(): ShellLocation {
  const [location, setLocation] = useState(read);
  useEffect(() => {
    const update = () => {
      if (typeof window.event !== 'undefined') setLocation(read());
      else startTransition(() => setLocation(read()));
    };
    // A change between the first render and this subscription is not lost.
    update();
    return subscribe(update);
  }, []);
  return location;
}

/** `to` is a browser path (locale prefix included). */
export function pushPath(to: string, opts: { replace?: boolean } = {}): void {
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (to === here) return;
  // Entries the shell pushes carry a state (a replace keeps the entry's): the first entry of a tab has none.
  if (opts.replace) window.history.replaceState(window.history.state, '', to);
  else window.history.pushState({ stayShell: 1 }, '', to);
  notify();
}

/**
 * Back within the site. The first page of a tab (a stay opened in a new tab, a link from another
 * site or a message) has nothing of ours to go back to: `fallback` then decides where Back leads.
 */
export function historyBack(fallback: () => void): void {
  if (window.history.state !== null && window.history.length > 1) window.history.back();
  else fallback();
}

/** The page of this site that linked here (a tab opened from the results), if any. */
export function referrerPath(): string | null {
  try {
    if (!document.referrer) return null;
    const from = new URL(document.referrer);
    if (from.origin !== window.location.origin) return null;
    const path = `${from.pathname}${from.search}`;
    const here = `${window.location.pathname}${window.location.search}`;
    return path === here || /\/login(\/|$|\?)/.test(from.pathname) ? null : path;
  } catch {
    return null;
  }
}

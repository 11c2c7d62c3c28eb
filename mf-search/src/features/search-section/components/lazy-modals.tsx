// The section's three modals are not needed for the first paint of `/` or `/search` (they open on a
// press), so they are a chunk of their own (with the calendar, the keyword suggestions and their
// styles), fetched when a field is pointed at, focused or pressed. A failed fetch is forgotten, so
// the next press tries again; the section itself keeps working meanwhile.
import { logger } from '@stay/shared';
import { useEffect, useState } from 'react';

type Modals = typeof import('./modals');

let loading: Promise<Modals> | null = null;
let loaded: Modals | null = null;

/** Starts fetching the modals' chunk (once); resolves with its exports. */
export function loadModals(): Promise<Modals> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import(/* webpackChunkName: "search-modals" */ './modals').then(
    (m) => {
      loaded = m;
      return m;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The modals' module once `wanted` (a panel is open) and the chunk has arrived; null before that.
 * `onFailed` runs when the chunk cannot be fetched (the caller closes the panel).
 */
export function useModals(wanted: boolean, onFailed: () => void): Modals | null {
  const [modals, setModals] = useState<Modals | null>(loaded);
  useEffect(() => {
    if (!wanted || modals) return;
    let live = true;
    loadModals().then(
      (m) => {
        if (live) setModals(m);
      },
      (error: unknown) => {
        logger.warn('search modals could not be loaded', { error: String(error) });
        if (live) onFailed();
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, modals, onFailed]);
  return modals;
}

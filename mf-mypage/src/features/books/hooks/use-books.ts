// One tab of the booking list, paged: the first page on a tab change, the next on loadMore()
// (the list pages as the member scrolls). Counts come with every page (SPEC §4, default 0).
import { ClientException } from '@stay/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { needsLogin } from '@stay/shared/kit/use-load';
import { errorMessage } from '@stay/shared/kit/errors';
import { countsOf, getBooks, type Book, type BookTab } from '../api/get-books';

export type BooksState =
  | { status: 'loading' }
  | { status: 'login' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; books: Book[]; counts: Record<BookTab, number>; page: number; hasMore: boolean; loadingMore: boolean; moreFailed: boolean };

export function useBooks(tab: BookTab) {
  const [state, setState] = useState<BooksState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const busy = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getBooks(tab, 1, controller.signal)
      .then((data) => setState({ status: 'ready', books: data.books, counts: countsOf(data), page: 1, hasMore: data.hasMore, loadingMore: false, moreFailed: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (needsLogin(error)) return setState({ status: 'login' });
        setState({ status: 'failed', message: error instanceof ClientException ? error.message : errorMessage(error) });
      });
    return () => controller.abort();
  }, [tab, round]);

  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || !state.hasMore || busy.current) return;
    busy.current = true;
    const next = state.page + 1;
    setState({ ...state, loadingMore: true, moreFailed: false });
    getBooks(tab, next)
      .then((data) =>
        setState((s) => {
          if (s.status !== 'ready') return s;
          // A booking that moved between pages is shown once.
          const seen = new Set(s.books.map((b) => b.orderNum));
          return { ...s, books: [...s.books, ...data.books.filter((b) => !seen.has(b.orderNum))], counts: countsOf(data), page: next, hasMore: data.hasMore, loadingMore: false };
        }),
      )
      .catch(() => setState((s) => (s.status === 'ready' ? { ...s, loadingMore: false, moreFailed: true } : s)))
      .finally(() => {
        busy.current = false;
      });
  }, [state, tab]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  /** A booking removed from the list: gone from the rows and from its tab's count. */
  const dropped = useCallback(
    (orderNum: string) =>
      setState((s) => (s.status === 'ready' ? { ...s, books: s.books.filter((b) => b.orderNum !== orderNum), counts: { ...s.counts, [tab]: Math.max(0, s.counts[tab] - 1) } } : s)),
    [tab],
  );
  return { state, loadMore, reload, dropped };
}

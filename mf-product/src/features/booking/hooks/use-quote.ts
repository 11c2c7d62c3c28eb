// The booking page's data as an explicit state (STYLE "State of a booking flow"): loading ->
// ready | failed. A new coupon or points value asks the server again (refreshing) while the last
// answer stays on screen; the server fixes the amounts.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BookTarget } from '../../../lib/book-query';
import { needsLogin } from '@stay/shared/kit/use-load';
import { errorCode } from '@stay/shared/kit/errors';
import { getQuote, type Quote } from '../api/get-quote';

export type QuoteState =
  | { status: 'loading' }
  | { status: 'ready'; quote: Quote; refreshing: boolean }
  | { status: 'login' }
  | { status: 'failed'; code: string; message: string };

export interface QuoteRefreshError {
  code: string;
  message: string;
}

export function useQuote(target: BookTarget | null, couponUserIdx: number | null, usePoint: number, useUserPoint = 0) {
  const [state, setState] = useState<QuoteState>({ status: 'loading' });
  const [refreshError, setRefreshError] = useState<QuoteRefreshError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const targetKey = JSON.stringify(target);
  const loaded = useRef(false);

  useEffect(() => {
    if (!target) return;
    const controller = new AbortController();
    setState((s) => (s.status === 'ready' ? { ...s, refreshing: true } : { status: 'loading' }));
    getQuote(target, { couponUserIdx: couponUserIdx ?? undefined, usePoint, useUserPoint }, controller.signal)
      .then((quote) => {
        loaded.current = true;
        setRefreshError(null);
        setState({ status: 'ready', quote, refreshing: false });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (needsLogin(error)) return setState({ status: 'login' });
        const code = errorCode(error);
        const message = error instanceof Error ? error.message : '';
        if (!loaded.current) return setState({ status: 'failed', code, message });
        setRefreshError({ code, message });
        setState((s) => (s.status === 'ready' ? { ...s, refreshing: false } : s));
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the target is compared by value
  }, [targetKey, couponUserIdx, usePoint, useUserPoint, attempt]);

  const retry = useCallback(() => {
    loaded.current = false;
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  /** Asks again with the same extras (after a price change or a failed order). */
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);

  return { state, refreshError, retry, refresh };
}

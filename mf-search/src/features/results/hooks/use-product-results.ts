// The results list as an explicit state machine (STYLE "State of a booking flow"): loading (slow
// after a while), failed (with a retry), or ready with the pages so far and the state of the next
// page (idle, loading, failed). A new condition, sort or filter starts over and aborts what was in
// flight.
import { isClientException, logger, useStayTranslation, type SearchCondition } from '@stay/shared';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { ProductCard } from '../../../lib/product-card-schema';
import { isAbort } from '../../../lib/use-request';
import { findProducts, findProductsBody, pageFindProducts, type Facet, type FindProductsResult } from '../api/find-products';
import type { ResultOptions } from '../lib/results-query';

/** After this long the loading state says the search is taking a while. */
export const SLOW_MS = 4000;

export interface Facets {
  types: Facet[];
  facilities: Facet[];
  priceRange: { min: number; max: number } | null;
}

export type ResultsState =
  | { kind: 'loading'; slow: boolean }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; products: ProductCard[]; total: number; page: number; facets: Facets; more: 'idle' | 'loading' | 'failed'; place: string | null };

type Action =
  | { type: 'start' }
  | { type: 'slow' }
  | { type: 'failed'; message: string }
  | { type: 'loaded'; data: FindProductsResult }
  | { type: 'more' }
  | { type: 'moreLoaded'; data: FindProductsResult }
  | { type: 'moreFailed' };

const facetsOf = (data: FindProductsResult): Facets => ({
  types: data.facets?.types ?? [],
  facilities: data.facets?.facilities ?? [],
  priceRange: data.facets?.priceRange ?? null,
});

export function resultsReducer(state: ResultsState, action: Action): ResultsState {
  switch (action.type) {
    case 'start':
      return { kind: 'loading', slow: false };
    case 'slow':
      return state.kind === 'loading' ? { kind: 'loading', slow: true } : state;
    case 'failed':
      return { kind: 'failed', message: action.message };
    case 'loaded':
      return { kind: 'ready', products: action.data.products, total: action.data.total, page: 0, facets: facetsOf(action.data), more: 'idle', place: action.data.place };
    case 'more':
      return state.kind === 'ready' ? { ...state, more: 'loading' } : state;
    case 'moreLoaded': {
      if (state.kind !== 'ready') return state;
      const seen = new Set(state.products.map((p) => String(p.productIdx)));
      const added = action.data.products.filter((p) => !seen.has(String(p.productIdx)));
      // A page that adds nothing means the list is complete, whatever total said.
      const total = added.length === 0 ? state.products.length : action.data.total;
      return { ...state, products: [...state.products, ...added], total, page: state.page + 1, more: 'idle' };
    }
    case 'moreFailed':
      return state.kind === 'ready' ? { ...state, more: 'failed' } : state;
  }
}

/** Ready with the stays that came with the page, or loading. */
function firstState(first: ReturnType<typeof findProductsBody>): ResultsState {
  const data = pageFindProducts(first);
  return data ? resultsReducer({ kind: 'loading', slow: false }, { type: 'loaded', data }) : { kind: 'loading', slow: false };
}

const messageOf = (error: unknown) => (isClientException(error) ? error.message : '');

export function useProductResults(condition: SearchCondition, options: ResultOptions) {
  const { i18n } = useStayTranslation();
  const first = useMemo(() => findProductsBody(condition, options, 0), [condition, options]);
  const key = `${JSON.stringify(first)}|${i18n.language}`;
  // A server-drawn /search came with its first stays; the page starts ready with them.
  const [state, dispatch] = useReducer(resultsReducer, first, firstState);
  const [attempt, retry] = useReducer((n: number) => n + 1, 0);
  // The request the page came ready for: it is not made again.
  const seeded = useRef(state.kind === 'ready' ? key : null);
  const latest = useRef({ state, first });
  latest.current = { state, first };
  const moreRequest = useRef<AbortController | null>(null);

  useEffect(() => {
    const stopMore = () => {
      moreRequest.current?.abort();
      moreRequest.current = null;
    };
    const ready = seeded.current === key;
    seeded.current = null;
    if (ready) return stopMore;
    const controller = new AbortController();
    dispatch({ type: 'start' });
    const slow = setTimeout(() => dispatch({ type: 'slow' }), SLOW_MS);
    findProducts(latest.current.first, controller.signal)
      .then(
        (data) => !controller.signal.aborted && dispatch({ type: 'loaded', data }),
        (error: unknown) => {
          if (controller.signal.aborted || isAbort(error)) return;
          logger.error('findProducts failed', error);
          dispatch({ type: 'failed', message: messageOf(error) });
        },
      )
      .finally(() => clearTimeout(slow));
    return () => {
      controller.abort();
      clearTimeout(slow);
      stopMore();
    };
  }, [key, attempt]);

  const loadMore = useCallback(() => {
    const { state: now, first: body } = latest.current;
    if (now.kind !== 'ready' || now.more === 'loading' || now.products.length >= now.total) return;
    const controller = new AbortController();
    moreRequest.current = controller;
    dispatch({ type: 'more' });
    findProducts({ ...body, page: now.page + 1 }, controller.signal).then(
      (data) => !controller.signal.aborted && dispatch({ type: 'moreLoaded', data }),
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        logger.error('findProducts (next page) failed', error);
        dispatch({ type: 'moreFailed' });
      },
    );
  }, []);

  return { state, retry, loadMore, requestKey: key };
}

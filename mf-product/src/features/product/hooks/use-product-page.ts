// The page's data as an explicit state derived from the requests (STYLE "State of a booking
// flow"): loading -> ready | notFound | failed; a new condition re-prices while the last answer
// stays on screen (refreshing). Detail and rate plans are asked for together.
import { ClientException, type SearchCondition } from '@stay/shared';
import { useCallback, useEffect, useState } from 'react';
import { conditionBody } from '../api/condition-body';
import { getProductDetail, type ProductDetail } from '../api/get-product-detail';
import { getRatePlans, type RatePlans } from '../api/get-rate-plans';

export type ProductPageState =
  | { status: 'loading' }
  | { status: 'ready'; detail: ProductDetail; plans: RatePlans; refreshing: boolean }
  | { status: 'notFound' }
  | { status: 'failed'; message: string };

const isNotFound = (e: unknown) => e instanceof ClientException && (e.status === 404 || e.code === 'NOT_FOUND');

export function useProductPage(productIdx: number, condition: SearchCondition) {
  const [state, setState] = useState<ProductPageState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(conditionBody(condition));

  useEffect(() => {
    if (!Number.isInteger(productIdx) || productIdx < 1) {
      setState({ status: 'notFound' });
      return;
    }
    const controller = new AbortController();
    const body = JSON.parse(key) as ReturnType<typeof conditionBody>;
    setState((s) => (s.status === 'ready' ? { ...s, refreshing: true } : { status: 'loading' }));
    Promise.all([getProductDetail(productIdx, body, controller.signal), getRatePlans(productIdx, body, controller.signal)])
      .then(([detail, plans]) => setState({ status: 'ready', detail, plans, refreshing: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isNotFound(error)) setState({ status: 'notFound' });
        else setState({ status: 'failed', message: error instanceof Error ? error.message : '' });
      });
    return () => controller.abort();
  }, [productIdx, key, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  /** The wish toggle updates the detail without a reload. */
  const setWished = useCallback(
    (wished: boolean) =>
      setState((s) => (s.status === 'ready' ? { ...s, detail: { ...s.detail, favoriteProductIdx: wished ? productIdx : null } } : s)),
    [productIdx],
  );

  return { state, retry, setWished };
}

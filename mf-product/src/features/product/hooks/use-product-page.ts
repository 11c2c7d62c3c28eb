// The page's data as an explicit state derived from the requests (STYLE "State of a booking
// flow"): loading -> ready | notFound | failed; a new condition re-prices while the last answer
// stays on screen (refreshing). Detail and rate plans are asked for together; when only the rate
// plans fail, the page stays and the rooms say so and retry in place.
import { ClientException, type SearchCondition } from '@stay/shared';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { stayPageBodyOf, type StayPageBody } from '@stay/shared/contracts/stay-condition';
import { getProductDetail, pageDetail, type ProductDetail } from '../api/get-product-detail';
import { getRatePlans, pagePlans, type RatePlans } from '../api/get-rate-plans';

export type ProductPageState =
  | { status: 'loading' }
  | { status: 'ready'; detail: ProductDetail; plans: RatePlans | null; plansError: string | null; refreshing: boolean }
  | { status: 'notFound' }
  | { status: 'failed'; message: string };

const isNotFound = (e: unknown) => e instanceof ClientException && (e.status === 404 || e.code === 'NOT_FOUND');

type PlansAnswer = { ok: true; plans: RatePlans } | { ok: false; error: unknown };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/** The page ready at once from the answers that came with it (a server-drawn first view), or loading. */
function firstState(productIdx: number, condition: SearchCondition, promotionIdx: number | undefined): ProductPageState {
  const body = stayPageBodyOf(condition, promotionIdx);
  const detail = pageDetail(productIdx, body);
  const plans = detail && pagePlans(productIdx, body);
  return detail && plans ? { status: 'ready', detail, plans, plansError: null, refreshing: false } : { status: 'loading' };
}

/** `promotionIdx`: the event deal the page was opened from; the server prices the deal (or says why not). */
export function useProductPage(productIdx: number, condition: SearchCondition, promotionIdx?: number) {
  const [state, setState] = useState<ProductPageState>(() => firstState(productIdx, condition, promotionIdx));
  const [attempt, setAttempt] = useState(0);
  const [plansAttempt, setPlansAttempt] = useState(0);
  const key = JSON.stringify(stayPageBodyOf(condition, promotionIdx));
  // The condition the page came ready for: its first requests are not made.
  const seeded = useRef(state.status === 'ready' ? key : null);

  useEffect(() => {
    if (!Number.isInteger(productIdx) || productIdx < 1) {
      setState({ status: 'notFound' });
      return;
    }
    const ready = seeded.current === key;
    seeded.current = null;
    if (ready) return;
    const controller = new AbortController();
    const body = JSON.parse(key) as StayPageBody;
    setState((s) => (s.status === 'ready' ? { ...s, refreshing: true } : { status: 'loading' }));
    const plans: Promise<PlansAnswer> = getRatePlans(productIdx, body, controller.signal).then(
      (answer) => ({ ok: true, plans: answer }),
      (error: unknown) => ({ ok: false, error }),
    );
    Promise.all([getProductDetail(productIdx, body, controller.signal), plans])
      .then(([detail, answer]) => {
        if (controller.signal.aborted) return;
        if (!answer.ok && isNotFound(answer.error)) return setState({ status: 'notFound' });
        // The whole page draws at once here; in a transition it is drawn in slices.
        startTransition(() =>
          setState({ status: 'ready', detail, plans: answer.ok ? answer.plans : null, plansError: answer.ok ? null : messageOf(answer.error), refreshing: false }),
        );
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isNotFound(error)) setState({ status: 'notFound' });
        else setState({ status: 'failed', message: messageOf(error) });
      });
    return () => controller.abort();
  }, [productIdx, key, attempt]);

  // Rooms only, in place: the rest of the page stays as it is.
  useEffect(() => {
    if (plansAttempt === 0) return undefined;
    const controller = new AbortController();
    const body = JSON.parse(key) as StayPageBody;
    setState((s) => (s.status === 'ready' ? { ...s, refreshing: true } : s));
    getRatePlans(productIdx, body, controller.signal).then(
      (plans) => setState((s) => (s.status === 'ready' ? { ...s, plans, plansError: null, refreshing: false } : s)),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => (s.status === 'ready' ? { ...s, plansError: messageOf(error), refreshing: false } : s));
      },
    );
    return () => controller.abort();
    // The key is read, not followed: a new condition reloads everything through the effect above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [plansAttempt]);

  const retryPlans = useCallback(() => setPlansAttempt((n) => n + 1), []);

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

  return { state, retry, retryPlans, setWished };
}

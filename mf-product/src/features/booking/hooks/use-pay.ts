// Pay: create the order (POST .../order, the hold), open the gateway payment (POST
// /payments/prepare) with return paths on this site, then go to the gateway: the sandbox's page, or
// Toss's window opened from here ('opening' while its script loads). The flow is one explicit
// state; every failure keeps the form as it is and says what happened.
import { currentAppPath, withLocale, type Locale } from '@stay/shared';
import { useCallback, useState } from 'react';
import { paths } from '../../../config/paths';
import type { BookTarget } from '../../../lib/book-query';
import { rememberBookPath, rememberChoices, rememberGuest } from '../../../lib/book-return';
import { openPayment, PaymentWindowError } from '../../../lib/open-payment';
import { needsLogin } from '@stay/shared/kit/use-load';
import { errorCode } from '@stay/shared/kit/errors';
import { createOrder, type OrderInput } from '../api/create-order';
import { preparePayment } from '../api/prepare-payment';

export type PayState =
  | { status: 'idle' }
  | { status: 'ordering' }
  | { status: 'preparing' }
  /** Toss's window is loading (its script comes from Toss only now). */
  | { status: 'opening' }
  | { status: 'redirecting' }
  | { status: 'error'; code: string; message: string }
  | { status: 'priceChanged'; oldAmount: number };

export interface PayHandlers {
  /** The server priced the stay differently: ask for the new quote. */
  onPriceChanged: () => void;
  onCouponRejected: () => void;
  onPointsRejected: () => void;
  onLogin: () => void;
}

/** Return paths carry the UI locale, so the traveller comes back in the same language. */
export function returnPaths(locale: Locale, orderNum: string, productIdx: number) {
  const q = new URLSearchParams({ orderNum, productIdx: String(productIdx) });
  const success = withLocale(locale, paths.paymentResult(q));
  q.set('failed', '1');
  return { successUrl: success, failUrl: withLocale(locale, paths.paymentResult(q)) };
}

export function usePay(target: BookTarget | null, locale: Locale, handlers: PayHandlers) {
  const [state, setState] = useState<PayState>({ status: 'idle' });

  const pay = useCallback(
    async (input: OrderInput, method: string) => {
      if (!target) return;
      setState({ status: 'ordering' });
      const here = currentAppPath();
      try {
        const order = await createOrder(target, input);
        rememberBookPath(order.orderNum, here);
        const { name, firstName, lastName, countryCode, tel, email } = input.guest;
        rememberGuest(here, { name, firstName, lastName, countryCode, tel, email });
        rememberChoices(here, { couponUserIdx: input.couponUserIdx ?? null, usePoint: input.usePoint ?? 0, useUserPoint: input.useUserPoint ?? 0, method });
        setState({ status: 'preparing' });
        const prepared = await preparePayment({ orderNum: order.orderNum, method, ...returnPaths(locale, order.orderNum, target.productIdx) });
        await openPayment(prepared, locale, () => setState({ status: 'opening' }));
        setState({ status: 'redirecting' });
      } catch (error) {
        // Toss's window did not open or the buyer closed it: nothing was charged, the hold stands.
        if (error instanceof PaymentWindowError) return setState({ status: 'error', code: error.code, message: error.message });
        if (needsLogin(error)) {
          setState({ status: 'idle' });
          return handlers.onLogin();
        }
        const code = errorCode(error);
        if (code === 'PRICE_CHANGED') {
          setState({ status: 'priceChanged', oldAmount: input.amount });
          return handlers.onPriceChanged();
        }
        if (code.startsWith('COUPON_')) handlers.onCouponRejected();
        if (code === 'POINTS_EXCEEDED') handlers.onPointsRejected();
        setState({ status: 'error', code, message: error instanceof Error ? error.message : '' });
      }
    },
    [target, locale, handlers],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, pay, reset };
}

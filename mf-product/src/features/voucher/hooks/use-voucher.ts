// The voucher's booking as an explicit state: loading -> ready | notFound | login | failed. An
// action (date chosen, cancelled) replaces or reloads it.
import { ClientException } from '@stay/shared';
import { useCallback, useEffect, useState } from 'react';
import type { BookingContent } from '@stay/shared/contracts/booking-content';
import { getBookingContent } from '../../../lib/get-booking-content';
import { needsLogin } from '@stay/shared/kit/use-load';

/** SPEC §9: the voucher (lms) detail requests 20 images. */
export const VOUCHER_IMAGES = 20;

export type VoucherState =
  | { status: 'loading' }
  | { status: 'ready'; booking: BookingContent }
  | { status: 'notFound' }
  | { status: 'login' }
  | { status: 'failed'; message: string };

export function useVoucher(orderNum: string) {
  const [state, setState] = useState<VoucherState>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!/^[A-Z0-9]{4,40}$/.test(orderNum)) return setState({ status: 'notFound' });
    const controller = new AbortController();
    getBookingContent(orderNum, VOUCHER_IMAGES, controller.signal)
      .then((booking) => setState({ status: 'ready', booking }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (needsLogin(error)) return setState({ status: 'login' });
        if (error instanceof ClientException && error.status === 404) return setState({ status: 'notFound' });
        setState({ status: 'failed', message: error instanceof Error ? error.message : '' });
      });
    return () => controller.abort();
  }, [orderNum, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const replace = useCallback((booking: BookingContent) => setState({ status: 'ready', booking }), []);
  return { state, reload, replace };
}

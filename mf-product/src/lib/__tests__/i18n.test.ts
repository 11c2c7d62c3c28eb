// Every string of the booking, payment result and voucher pages exists in ko, en and ja.
import { missingKeys } from '@stay/shared';
import { bookingMessages } from '../../features/booking/i18n';
import { paymentMessages } from '../../features/payment/i18n';
import { voucherMessages } from '../../features/voucher/i18n';
import { orderMessages } from '../order-i18n';

test.each([
  ['order', orderMessages],
  ['booking', bookingMessages],
  ['payment', paymentMessages],
  ['voucher', voucherMessages],
])('%s strings are complete in ko, en and ja', (_, bundle) => {
  expect(missingKeys(bundle)).toEqual([]);
});

// Every string of the booking, payment result, voucher and event pages, and the remote's own, exists in ko, en and ja.
import { missingKeys } from '@stay/shared';
import { bookingMessages } from '../../features/booking/i18n';
import { eventMessages } from '../../features/event/i18n';
import { paymentMessages } from '../../features/payment/i18n';
import { voucherMessages } from '../../features/voucher/i18n';
import { productMessages } from '../i18n';
import { orderMessages } from '../order-i18n';

test.each([
  ['product', productMessages],
  ['order', orderMessages],
  ['event', eventMessages],
  ['booking', bookingMessages],
  ['payment', paymentMessages],
  ['voucher', voucherMessages],
])('%s strings are complete in ko, en and ja', (_, bundle) => {
  expect(missingKeys(bundle)).toEqual([]);
});

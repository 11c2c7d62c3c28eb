import type { CouponsStrings } from './ko';

export const en: CouponsStrings = {
  title: 'Register a coupon code',
  kind: { label: 'Kind of code', PACK: 'Coupon pack code', CORPORATION: 'Company code', LIVE: 'Live broadcast number' },
  input: { PACK: 'Enter the coupon pack code', CORPORATION: 'Enter the company code', LIVE: 'Enter the live broadcast number' },
  hint: { PACK: 'e.g. WELCOME-PACK. Upper or lower case both work.', CORPORATION: '4-20 upper-case letters and digits', LIVE: 'The number shown on the live broadcast' },
  submit: 'Register',
  required: 'Enter a code.',
  corporationFormat: 'Enter upper-case letters and digits.',
  liveFormat: 'Digits only.',
  added_one: 'You got {{count}} coupon: {{names}}',
  added_other: 'You got {{count}} coupons: {{names}}',
  once: 'Each code can be registered once per member.',
  isNew: 'New',
  coupons: {
    title: 'Coupons', groups: { label: 'Coupon status', usable: 'Usable', used: 'Used', expired: 'Expired' }, empty: 'No coupons here.',
    minPrice: 'On bookings of {{amount}} or more', noMin: 'No minimum', maxDiscount: 'Up to {{amount}} off', external: 'Also for partner-channel stays', ownOnly: 'AwesomeStay stays only',
    until: 'Until {{date}}', usedOn: 'Used on {{date}}', amountOff: '{{amount}} off', rateOff: '{{rate}}% off',
  },
};

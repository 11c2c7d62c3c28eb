import type { CouponsStrings } from './ko';

export const en: CouponsStrings = {
  title: 'Register a coupon code',
  label: 'Coupon code',
  hint: 'A coupon pack code (e.g. WELCOME-PACK), your company code or a live broadcast number. Spaces, hyphens and upper or lower case do not matter.',
  submit: 'Register',
  busy: 'Registering…',
  required: 'Enter a code.',
  tooLong: 'This is too long for a code. Enter at most {{max}} characters.',
  failed: 'The code could not be registered. Please try again shortly.',
  registered: { PACK: 'Coupon pack code registered.', CORPORATION: 'Company code registered.', LIVE: 'Live broadcast code registered.' },
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

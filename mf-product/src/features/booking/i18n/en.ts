import type { ko } from './ko';

export const en: typeof ko = {
  title: 'Book and pay',
  broken: { title: 'We cannot read this booking', lead: 'The booking link is incomplete. Please choose the room again on the stay page.' },
  failed: { title: 'This booking cannot go ahead' },
  backToStay: 'Back to the stay',
  summary: {
    title: 'Your booking', room: 'Room', plan: 'Rate plan', checkIn: 'Check-in', checkOut: 'Check-out', stay: 'Length of stay', guests: 'Guests', cancel: 'Cancellation',
  },
  guest: {
    title: 'Guest details', name: 'Name', firstName: 'First name (English)', lastName: 'Last name (English)', countryCode: 'Country code', tel: 'Mobile number', telIntl: 'Phone number', email: 'E-mail',
    intlHint: 'Enter the name in English as it appears on the passport.', countryHint: 'e.g. 82, 81, 1',
  },
  coupon: {
    title: 'Coupon', label: 'Coupon to apply', none: 'No coupon', off: '{{amount}} off', empty: 'You have no coupons to use.', failed: 'Your coupons could not be loaded.',
    unavailable: '{{name}} (unavailable: {{reason}})', expires: 'until {{date}}',
    reason: { MIN_PRICE: 'below the minimum amount', EXPIRED: 'expired', USED: 'already used', NOT_APPLICABLE: 'not valid for this stay', other: 'not usable' },
  },
  points: {
    title: 'Points', label: 'Points to use', have: 'You have {{point}} · up to {{max}} can be used', useAll: 'Use all', over: 'You can use up to {{max}}.', invalid: 'Digits only.',
  },
  welfare: {
    title: 'Welfare points', label: 'Welfare points to use', have: 'You have {{point}} · up to {{max}} can be used · the rest is paid with the method below', useAll: 'Use all', over: 'You can use up to {{max}}.', invalid: 'Digits only.',
  },
  pay: {
    title: 'Payment method', terms: 'I agree to the booking terms, the cancellation policy and the sharing of my details with the stay.', button: 'Pay {{amount}}', ordering: 'Booking…', preparing: 'Opening the payment…', opening: 'Opening Toss Payments…',
    hold: 'The room is held for {{minutes}} minutes while you pay.', requoting: 'Updating the amount.',
  },
  form: { termsRequired: 'Please agree to the terms.', errorsTitle: 'Please check the details you entered.' },
  deal: { applied: "The event deal's {{rate}}% discount is applied.", notApplied: 'This event deal is not on sale for these dates, so the normal price applies.' },
  priceChanged: { title: 'The price has changed', body: 'Was {{old}}, now {{new}}', accept: 'Accept the new price and pay', cancel: 'Go back' },
  errors: {
    SOLD_OUT: 'This room has just sold out. Please choose another room or date.',
    POINTS_EXCEEDED: 'That is more points than you can use. Please enter the points again.',
    COUPON: 'The coupon you chose cannot be used, so it was removed. Check the amount and pay again.',
    HOLD_EXPIRED: 'The time to pay ran out. Please press Pay again.',
    generic: 'The booking did not go through. Please try again shortly.',
  },
};

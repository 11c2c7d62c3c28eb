import type { OrderStrings } from './ko';

export const en: OrderStrings = {
  loading: 'Loading.',
  retry: 'Try again',
  loginNeeded: 'Please log in. Taking you to the login page.',
  status: {
    upcoming: 'Upcoming', confirm: 'Booking complete', past: 'Past booking', cancel: 'Cancelled', cancelRequest: 'Cancellation requested', cancelWait: 'Awaiting cancellation', unknown: 'Checking',
    desc: {
      upcoming: 'Check-in day or awaiting confirmation', addPay: 'Awaiting additional payment', confirmWait: 'Awaiting confirmation', confirm: 'Write a review and share it',
      review: 'Please leave a review', noshow: 'NOSHOW', cancel: 'Refund timing varies by card or payment method', noDate: 'Stay date not set',
      today: 'Check-in day', dday_one: 'Check-in in {{count}} day', dday_other: 'Check-in in {{count}} days', shareReview: 'Share your review', none: '',
    },
  },
  amounts: {
    title: 'Amount', room: 'Room rate', member: 'Member discount', deal: 'Event deal', coupon: 'Coupon', points: 'Points', welfare: 'Welfare points', taxes: 'Taxes and fees', included: 'Included',
    total: 'Total to pay', paid: 'Amount paid', refund: 'Refund', cashback: 'Cashback to come',
  },
  cancel: { free: 'Free cancellation until {{date}}', none: 'Cancel (refund) not possible', error: "Failed to fetch the product's cancellation rules. Please try again shortly." },
  guests: { adults_one: '{{count}} adult', adults_other: '{{count}} adults', children_one: '{{count}} child', children_other: '{{count}} children', rooms_one: '{{count}} room', rooms_other: '{{count}} rooms' },
};

import type { MypageStrings } from './ko';

export const en: MypageStrings = {
  loading: 'Loading.',
  retry: 'Try again',
  loginNeeded: 'Please log in. Taking you to the login page.',
  failed: 'This could not be loaded.',
  money: {
    paidTotal: 'Total',
    refundTotal: 'Total refund',
    when: { IMMEDIATE: 'Back at once', BY_DATE: 'Refunded by {{date}} (up to 3 business days)' },
    route: { PAYMENT: '{{method}}', ADD_PAY: 'Additional payment ({{method}})', AWESOME_CASH: 'Awesome cash', WELFARE_POINTS: 'Welfare points', COUPON: 'Coupon discount' },
    ledger: {
      scope: { WHOLE: 'Whole booking cancelled · {{date}}', ROOM: 'One room cancelled · {{date}}', NIGHTS: 'Last nights cancelled · {{date}}' },
      when: {
        IMMEDIATE: 'Back at once with the cancellation',
        DUE: 'Refunded by {{date}} (up to 3 business days)',
        LANDED: 'Refunded by {{date}}',
        UNKNOWN: 'Refund timing varies by card or payment method',
        COUPON: 'Back in your coupons · not money',
      },
      coupon: 'Coupon returned',
      couponAmount: '{{amount}} coupon',
      total: 'Total refunded',
      couponNote: 'A returned coupon is not money, so it is not part of the total refunded.',
    },
  },
  notFound: {
    title: 'Page not found',
    lead: 'Please check the address.',
  },
  home: {
    title: 'My page',
    lead: 'Your bookings, coupons and points in one place.',
  },
  user: {
    title: 'Member info',
    lead: 'Manage your name, contact details and password.',
  },
  books: {
    title: 'My bookings',
    lead: 'Upcoming, past and cancelled bookings.',
  },
  wishes: {
    title: 'Wishlist',
    lead: 'Stays you saved.',
  },
  coupon: {
    title: 'Coupons',
    lead: 'Coupons you can use.',
  },
  cash: {
    title: 'Awesome cash',
    lead: 'Your points and their history.',
  },
};

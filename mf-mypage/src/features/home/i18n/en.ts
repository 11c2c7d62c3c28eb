import type { HomeStrings } from './ko';

export const en: HomeStrings = {
  title: 'My page',
  loading: 'Loading.',
  failed: 'Your member information could not be loaded.',
  retry: 'Try again',
  loginNeeded: 'Please log in. Taking you to the login page.',
  greeting: 'Hello, {{name}}',
  defaultName: 'customer',
  grade: {
    bronzeTitle: 'General member', bronzePitch: 'Book for less every time with the awesome membership.', subscribe: 'Join awesome membership', corporateLink: 'Are you a corporate member?',
    awesomeTitle: 'Awesome member', silver: 'Silver (monthly)', gold: 'Gold (yearly)', manage: 'Manage membership',
    corporateTitle: 'Corporate member', corporateRegistered: '{{corpName}} registered', welfare: 'Welfare points',
  },
  stats: { label: 'At a glance', upcoming: 'Upcoming bookings', coupons: 'Usable coupons', cash: 'Awesome cash', welfare: 'Welfare points', count_one: '{{count}}', count_other: '{{count}}', couponCount_one: '{{count}}', couponCount_other: '{{count}}' },
  shortcuts: { label: 'Shortcuts', books: 'My bookings', wishes: 'Wishlist', coupon: 'Coupons', alarms: 'My alarms', cash: 'Awesome cash', user: 'Member info', inquiries: 'Inquiries' },
};

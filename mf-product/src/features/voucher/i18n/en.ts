import type { ko } from './ko';

export const en: typeof ko = {
  title: 'Booking voucher',
  notFound: { title: 'Booking not found', lead: 'Please check the booking number.' },
  failed: 'The booking could not be loaded.',
  stay: {
    title: 'Your stay', orderNum: 'Booking number', confirmNum: 'Confirmation number', voucherNum: 'Voucher number', awaiting: 'Awaiting confirmation', none: 'Not issued yet', room: 'Room', plan: 'Rate plan', meal: 'Meals',
    checkIn: 'Check-in', checkOut: 'Check-out', time: '{{date}} {{time}}', noDate: 'Stay date not set', length: 'Length of stay', guests: 'Guests', address: 'Address', cancel: 'Cancellation', photo: 'Photo {{n}} of {{name}}',
    roomsCancelled_one: '{{count}} room was cancelled from this booking; these are the guests staying in the rooms left.', roomsCancelled_other: '{{count}} rooms were cancelled from this booking; these are the guests staying in the rooms left.',
  },
  actions: { title: 'Quick actions', print: 'Print voucher', calendar: 'Add to calendar (.ics)', calendarTitle: 'Stay at {{name}}', calendarNote: 'Booking number {{orderNum}} · {{room}}', call: 'Call the property {{tel}}' },
  guest: { title: 'Guest', name: 'Name', tel: 'Phone', email: 'E-mail' },
  payment: { title: 'Payment', method: 'Payment method', date: 'Paid on', cancelled: 'Refunded', paidBy: 'Paid with', route: { AWESOME_CASH: 'Awesome cash', WELFARE_POINTS: 'Welfare points', COUPON: 'Coupon discount' }, paidTotal: 'Total' },
  date: {
    title: 'Choose your stay date', lead: 'This voucher is good for one night between {{from}} and {{to}}.', label: 'Check-in date', none: 'No dates are available.', submit: 'Confirm this date', chosen: 'Chosen: {{date}}',
    confirm: 'Confirm check-in on {{date}}? The date cannot be changed afterwards.', done: 'Your stay date is confirmed.', loading: 'Loading the available dates.',
    errors: { DATE_ALREADY_CHOSEN: 'The stay date has already been chosen.', DATE_OUT_OF_RANGE: 'That date is outside the voucher period.', SOLD_OUT: 'That date has just sold out. Please choose another date.' },
  },
  cancel: {
    title: 'Cancel booking', button: 'Cancel this booking', lead: 'You will see every refund (card, points, coupon) and any fee before you confirm.', notAllowed: 'This booking can no longer be cancelled (refunded): the free-cancellation period is over or the rate is non-refundable. Please contact the customer centre for help.',
  },
  addPay: { title: 'Additional payments', paid: 'Paid', unpaid: 'Unpaid', pay: 'Pay {{amount}}', method: 'Payment method', busy: 'Opening the payment…', opening: 'Opening Toss Payments…', ALREADY_PAID: 'This additional payment is already paid.' },
  generic: 'That did not work. Please try again shortly.',
  section: { title: 'Booking voucher', lead: 'Your booking and voucher.' },
};

import type { BooksStrings } from './ko';

export const en: BooksStrings = {
  title: 'My bookings',
  loading: 'Loading.',
  retry: 'Try again',
  failed: 'Your bookings could not be loaded.',
  loginNeeded: 'Please log in. Taking you to the login page.',
  tabs: { label: 'Booking status', pending: 'Upcoming', complete: 'Past', cancel: 'Cancelled' },
  empty: { pending: 'No upcoming bookings.', complete: 'No past bookings.', cancel: 'No cancelled bookings.' },
  more: 'Show more',
  end: 'That is all of your bookings.',
  row: {
    nights_one: '{{count}} night', nights_other: '{{count}} nights', rooms_one: '{{count}} room', rooms_other: '{{count}} rooms',
    open: 'Booking details', review: 'Write a review', myReview: 'My review', cancel: 'Cancel booking', chooseDate: 'Choose stay date', voucher: 'Voucher', noDate: 'Stay date not set', window: 'Choose between {{from}} and {{to}}',
    orderNum: 'Booking no. {{orderNum}}',
    ownChannel: 'Booked with AwesomeStay', partnerChannel: 'Partner channel booking',
    remove: 'Remove from list', removeConfirm: 'Remove this booking from your list? Its record is kept.', removed: 'The booking was removed from your list.',
  },
  status: {
    upcoming: 'Upcoming', confirm: 'Booking complete', past: 'Past booking', cancel: 'Cancelled', cancelRequest: 'Cancellation requested', cancelWait: 'Awaiting cancellation', unknown: 'Checking',
    desc: {
      upcoming: 'Check-in day or awaiting confirmation', addPay: 'Awaiting additional payment', confirmWait: 'Awaiting confirmation', confirm: 'Write a review and share it',
      review: 'Please leave a review', noshow: 'NOSHOW', cancel: 'Refund timing varies by card or payment method', noDate: 'Stay date not set',
      today: 'Check-in day', dday_one: 'Check-in in {{count}} day', dday_other: 'Check-in in {{count}} days', shareReview: 'Share your review', none: '',
      reviewUntil: 'You can review your stay until {{date}}', reviewed: 'Thank you for your review', stayed: 'This stay is over',
    },
  },
  cancelText: { free: 'Free cancellation until {{date}}', none: 'Cancel (refund) not possible' },
  detail: {
    title: 'Booking details', back: 'Back to my bookings', notFound: 'Booking not found.', notFoundLead: 'Please check the booking number.',
    stay: 'Stay', room: 'Room', rateplan: 'Rate plan', meal: 'Meals', checkin: 'Check-in', checkout: 'Check-out', guests: 'Guests', orderNum: 'Booking no.', confirmNum: 'Confirmation no.',
    guest: 'Guest', guestName: 'Name', guestTel: 'Phone', guestEmail: 'E-mail',
    cancelRule: 'Cancellation rule', refunds: 'Refunds', payment: 'Payment', payMethod: 'Paid with', paidBy: 'Paid with', payDate: 'Paid on',
    original: 'Room rate', discount: 'Discount', coupon: 'Coupon', awesomeCash: 'Awesome cash used', welfare: 'Welfare points used', total: 'Card / easy pay', cashback: 'Cashback to come',
    addPays: 'Additional payments', addPaid: 'Paid', addUnpaid: 'To pay', voucher: 'Open voucher', ask: 'Ask about this booking', cancel: 'Cancel booking', cancelRoom: 'Cancel one room', cancelNights: 'Cancel the last nights', partCancelled: 'Part of this booking was cancelled. These are the amounts of what remains.', review: 'Write a review', myReview: 'My review',
    roomsCancelled_one: '{{count}} room was cancelled from this booking; the guests above are those staying in the rooms left.', roomsCancelled_other: '{{count}} rooms were cancelled from this booking; the guests above are those staying in the rooms left.',
    adults_one: '{{count}} adult', adults_other: '{{count}} adults', children_one: '{{count}} child', children_other: '{{count}} children',
  },
};

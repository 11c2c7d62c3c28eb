import type { PaymentStrings } from './ko';

export const en: PaymentStrings = {
  title: 'Payment result',
  settling: 'Checking your payment. Please keep this window open.',
  broken: 'We cannot read this payment result. Please check the booking in your booking history.',
  paid: { lead: 'Your payment is complete.', addPay: 'Your additional payment is complete.', orderNum: 'Booking number', confirmNum: 'Confirmation number', awaiting: 'Awaiting confirmation', none: 'Not issued yet', stay: 'Stay', method: 'Payment method', voucher: 'View your voucher' },
  declined: { reason: 'Reason: {{reason}}', issuer: 'the card company or payment provider did not approve the payment.', tryAnother: 'Try another card, or another method such as Kakao Pay or Toss Pay.', title: 'Payment declined', cancelled: 'Payment cancelled', lead: 'Nothing was charged and no booking was made. The room is no longer held.', addPay: 'The additional payment was not completed.', back: 'Back to the stay', backToBooking: 'Try booking again', voucher: 'Back to your voucher' },
  failed: { title: 'The payment could not be completed', HOLD_EXPIRED: 'The time to pay ran out and the booking was released. Please book again.', ALREADY_PAID: 'This booking is already paid.', SUPPLIER_REJECTED: 'The stay could not confirm the booking, so the payment was refunded in full. Please choose another room or date.' },
};

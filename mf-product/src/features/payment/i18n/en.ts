import type { PaymentStrings } from './ko';

export const en: PaymentStrings = {
  title: 'Payment result',
  settling: 'Checking your payment. Please keep this window open.',
  broken: 'We cannot read this payment result. Please check the booking in your booking history.',
  paid: { lead: 'Your payment is complete.', addPay: 'Your additional payment is complete.', orderNum: 'Booking number', confirmNum: 'Confirmation number', awaiting: 'Awaiting confirmation', none: 'Not issued yet', stay: 'Stay', method: 'Payment method', voucher: 'View your voucher' },
  declined: { reason: 'Reason: {{reason}}', issuer: 'the card company or payment provider did not approve the payment.', tryAnother: 'Try another card, or another method such as Kakao Pay or Toss Pay.', title: 'Payment declined', cancelled: 'Payment cancelled', lead: 'Nothing was charged and no booking was made. The room is no longer held.', addPay: 'The additional payment was not completed.', back: 'Back to the stay', backToBooking: 'Try booking again', voucher: 'Back to your voucher',
    held: 'Nothing was charged. The room is still held for you for a few minutes, so you can try again with the details you entered.',
    heldAddPay: 'Nothing was charged. You can pay the additional payment again from your voucher.',
    tryAgain: 'Try again',
    issuerReason: "The card company's reason: {{reason}}",
    code: 'Code for our support team: {{code}}',
    toss: {
      PAY_PROCESS_CANCELED: 'You closed the payment window before paying.',
      PAY_PROCESS_ABORTED: 'The payment stopped before it finished, for example because the card check failed or took too long.',
      REJECT_CARD_COMPANY: 'The card company refused this payment.',
      other: 'Toss Payments could not complete the payment.',
    },
  },
  failed: { title: 'The payment could not be completed', HOLD_EXPIRED: 'The time to pay ran out and the booking was released. Please book again.', ALREADY_PAID: 'This booking is already paid.', SUPPLIER_REJECTED: 'The stay could not confirm the booking, so the payment was refunded in full. Please choose another room or date.' },
};

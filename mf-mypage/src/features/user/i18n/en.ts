import type { UserStrings } from './ko';

export const en: UserStrings = {
  pwd: {
    title: 'Change password', current: 'Current password', next: 'New password', confirm: 'Confirm new password', save: 'Change password',
    hint: '6-16 characters combining letters, digits and special characters.', done: 'Your password was changed. Your other devices must log in again.', same: 'Choose a password different from the current one.',
  },
  intl: {
    title: 'Name and phone for stays abroad', lead: 'Bookings abroad need your name in English and a phone number with its country code.', none: 'Nothing registered yet.',
    first: 'First name (English)', last: 'Last name (English)', country: 'Country code', phone: 'Mobile number', save: 'Save', edit: 'Edit', cancel: 'Cancel', done: 'Your details for stays abroad were saved.',
    name: 'Name in English', tel: 'International phone',
  },
  marketing: {
    title: 'Marketing messages', label: 'Send me offers and events by e-mail and text message (optional).', agreedOn: 'Agreed ({{date}})', agreed: 'Agreed', withdrawnOn: 'Withdrawn ({{date}})', withdrawn: 'Withdrawn', never: 'Not agreed',
    on: 'You agreed to receive marketing messages.', off: 'You no longer receive marketing messages.',
  },
  data: {
    title: 'Download my data', lead: 'Get everything AwesomeStay holds about you (member info, bookings, payments, points, coupons, inquiries, logins) as a JSON file.', button: 'Download my data', done: 'Your file was downloaded.',
  },
  withdraw: {
    title: 'Withdraw membership', open: 'Withdraw membership', lead: 'Please read before you withdraw.',
    bookings: 'You cannot withdraw while you have an upcoming booking. Cancel it or complete your stay first. Unpaid bookings are cancelled automatically.',
    membership: 'An active awesome membership ends at once when you withdraw; the remaining period is not refunded.',
    yourMembership: 'Your {{grade}} membership (until {{date}}) ends now.',
    grade: { Silver: 'Silver', Gold: 'Gold' },
    benefits: 'Your awesome cash, coupons and wishlist are lost and do not come back if you sign up again.',
    data: 'Your name, e-mail, phone number and other personal data are deleted at once. Past bookings and payment records are kept, as the law requires, in a form that no longer identifies you.',
    pwd: 'Confirm your password', agree: 'I have read the above and want to withdraw.', agreeNeeded: 'Please confirm that you have read the notice.', submit: 'Withdraw', cancel: 'Cancel',
    confirm: 'Do you really want to withdraw? This cannot be undone.', done: 'Your membership has been withdrawn. Thank you for using AwesomeStay.',
  },
  user: {
    title: 'Member info', name: 'Name', email: 'E-mail', phone: 'Mobile number', noPhone: 'No number registered', grade: 'Grade', since: 'Member since',
    change: 'Change mobile number', newPhone: 'New mobile number', send: 'Get code', resend: 'Send again', sent: 'We sent a code to {{phone}}.', code: 'Verification code', save: 'Verify and change', cancel: 'Cancel',
    changed: 'Your mobile number was changed.', masked: 'Parts are hidden to protect your personal data.',
  },
};

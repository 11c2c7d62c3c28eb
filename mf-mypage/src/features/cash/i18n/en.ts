import type { CashStrings } from './ko';

export const en: CashStrings = {
  title: 'Awesome cash', balance: 'Awesome cash you can use', history: 'History', empty: 'Nothing yet.', more: 'Show more', booking: 'Booking {{orderNum}}', expires: 'Expires on {{date}}',
  action: { SAVE: 'Earned', USE: 'Used', CANCEL: 'Refunded', EXPIRE: 'Expired' },
};

import type { AlarmsStrings } from './ko';

export const en: AlarmsStrings = {
  title: 'My alarms',
  lead: 'Deals we will tell you about when their sale starts.',
  empty: 'You have not asked for any alarms.',
  sale: 'Sale {{from}} - {{to}}',
  state: { UPCOMING: 'Opening soon', OPEN: 'On sale', CLOSED: 'Ended' },
  notified: 'We have told you.',
  waiting: 'We will e-mail you when the sale starts.',
  cancel: 'Cancel alarm',
  cancelConfirm: 'Cancel the alarm for "{{title}}"?',
  cancelled: 'The alarm for "{{title}}" is cancelled.',
  failed: 'The alarm could not be cancelled.',
};

import type { NoticesStrings } from './ko';

export const en: NoticesStrings = {
  notice: {
    title: 'Notices',
    lead: 'News and announcements from AwesomeStay.',
    pinned: 'Important',
    types: { NOTICE: 'Notice', EVENT: 'Event', SYSTEM: 'System' },
    empty: 'No notices.',
    prev: 'Previous',
    next: 'Next',
    none: 'None',
    updated: 'Updated {{date}}',
  },
  ticker: { label: 'Notice', empty: 'No new notices.' },
};

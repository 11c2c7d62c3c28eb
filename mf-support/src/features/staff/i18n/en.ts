import type { StaffStrings } from './ko';

export const en: StaffStrings = {
  staff: {
    lead: 'Waiting inquiries, the oldest first; overdue ones are marked.',
    filters: { WAIT: 'Waiting', COMPLETE: 'Answered', ALL: 'All' },
    waiting: '{{count}} waiting',
    overdueCount: '{{count}} overdue',
    pageOf: 'Page {{page}} of {{pages}}',
    firstPage: 'Go to the first page',
    empty: 'No inquiries to answer.',
    member: '{{name}} ({{email}})',
    overdue: 'Overdue',
    due: 'Due {{date}}',
    answer: 'Answer',
    send: 'Send answer',
    sent: 'Answer sent. The member has been notified.',
    already: 'This inquiry has already been answered.',
    pageUrl: 'Sent from {{url}}',
  },
};

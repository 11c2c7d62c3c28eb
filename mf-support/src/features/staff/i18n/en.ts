import type { StaffStrings } from './ko';

export const en: StaffStrings = {
  staff: {
    lead: 'Inquiries whose answer is due soonest come first.',
    filters: { WAIT: 'Waiting', COMPLETE: 'Answered', ALL: 'All' },
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

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
  messages: {
    title: 'Undelivered messages',
    lead: 'E-mails and texts being retried or given up on. Destinations are partly hidden. Fix the cause, then send again.',
    only: 'Only operators can see this page.',
    empty: 'No undelivered messages.',
    status: { DEAD: 'Given up', RETRYING: 'Retrying' },
    attempts: '{{count}} tries',
    lastError: 'Last error: {{error}}',
    created: 'Written {{date}}',
    resend: 'Send again',
    resent: 'Queued to be sent again.',
    notDead: 'Already sent again, or not given up on.',
  },
};

import type { SupportStrings } from './ko';

export const en: SupportStrings = {
  common: {
    loading: 'Loading',
    failed: 'We could not load this.',
    retry: 'Try again',
    notFound: 'We could not find this.',
    backToList: 'Back to the list',
    pager: 'Pages',
    prevPage: 'Previous page',
    nextPage: 'Next page',
    pageN: 'Page {{n}}',
    login: 'Log in',
    loginNeeded: 'Log in to see this page.',
  },
  notFound: { title: 'Page not found', lead: 'Please check the address.' },
  faq: { title: 'FAQ' },
  staff: { title: 'Answer inquiries (staff)', only: 'This page is for customer centre agents. Log in with an account that holds the agent role.' },
  inquiries: { tabsLabel: 'Answer status', sentAt: 'Sent {{date}}', booking: 'Booking', answeredAt: 'Answered {{date}}' },
  staffNav: { label: 'Staff pages', inquiries: 'Answer inquiries', chat: 'Live chat', funnel: 'Booking funnel', prices: 'Membership prices', messages: 'Undelivered messages' },
};

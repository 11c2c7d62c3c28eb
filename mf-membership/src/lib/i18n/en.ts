import type { MembershipStrings } from './ko';

export const en: MembershipStrings = {
  notFound: { title: 'Page not found', lead: 'Please check the address.' },
  common: {
    loading: 'Loading…',
    loadFailed: 'Could not load this.',
    retry: 'Try again',
    login: 'Log in to join',
    loginNeeded: 'Please log in.',
    perMonth: 'month',
    perYear: 'year',
    manage: 'Go to membership management',
    working: 'Working…',
  },
};

import type { PoliciesStrings } from './ko';

export const en: PoliciesStrings = {
  policy: {
    terms: { title: 'Terms of service', lead: 'The terms for using AwesomeStay.' },
    privacy: { title: 'Privacy policy', lead: 'How AwesomeStay handles your personal information.' },
    ir: { title: 'Investor relations', lead: 'Information for AwesomeStay investors.' },
    version: 'Version',
    effective: 'Effective {{date}}',
    current: 'In effect',
    upcoming: 'Upcoming',
    older: 'You are reading an earlier version.',
    showCurrent: 'Show the current version',
    versionOption: '{{version}} (effective {{date}})',
    toc: 'Contents',
  },
  terms: { title: 'Terms of service', lead: 'The terms for using AwesomeStay.' },
  privacy: { title: 'Privacy policy', lead: 'How AwesomeStay handles your personal information.' },
  ir: { title: 'Investor relations', lead: 'Information for AwesomeStay investors.' },
};

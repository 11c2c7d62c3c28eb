import type { FaqStrings } from './ko';

export const en: FaqStrings = {
  faq: {
    lead: 'Answers to common questions about booking, payment, cancellation and membership.',
    search: 'Search questions',
    searchPlaceholder: 'What do you need? (e.g. refund)',
    types: 'Question types',
    all: 'All',
    results: '{{count}} results for “{{q}}”',
    none: 'No question matches. Ask us with a 1:1 inquiry.',
    copyLink: 'Copy link',
    copied: 'Link copied.',
    stillNeedHelp: 'Still need help?',
    ask: 'Ask us',
  },
};

import type { SearchStrings } from './ko';

export const en: SearchStrings = {
  notFound: {
    title: 'Page not found',
    lead: 'Please check the address.',
  },
};

import type { ProductStrings } from './ko';

export const en: ProductStrings = {
  notFound: {
    title: 'Page not found',
    lead: 'Please check the address.',
  },
};

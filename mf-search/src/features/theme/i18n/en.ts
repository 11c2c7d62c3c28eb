import type { ThemeStrings } from './ko';

export const en: ThemeStrings = {
  loading: 'Loading the theme’s stays.',
  failed: 'The theme could not be loaded.',
  retry: 'Try again',
  notFound: 'Theme not found.',
  pricedFor: 'Prices for {{checkIn}} - {{checkOut}}, {{adults}} adults',
  empty: 'No stay in this theme can be booked.',
  stays: 'Stays in this theme',
};

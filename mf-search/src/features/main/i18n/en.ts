import type { MainStrings } from './ko';

export const en: MainStrings = {
  heading: 'Where to next?',
  lead: 'Premium stays worldwide at their original price.',
  banners: 'Featured',
  bannerOf: '{{n}} of {{total}}',
  previous: 'Previous',
  next: 'Next',
  places: 'Popular destinations',
  placesLead: 'Where travellers are heading right now',
  searchPlace: 'Search stays in {{name}}',
  recommended: 'Recommended stays',
  recommendedLead: 'Prices for check-in {{date}}, 1 night, 2 adults',
  themes: 'Stays by theme',
  themesLabel: 'Choose a theme',
  themeEmpty: 'No stays in this theme yet.',
  themeAll: 'See the whole theme',
  failed: 'This could not be loaded.',
  retry: 'Try again',
  loading: 'Loading…',
};

import type { FunnelStrings } from './ko';

export const en: FunnelStrings = {
  title: 'Booking funnel (staff)',
  lead: 'Of the visits (sessions) that searched, how many then viewed a stay and how many then booked, by day. Only visits that consented to statistics are counted; each step counts once per visit, and a booking only when it was paid.',
  only: 'Log in with a customer centre staff account to use this page.',
  caption: 'Last {{days}} days, by day (Korean time)',
  day: 'Day',
  search: 'Search',
  view_item: 'Stay viewed',
  book: 'Booked',
  rate: '{{count}} ({{percent}}%)',
  empty: 'Nothing recorded yet.',
};

// Event deals and their advance notice (SPEC §3 Promotion, §7 event products and advance-notice):
// the deal page and its sale window, the deal's price on the stay page and on a booking quote, a
// stay's open deals, and members told once a deal they asked about opens. README.md beside this file.
export { eventDealRoutes } from './routes/deals';
export { alarmRoutes } from './routes/alarms';
export { ALARM_SWEEP_MS, notifyOpenedDeals } from './use-cases/alarms';
export { applyDeal } from './use-cases/booking-deal';
export { namedDeal, NO_DEAL, type NamedDeal } from './use-cases/stay-deal';
export { dealAmountOf } from './rules/deal-price';
export { openDealOfStay, type OpenDeal } from './use-cases/stay-open-deals';
export { eventDealsSeeder } from './seed';

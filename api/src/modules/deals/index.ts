// Event deals and their advance notice (SPEC §3 Promotion, §7 event products and advance-notice):
// the deal page and its sale window, the deal's price on a booking quote, and members told once a
// deal they asked about opens. README.md beside this file.
export { eventDealRoutes } from './routes/deals';
export { alarmRoutes } from './routes/alarms';
export { ALARM_SWEEP_MS, notifyOpenedDeals } from './use-cases/alarms';
export { applyDeal } from './use-cases/booking-deal';
export { eventDealsSeeder } from './seed';

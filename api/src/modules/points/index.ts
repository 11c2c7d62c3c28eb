// Points: the member's awesome cash and corporate welfare points as one ledger (SPEC §3 Point),
// GET /points and its history, and the welfare points' year end (reminder, expiry). Bookings
// spend and refund points through `pointsStore`. README.md beside this file.
export { pointRoutes, type PointRoutesOptions } from './routes';
export type { NeverPaidOrderNums } from './use-cases/point-history';
export { visibleHistory } from './rules/history';
export { pointsRepository, pointsStore, type PointsRepository } from './store';
export { koreanYear, lastUsableDay } from './rules/welfare';
export { runWelfareYearEnd } from './use-cases/welfare-year-end';

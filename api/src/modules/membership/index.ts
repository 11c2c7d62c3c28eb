// The awesome membership (SPEC §3 Membership plans, §4 Membership grade, §9 Membership): the
// billing state machine and price changes (rules/), subscribing with a registered card, renewals
// and their notices, cancel / refund / upgrade, and the grade every price and screen asks for.
// README.md beside this file.
export { membershipRoutes } from './routes';
export { gradeStore } from './store/grade';
export { runRenewals, type MembershipGateway, type RenewalResult } from './use-cases/renewals';
export { membershipGateway, renewalSeconds } from './use-cases/gateway';
export type { MembershipEvent, MembershipEventType } from './rules/events';

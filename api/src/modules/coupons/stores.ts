// The stores this module's use cases work with: its own, one set per database.
export { couponsStore as reposOf, type CouponsStore as Repos } from './store';

// The search section's modals, loaded on demand (lazy-modals.tsx).
export { CalendarModal } from './calendar-modal';
export { GuestModal } from './guest-modal';
export { KeywordModal } from './keyword-modal';

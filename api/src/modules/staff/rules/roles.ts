// Which staff role each staff-only piece of work needs. Pure: the roles a member holds in,
// decisions out. One role per piece of work, so that the customer centre's agent (inquiries,
// chat) cannot reach the membership's prices, and the pricing admin cannot read members' inquiries.
import { STAFF_ROLES, type StaffRole } from '../../../db/schema/staff/constants';

export { STAFF_ROLES, type StaffRole };

/** Staff-only work and the role it needs. */
export const WORK_ROLE = {
  inquiries: 'agent',
  chat: 'agent',
  funnel: 'agent',
  membershipPrices: 'pricing',
  /** Moving a deal's sale dates (the demo's sale-start tool), which mails its alarms. */
  dealSchedule: 'content',
  /** Messages the relay gave up on: seen (masked) and sent again (messages module). */
  deadLetters: 'operator',
} as const satisfies Record<string, StaffRole>;

export type StaffWork = keyof typeof WORK_ROLE;

export const mayDo = (held: readonly StaffRole[], work: StaffWork): boolean => held.includes(WORK_ROLE[work]);

/** The roles in their fixed order, without repeats or unknown names (what the staff pages are told). */
export const normaliseRoles = (held: readonly string[]): StaffRole[] => STAFF_ROLES.filter((r) => held.includes(r));

export const isStaffRole = (name: string): name is StaffRole => (STAFF_ROLES as readonly string[]).includes(name);

/**
 * What a staff member may do, one role each; a member may hold several. Who holds which is the
 * staff module's (api/src/modules/staff), asked by every module with a staff-only call.
 * - agent: the customer centre's inquiries and live chat (and its funnel report);
 * - content: FAQ, notices and events (no staff endpoint edits them yet: the role is granted ahead);
 * - pricing: the awesome membership's scheduled prices;
 * - operator: deploys and jobs (their endpoints are token-based today: the role is granted ahead).
 */
export const STAFF_ROLES = ['agent', 'content', 'pricing', 'operator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

// The pricing admin's calls (api/src/modules/membership/README.md "Price changes"): my staff roles,
// the price schedule with who set each change, and a new scheduled price. Parsed at the boundary.
import { apiRequest } from '@stay/shared';
import { PlanSchema as Plan, type PlanCode } from '@stay/shared/contracts/user-membership';
import * as v from 'valibot';

const ScheduleSchema = v.object({
  items: v.array(
    v.object({
      idx: v.number(),
      plan: Plan,
      newPrice: v.number(),
      effectiveAt: v.string(),
      createdAt: v.string(),
      createdBy: v.nullable(v.object({ idx: v.number(), email: v.nullable(v.string()), name: v.nullable(v.string()) })),
    }),
  ),
});
export type ScheduledPrice = v.InferOutput<typeof ScheduleSchema>['items'][number];

export const getStaffRoles = async (signal?: AbortSignal) =>
  (await apiRequest('content', 'GET', '/v1/staff/roles', { signal, suppressAlert: true, schema: v.object({ roles: v.array(v.string()) }) })).roles;

export const getPriceSchedule = async (signal?: AbortSignal) => (await apiRequest('content', 'GET', '/membership/admin/price-changes', { signal, suppressAlert: true, schema: ScheduleSchema })).items;

export const schedulePrice = (body: { plan: PlanCode; price: number; effectiveFrom: string }) =>
  apiRequest('content', 'POST', '/membership/admin/price-changes', { body, suppressAlert: true, schema: v.object({ idx: v.number(), plan: Plan, newPrice: v.number(), effectiveAt: v.string() }) });

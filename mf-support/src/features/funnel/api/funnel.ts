// GET /v1/analytics/funnel (staff): search -> view_item -> book by Korean day.
import * as v from 'valibot';
import { apiRequest } from '@stay/shared';

const Row = v.object({ day: v.string(), search: v.number(), view_item: v.number(), book: v.number() });
export type FunnelRow = v.InferOutput<typeof Row>;

export async function getFunnel(days: number, signal: AbortSignal): Promise<FunnelRow[] | 'not-staff'> {
  const me = await apiRequest('content', 'GET', '/v1/staff/me', { signal, suppressAlert: true, schema: v.object({ staff: v.boolean() }) });
  if (!me.staff) return 'not-staff';
  const data = await apiRequest('content', 'GET', '/v1/analytics/funnel', { signal, suppressAlert: true, query: { days }, schema: v.object({ rows: v.array(Row) }) });
  return data.rows;
}

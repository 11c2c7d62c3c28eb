// The operator's calls: am I staff, the queue (oldest due first), and the answer.
import * as v from 'valibot';
import { apiRequest } from '@stay/shared';

const entrySchema = v.object({
  idx: v.number(),
  typeName: v.string(),
  title: v.string(),
  contents: v.string(),
  regDate: v.string(),
  status: v.picklist(['WAIT', 'COMPLETE']),
  dueDate: v.string(),
  overdue: v.boolean(),
  commentContents: v.nullable(v.string()),
  commentRegDate: v.nullable(v.string()),
  orderNum: v.nullable(v.string()),
  productName: v.nullable(v.string()),
  checkinDate: v.nullable(v.string()),
  checkoutDate: v.nullable(v.string()),
  pageUrl: v.optional(v.nullable(v.string()), null),
  memberName: v.string(),
  memberEmail: v.nullable(v.string()),
});
export type StaffEntry = v.InferOutput<typeof entrySchema>;
export type StaffFilter = 'WAIT' | 'COMPLETE' | 'ALL';

export async function getStaffQueue(status: StaffFilter, signal: AbortSignal): Promise<StaffEntry[] | 'not-staff'> {
  const me = await apiRequest('content', 'GET', '/v1/staff/me', { signal, suppressAlert: true, schema: v.object({ staff: v.boolean() }) });
  if (!me.staff) return 'not-staff';
  const data = await apiRequest('content', 'GET', '/v1/staff/inquiries', { signal, suppressAlert: true, query: { status }, schema: v.object({ inquiries: v.array(entrySchema) }) });
  return data.inquiries;
}

export const answerInquiry = async (idx: number, answer: string) =>
  (await apiRequest('content', 'POST', `/v1/staff/inquiries/${idx}/answer`, { body: { answer }, suppressAlert: true, schema: v.object({ inquiry: v.object({ idx: v.number(), status: v.string() }) }) })).inquiry;

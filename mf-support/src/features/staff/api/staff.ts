// The operator's calls: am I staff, a page of the queue (waiting and oldest first, with how many
// wait), and the answer.
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

/** Inquiries on one page of the queue. */
export const STAFF_PAGE_SIZE = 20;

const queueSchema = v.object({
  inquiries: v.array(entrySchema),
  count: v.object({ waitCnt: v.number(), overdueCnt: v.number(), completeCnt: v.number(), totalCnt: v.number() }),
  /** How many the status asked for holds (the pages' total). */
  total: v.number(),
  page: v.number(),
});
export type StaffQueue = v.InferOutput<typeof queueSchema>;

export async function getStaffQueue(status: StaffFilter, page: number, signal: AbortSignal): Promise<StaffQueue | 'not-staff'> {
  const me = await apiRequest('content', 'GET', '/v1/staff/me', { signal, suppressAlert: true, schema: v.object({ staff: v.boolean() }) });
  if (!me.staff) return 'not-staff';
  return apiRequest('content', 'GET', '/v1/staff/inquiries', { signal, suppressAlert: true, query: { status, page: String(page), size: String(STAFF_PAGE_SIZE) }, schema: queueSchema });
}

export const answerInquiry = async (idx: number, answer: string) =>
  (await apiRequest('content', 'POST', `/v1/staff/inquiries/${idx}/answer`, { body: { answer }, suppressAlert: true, schema: v.object({ inquiry: v.object({ idx: v.number(), status: v.string() }) }) })).inquiry;

// GET /v1/notices and GET /v1/notices/{id} (SPEC §7 content service; list key `notices`, SPEC §3
// Notice). The list is paged from 1, important notices first; a notice comes with its neighbours.
import * as v from 'valibot';
import { apiRequest } from '@stay/shared';

export const noticeSchema = v.object({
  idx: v.number(),
  title: v.string(),
  content: v.optional(v.string(), ''),
  createdDt: v.string(),
  updatedDt: v.optional(v.nullable(v.string()), null),
  type: v.optional(v.nullable(v.string()), null),
  important: v.optional(v.boolean(), false),
});
export type Notice = v.InferOutput<typeof noticeSchema>;

const listSchema = v.object({ notices: v.array(noticeSchema), total: v.optional(v.number(), 0), page: v.optional(v.number(), 1), size: v.optional(v.number(), 20) });
export type NoticeList = v.InferOutput<typeof listSchema>;

export const NOTICE_PAGE_SIZE = 10;

export async function getNotices(opts: { signal?: AbortSignal; suppressAlert?: boolean; page?: number; size?: number } = {}): Promise<Notice[]> {
  return (await getNoticePage(opts)).notices;
}

export function getNoticePage(opts: { signal?: AbortSignal; suppressAlert?: boolean; page?: number; size?: number } = {}): Promise<NoticeList> {
  const { page, size, ...rest } = opts;
  return apiRequest('content', 'GET', '/v1/notices', { ...rest, query: { page, size }, schema: listSchema });
}

const neighbour = v.nullable(v.object({ idx: v.number(), title: v.string() }));
const detailSchema = v.object({ notice: noticeSchema, prev: v.optional(neighbour, null), next: v.optional(neighbour, null) });
export type NoticeDetail = v.InferOutput<typeof detailSchema>;

export function getNotice(idx: number, signal: AbortSignal): Promise<NoticeDetail> {
  return apiRequest('content', 'GET', `/v1/notices/${idx}`, { signal, suppressAlert: true, schema: detailSchema });
}

// GET /v1/notices (SPEC §7 content service; list key `notices`, SPEC §3 Notice).
import * as v from 'valibot';
import { apiRequest } from '@stay/shared';

export const noticeSchema = v.object({
  idx: v.number(),
  title: v.string(),
  content: v.optional(v.string(), ''),
  createdDt: v.string(),
  updatedDt: v.optional(v.nullable(v.string()), null),
  type: v.optional(v.nullable(v.string()), null),
});
export type Notice = v.InferOutput<typeof noticeSchema>;

const listSchema = v.object({ notices: v.array(noticeSchema) });

export async function getNotices(opts: { signal?: AbortSignal; suppressAlert?: boolean } = {}): Promise<Notice[]> {
  const data = await apiRequest('content', 'GET', '/v1/notices', { ...opts, schema: listSchema });
  return data.notices;
}

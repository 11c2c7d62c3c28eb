// The staff's queue, a page at a time: inquiries in a state (WAIT by default), waiting ones first
// and the oldest of them first, each with its reply deadline and overdue marked, with who asked;
// and how many wait (of which overdue), so a long queue is never cut off unseen.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { koreanDateTime } from '../../../lib/localize';
import type { StatusFilter } from '../rules/inquiry-state';
import { reposOf } from '../stores';
import { inquiryEntry, inquiryTypeNames } from './inquiry-view';
import { requireStaff } from './staff';

export interface StaffQueueQuery {
  status: StatusFilter;
  /** 1-based. */
  page: number;
  size: number;
}

export async function listStaffQueue(app: FastifyInstance, userIdx: number, { status, page, size }: StaffQueueQuery, locale: Locale) {
  await requireStaff(app, userIdx, locale);
  const { centre } = reposOf(app.database.orm);
  const now = app.clock();
  const rows = await centre.staffQueue(status === 'ALL' ? null : status, (page - 1) * size, size);
  const counts = await centre.queueCounts(now);
  const total = status === 'WAIT' ? counts.waitCnt : status === 'COMPLETE' ? counts.completeCnt : counts.waitCnt + counts.completeCnt;
  const names = await inquiryTypeNames(app, locale);
  const list = await Promise.all(rows.map(async (r) => ({ ...(await inquiryEntry(app, r.inquiry, names, locale)), memberName: r.memberName, memberEmail: r.memberEmail })));
  return { inquiries: list, count: { ...counts, totalCnt: counts.waitCnt + counts.completeCnt }, total, page, size, now: koreanDateTime(now) };
}

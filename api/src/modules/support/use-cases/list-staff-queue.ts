// The staff's queue: inquiries in a state (WAIT by default), oldest due first, overdue marked,
// with who asked.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { koreanDateTime } from '../../../lib/localize';
import type { StatusFilter } from '../rules/inquiry-state';
import { reposOf } from '../stores';
import { inquiryEntry, inquiryTypeNames } from './inquiry-view';
import { requireStaff } from './staff';

/** The queue shows at most this many inquiries. */
const QUEUE_MAX = 200;

export async function listStaffQueue(app: FastifyInstance, userIdx: number, status: StatusFilter, locale: Locale) {
  await requireStaff(app, userIdx, locale);
  const rows = await reposOf(app.database.orm).centre.staffQueue(status === 'ALL' ? null : status, QUEUE_MAX);
  const names = await inquiryTypeNames(app, locale);
  const list = await Promise.all(rows.map(async (r) => ({ ...(await inquiryEntry(app, r.inquiry, names, locale)), memberName: r.memberName, memberEmail: r.memberEmail })));
  return { inquiries: list, now: koreanDateTime(app.clock()) };
}

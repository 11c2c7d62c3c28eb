// SPEC §7 POST /v1/inquiries: a member's 1:1 inquiry, of a known type and about one of their own
// bookings if any, due by the centre's promised reply time.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { supportFail } from '../failures';
import { replyDueAt } from '../rules/reply-deadline';
import { reposOf } from '../stores';
import { inquiryEntry, inquiryTypeNames } from './inquiry-view';

export interface InquiryInput {
  type: string;
  title: string;
  content: string;
  orderNum?: string | null;
  userOrderNum?: string | null;
  pageUrl?: string | null;
}

export async function sendInquiry(app: FastifyInstance, userIdx: number, input: InquiryInput, locale: Locale) {
  const { centre } = reposOf(app.database.orm);
  const names = await inquiryTypeNames(app, locale);
  const type = input.type.toUpperCase();
  if (!names.has(type)) throw supportFail('INQUIRY_TYPE_UNKNOWN', locale, { field: 'type' });
  const orderNum = input.orderNum || null;
  if (orderNum && !(await centre.orderOf(userIdx, orderNum))) throw supportFail('ORDER_NOT_FOUND', locale, { field: 'orderNum' });
  const now = app.clock();
  const row = await centre.createInquiry({
    userIdx,
    type,
    title: input.title,
    content: input.content,
    orderNum,
    userOrderNum: orderNum ? (input.userOrderNum ?? orderNum) : null,
    pageUrl: input.pageUrl ?? null,
    createdAt: now,
    dueAt: replyDueAt(now),
  });
  return { inquiry: await inquiryEntry(app, row, names, locale) };
}

// How an inquiry is answered (SPEC §3 Inquiry list entry, plus dueDate / overdue, the promised
// reply deadline): the type's name in the reader's language and the booking it is about.
import type { FastifyInstance } from 'fastify';
import type { InquiryRow } from '../../../db/schema/support';
import type { Locale } from '../../../lib/locale';
import { koreanDateTime, namesOf, pick } from '../../../lib/localize';
import { isAskableBooking } from '../rules/inquiry-bookings';
import { isOverdue } from '../rules/inquiry-state';
import { reposOf } from '../stores';

/** Common code group 105: the inquiry types, by code, named in the reader's language. */
export async function inquiryTypeNames(app: FastifyInstance, locale: Locale): Promise<Map<string, string>> {
  const rows = await reposOf(app.database.orm).catalogContent.commonCodes('105');
  return new Map(rows.map((r) => [r.code, pick(namesOf(r, 'name'), locale)]));
}

/**
 * The member's booking an inquiry is about, or null when it is none of theirs. `askable`: only a
 * real booking (rules/inquiry-bookings.ts), for a new question; an inquiry already sent always
 * shows the order it was sent about.
 */
export async function inquiryOrder(app: FastifyInstance, userIdx: number, orderNum: string | null, locale: Locale, { askable = false } = {}) {
  if (!orderNum) return null;
  const row = await reposOf(app.database.orm).centre.orderOf(userIdx, orderNum);
  if (!row || (askable && !isAskableBooking(row))) return null;
  return { orderNum: row.orderNum, productName: pick(namesOf(row, 'productName'), locale), checkinDate: row.checkinDate, checkoutDate: row.checkoutDate, status: row.status };
}

const when = (d: Date | null) => (d ? koreanDateTime(d) : null);

export async function inquiryEntry(app: FastifyInstance, row: InquiryRow, names: Map<string, string>, locale: Locale) {
  const o = await inquiryOrder(app, row.userIdx, row.orderNum, locale);
  return {
    idx: row.idx,
    type: row.type,
    typeName: names.get(row.type) ?? row.type,
    title: row.title,
    contents: row.content,
    regDate: koreanDateTime(row.createdAt),
    complete: row.status === 'COMPLETE',
    status: row.status,
    dueDate: koreanDateTime(row.dueAt),
    overdue: isOverdue(row, app.clock()),
    commentContents: row.answer,
    commentRegDate: when(row.answeredAt),
    commenter: row.answer ? 'AwesomeStay' : null,
    orderMethod: row.pageUrl ? 'WEB' : null,
    orderNum: row.orderNum,
    userOrderNum: row.userOrderNum,
    productName: o?.productName ?? null,
    checkinDate: o?.checkinDate ?? null,
    checkoutDate: o?.checkoutDate ?? null,
    pageUrl: row.pageUrl,
  };
}

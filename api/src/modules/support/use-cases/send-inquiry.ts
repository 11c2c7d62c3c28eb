// SPEC §7 POST /v1/inquiries: a member's 1:1 inquiry, of a known type and about one of their own
// real bookings if any, due by the centre's promised reply time, within the member's and the address's
// limits (start-inquiry.ts).
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { supportFail } from '../failures';
import { inquiryEntry, inquiryOrder, inquiryTypeNames } from './inquiry-view';
import { startInquiry } from './start-inquiry';

export interface InquiryInput {
  type: string;
  title: string;
  content: string;
  orderNum?: string | null;
  userOrderNum?: string | null;
  pageUrl?: string | null;
}

export async function sendInquiry(app: FastifyInstance, userIdx: number, ip: string, input: InquiryInput, locale: Locale) {
  const names = await inquiryTypeNames(app, locale);
  const type = input.type.toUpperCase();
  if (!names.has(type)) throw supportFail('INQUIRY_TYPE_UNKNOWN', locale, { field: 'type' });
  const orderNum = input.orderNum || null;
  // Only a real booking of theirs (the picker's rule): an abandoned checkout is no booking to ask about.
  if (orderNum && !(await inquiryOrder(app, userIdx, orderNum, locale, { askable: true }))) throw supportFail('ORDER_NOT_FOUND', locale, { field: 'orderNum' });
  const row = await startInquiry(app, { userIdx, ip, locale }, {
    type,
    title: input.title,
    content: input.content,
    orderNum,
    userOrderNum: orderNum ? (input.userOrderNum ?? orderNum) : null,
    pageUrl: input.pageUrl ?? null,
  });
  return { inquiry: await inquiryEntry(app, row, names, locale) };
}

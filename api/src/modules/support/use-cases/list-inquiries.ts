// The member's 1:1 inquiries (SPEC §7 GET /v1/inquiries/status/{status}): ALL, WAIT or COMPLETE,
// a page of them, with the SPEC §3 counts.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import type { StatusFilter } from '../rules/inquiry-state';
import { reposOf } from '../stores';
import { inquiryEntry, inquiryTypeNames } from './inquiry-view';

export interface InquiryListRequest {
  userIdx: number;
  status: StatusFilter;
  page: number;
  size: number;
  locale: Locale;
}

export async function listInquiries(app: FastifyInstance, { userIdx, status, page, size, locale }: InquiryListRequest) {
  const { rows, waitCnt, completeCnt } = await reposOf(app.database.orm).centre.inquiriesOf(userIdx, status === 'ALL' ? null : status, (page - 1) * size, size);
  const names = await inquiryTypeNames(app, locale);
  const list = await Promise.all(rows.map((r) => inquiryEntry(app, r, names, locale)));
  const total = status === 'ALL' ? waitCnt + completeCnt : status === 'WAIT' ? waitCnt : completeCnt;
  return { inquiries: list, count: { completeCnt, totalCnt: waitCnt + completeCnt, waitCnt }, total, page, size };
}

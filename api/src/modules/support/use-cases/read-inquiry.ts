// One of the member's inquiries. Another member's is indistinguishable from none (404: an id
// reveals nothing).
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { supportFail } from '../failures';
import { reposOf } from '../stores';
import { inquiryEntry, inquiryTypeNames } from './inquiry-view';

export async function readInquiry(app: FastifyInstance, userIdx: number, idx: number, locale: Locale) {
  const row = await reposOf(app.database.orm).centre.inquiryOf(userIdx, idx);
  if (!row) throw supportFail('INQUIRY_NOT_FOUND', locale);
  return { inquiry: await inquiryEntry(app, row, await inquiryTypeNames(app, locale), locale) };
}

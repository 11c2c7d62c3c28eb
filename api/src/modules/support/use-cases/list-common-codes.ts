// A common code group in the reader's language: PRODUCT_TYPE, FACILITY, MEAL, BED_TYPE, ROOM_VIEW,
// NATION, SORT, NOTICE_TYPE, 105 (inquiry types) ...
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { namesOf, pick } from '../../../lib/localize';
import { reposOf } from '../stores';

export async function listCommonCodes(app: FastifyInstance, group: string, locale: Locale) {
  const rows = await reposOf(app.database.orm).catalogContent.commonCodes(group.toUpperCase());
  return { commonCodes: rows.map((r) => ({ code: r.code, name: pick(namesOf(r, 'name'), locale) })) };
}

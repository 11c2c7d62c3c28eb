// The FAQs of one type: the type by idx, by code (RESERVATION ...), or 'all' / 0 for every FAQ; an
// unknown type is NOT_FOUND.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import type { Locale } from '../../../lib/locale';
import { koreanDateTime, namesOf, pick } from '../../../lib/localize';
import { reposOf } from '../stores';

export async function listFaqs(app: FastifyInstance, type: string, locale: Locale) {
  const { catalogContent } = reposOf(app.database.orm);
  let typeIdx: number | null = null;
  if (type.toLowerCase() !== 'all' && type !== '0') {
    const types = await catalogContent.faqTypes();
    const found = /^\d+$/.test(type) ? types.find((t) => t.idx === Number(type)) : types.find((t) => t.code === type.toUpperCase());
    if (!found) throw new AppError('NOT_FOUND');
    typeIdx = found.idx;
  }
  const rows = await catalogContent.faqs(typeIdx);
  return {
    faqs: rows.map((f) => ({
      faqIdx: f.idx,
      faqTypeIdx: f.faqTypeIdx,
      title: pick(namesOf(f, 'title'), locale),
      content: pick(namesOf(f, 'content'), locale),
      createDate: koreanDateTime(f.createdAt),
    })),
  };
}

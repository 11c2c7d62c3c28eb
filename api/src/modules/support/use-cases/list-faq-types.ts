// The FAQ's types (tabs), in the reader's language.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { namesOf, pick } from '../../../lib/localize';
import { reposOf } from '../stores';

export async function listFaqTypes(app: FastifyInstance, locale: Locale) {
  const types = await reposOf(app.database.orm).catalogContent.faqTypes();
  return { faqTypes: types.map((t) => ({ faqTypeIdx: t.idx, code: t.code, name: pick(namesOf(t, 'name'), locale) })) };
}

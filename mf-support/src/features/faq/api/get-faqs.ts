// GET /v2/faqs/types and GET /v2/faqs/type/all (SPEC §7 FAQ; §3 FAQ, list key `faqs`).
import * as v from 'valibot';
import { apiRequest } from '@stay/shared';

const faqTypeSchema = v.object({ faqTypeIdx: v.number(), code: v.string(), name: v.string() });
const faqSchema = v.object({ faqIdx: v.number(), faqTypeIdx: v.number(), title: v.string(), content: v.string(), createDate: v.string() });
export type FaqType = v.InferOutput<typeof faqTypeSchema>;
export type Faq = v.InferOutput<typeof faqSchema>;

/** Every type and every question: a short list, searched in the page. */
export async function getFaqs(signal: AbortSignal): Promise<{ types: FaqType[]; faqs: Faq[] }> {
  const [types, faqs] = await Promise.all([
    apiRequest('content', 'GET', '/v2/faqs/types', { signal, suppressAlert: true, schema: v.object({ faqTypes: v.array(faqTypeSchema) }) }),
    apiRequest('content', 'GET', '/v2/faqs/type/all', { signal, suppressAlert: true, schema: v.object({ faqs: v.array(faqSchema) }) }),
  ]);
  return { types: types.faqTypes, faqs: faqs.faqs };
}

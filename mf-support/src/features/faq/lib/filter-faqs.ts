// FAQ search: every word of the query in the title or the answer, ignoring case and width
// (NFKC), across all types; without a query, the chosen type.
import type { Faq, FaqType } from '../api/get-faqs';

const norm = (s: string) => s.normalize('NFKC').toLowerCase();

export function filterFaqs(faqs: readonly Faq[], types: readonly FaqType[], tab: string | null, query: string): Faq[] {
  const words = norm(query).split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    return faqs.filter((f) => {
      const text = norm(`${f.title} ${f.content}`);
      return words.every((w) => text.includes(w));
    });
  }
  const type = types.find((t) => t.code === tab);
  return type ? faqs.filter((f) => f.faqTypeIdx === type.faqTypeIdx) : [...faqs];
}

/** The inquiry type (common code 105) closest to an FAQ type, for "still need help?". */
export function inquiryTypeFor(faqTypeCode: string | undefined): string {
  return faqTypeCode && ['RESERVATION', 'CANCEL', 'MEMBER', 'COUPON'].includes(faqTypeCode) ? faqTypeCode : 'ETC';
}

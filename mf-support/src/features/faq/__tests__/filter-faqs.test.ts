import { filterFaqs, inquiryTypeFor } from '../lib/filter-faqs';

const types = [{ faqTypeIdx: 1, code: 'RESERVATION', name: 'Booking' }, { faqTypeIdx: 2, code: 'CANCEL', name: 'Cancel' }];
const faq = (faqIdx: number, faqTypeIdx: number, title: string, content: string) => ({ faqIdx, faqTypeIdx, title, content, createDate: '2026-01-01 00:00:00' });
const faqs = [faq(1, 1, '예약 확정은 언제 되나요?', '결제 후 확정됩니다.'), faq(2, 2, '환불은 언제 되나요?', '３~7 영업일'), faq(3, 2, 'Refund of points', 'Points come BACK')];

test('searches every type, all words, ignoring case and width', () => {
  expect(filterFaqs(faqs, types, 'RESERVATION', '환불').map((f) => f.faqIdx)).toEqual([2]);
  expect(filterFaqs(faqs, types, null, 'refund back').map((f) => f.faqIdx)).toEqual([3]);
  expect(filterFaqs(faqs, types, null, '3~7').map((f) => f.faqIdx)).toEqual([2]);
  expect(filterFaqs(faqs, types, null, 'nothing like this')).toEqual([]);
});

test('without a query, the chosen type or everything', () => {
  expect(filterFaqs(faqs, types, 'CANCEL', '  ').map((f) => f.faqIdx)).toEqual([2, 3]);
  expect(filterFaqs(faqs, types, null, '')).toHaveLength(3);
  expect(filterFaqs(faqs, types, 'UNKNOWN', '')).toHaveLength(3);
});

test('still need help maps an FAQ type to an inquiry type', () => {
  expect(inquiryTypeFor('CANCEL')).toBe('CANCEL');
  expect(inquiryTypeFor('ETC')).toBe('ETC');
  expect(inquiryTypeFor(undefined)).toBe('ETC');
});

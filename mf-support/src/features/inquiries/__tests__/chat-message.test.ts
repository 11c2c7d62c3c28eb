import { chatPageUrl, chatTitle, pageNameOf } from '../lib/chat-message';

test('the title is the first line, cut at 40 characters', () => {
  expect(chatTitle('  환불은 언제 되나요?\n카드로 결제했어요')).toBe('환불은 언제 되나요?');
  expect([...chatTitle('가'.repeat(60))]).toHaveLength(40);
  expect(chatTitle('가'.repeat(60)).endsWith('…')).toBe(true);
  expect(chatTitle('?')).toBe('? …');
});

test('the page is ?from=, else the newest visited page that is not the chat', () => {
  expect(chatPageUrl('/products/12?checkInDate=2026-12-01', [])).toBe('/products/12?checkInDate=2026-12-01');
  expect(chatPageUrl(null, ['/en/inquiries/chat', '/en/products/3', '/'])).toBe('/en/products/3');
  expect(chatPageUrl('https://evil.example/x', ['/search'])).toBe('/search');
  expect(chatPageUrl('/inquiries/chat?from=x', [])).toBeNull();
});

test('the page a message came from is named, not shown as its path', () => {
  expect(pageNameOf('/search?checkInDate=2026-12-01')).toBe('search');
  expect(pageNameOf('/en/products/12')).toBe('product');
  expect(pageNameOf('/ja/')).toBe('main');
  expect(pageNameOf('/mypage/books/AS1')).toBe('bookings');
  expect(pageNameOf('/membership/benefit-mall/management')).toBe('welfare');
  expect(pageNameOf('/lms/AS1')).toBe('voucher');
  expect(pageNameOf('/somewhere/else')).toBeNull();
});

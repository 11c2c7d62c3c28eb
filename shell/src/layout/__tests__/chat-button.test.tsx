// SPEC §7: a chat button on every page but the lms route (SPEC §2), in ko/en/ja, opening the
// customer centre's chat through the shell's navigation.
import { fireEvent, render, screen } from '@testing-library/react';
import { ChatButton, chatMessages, isChatHidden } from '../chat-button';
import { missingKeys } from '@stay/shared';
import { fakeNavigator, useLocale, type FakeNavigator } from './test-utils';

let fake: FakeNavigator;
beforeEach(() => {
  useLocale('en');
  fake = fakeNavigator();
});
afterEach(() => fake.off());

test('opens the customer centre chat, which keeps the page it was opened from', () => {
  render(<ChatButton pathname="/en/products/7" />);
  const link = screen.getByRole('link', { name: 'Chat: Ask the customer centre' });
  expect(link).toHaveAttribute('href', '/inquiries/chat?from=%2Fen%2Fproducts%2F7');
  fireEvent.click(link);
  expect(fake.nav.push).toHaveBeenCalledWith('/inquiries/chat?from=%2Fen%2Fproducts%2F7', {});
});

test('is not rendered on /lms, with or without a locale prefix', () => {
  for (const path of ['/lms/AS1234', '/en/lms/AS1234', '/ja/lms', '/lms']) expect(isChatHidden(path)).toBe(true);
  for (const path of ['/', '/en', '/lmsx', '/products/1', '/ja/book/1', '/inquiries', '/en/inquiries/staff']) expect(isChatHidden(path)).toBe(false);
  // Nor on the chat itself, where it would cover the message box.
  for (const path of ['/inquiries/chat', '/en/inquiries/chat', '/ja/inquiries/staff/chat']) expect(isChatHidden(path)).toBe(true);
  render(<ChatButton pathname="/ja/lms/AS1234" />);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('speaks Korean and Japanese too', () => {
  expect(missingKeys(chatMessages)).toEqual([]);
  useLocale('ko');
  const { unmount } = render(<ChatButton pathname="/" />);
  expect(screen.getByRole('link', { name: '상담: 고객센터 1:1 문의하기' })).toBeInTheDocument();
  unmount();
  useLocale('ja');
  render(<ChatButton pathname="/ja" />);
  expect(screen.getByRole('link', { name: '相談: カスタマーセンターに問い合わせる' })).toBeInTheDocument();
});

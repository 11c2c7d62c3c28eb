// The analytics consent banner: a labelled region in the page's language; an answer hides it and
// is kept; nothing is sent before 'Allow'.
import { fireEvent, render, screen } from '@testing-library/react';
import { missingKeys, readConsent, registerAnalyticsAdapter, resetAnalyticsForTests, track, type CollectedEvent } from '@stay/shared';
import { ConsentBanner, consentMessages } from '../consent-banner';
import { useLocale } from '../../layout/__tests__/test-utils';

let sent: CollectedEvent[];
beforeEach(() => {
  localStorage.clear();
  resetAnalyticsForTests();
  sent = [];
  registerAnalyticsAdapter({ name: 'test', send: (e) => sent.push(e) });
  useLocale('en');
});

test('asks first, sends only after Allow, and is not asked again', () => {
  track({ name: 'page_view', params: { page_path: '/' } });
  render(<ConsentBanner />);
  const region = screen.getByRole('region', { name: 'Usage statistics consent' });
  expect(sent).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
  expect(region).not.toBeInTheDocument();
  expect(readConsent()).toBe('granted');
  expect(sent.map((e) => e.name)).toEqual(['page_view']);
});

test('Decline hides it and nothing is ever sent', () => {
  render(<ConsentBanner />);
  fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
  track({ name: 'login', params: { method: 'email' } });
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('speaks Korean and Japanese too, and stays out of a web view', () => {
  expect(missingKeys(consentMessages)).toEqual([]);
  useLocale('ko');
  const { unmount } = render(<ConsentBanner />);
  expect(screen.getByRole('region', { name: '이용 통계 동의' })).toBeInTheDocument();
  unmount();
  useLocale('ja');
  const again = render(<ConsentBanner />);
  expect(screen.getByRole('button', { name: '同意する' })).toBeInTheDocument();
  again.unmount();
  render(<ConsentBanner hidden />);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

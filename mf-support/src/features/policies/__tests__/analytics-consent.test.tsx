// The privacy page's usage-statistics control: shows the answer and changes it, in ko/en/ja.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n, missingKeys, readConsent, setConsent } from '@stay/shared';
import { AnalyticsConsentControl, consentControlMessages } from '../components/analytics-consent';

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
});

test('says there is no answer yet, then changes it both ways', () => {
  render(<AnalyticsConsentControl />);
  expect(screen.getByRole('status')).toHaveTextContent('Nothing is recorded until you do.');
  fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
  expect(readConsent()).toBe('granted');
  expect(screen.getByRole('button', { name: 'Allow' })).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
  expect(readConsent()).toBe('denied');
  expect(screen.getByRole('status')).toHaveTextContent('You declined usage statistics.');
});

test('follows an answer given elsewhere (the banner) and speaks all three languages', () => {
  expect(missingKeys(consentControlMessages)).toEqual([]);
  render(<AnalyticsConsentControl />);
  act(() => setConsent('granted'));
  expect(screen.getByRole('status')).toHaveTextContent('You allowed us');
});

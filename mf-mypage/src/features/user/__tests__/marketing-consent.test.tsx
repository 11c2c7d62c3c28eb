// The marketing consent says what is true: not agreed (no date) for a member who never said yes,
// the date of a yes, or the date a yes was withdrawn.
import { initI18n } from '@stay/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok, type FakeApi } from '@stay/shared/testing/fake-api';
import type { Profile } from '../api/user';
import { MarketingConsent } from '../components/marketing-consent';

const base = { name: '김민지', email: 'a@b.kr', phone: '', type: 'N', grade: 'Bronze', corpName: null, createdAt: '2026-01-01T00:00:00Z', internationalNumber: null, internationalPhone: null, userFirstName: null, userLastName: null, loginMethods: ['email'], membership: null };
const profile = (consent: Profile['marketingConsent'], agree = consent.state === 'AGREED'): Profile => ({ ...base, marketingAgree: agree, marketingAgreedAt: agree ? consent.at : null, marketingConsent: consent });

let api: FakeApi;
beforeEach(() => {
  initI18n('ko');
  api = installFakeApi();
});
afterEach(() => api.restore());

test('never consented: "동의하지 않음" with no date', () => {
  render(<MarketingConsent profile={profile({ state: 'NEVER', at: null })} onSaved={jest.fn()} />);
  expect(screen.getByTestId('marketing-date')).toHaveTextContent(/^동의하지 않음$/);
  expect(screen.getByRole('checkbox')).not.toBeChecked();
});

test('consented shows "동의 (date)"; withdrawn shows "동의 철회 (date)"', () => {
  const { rerender } = render(<MarketingConsent profile={profile({ state: 'AGREED', at: '2026-11-27T03:00:00Z' })} onSaved={jest.fn()} />);
  expect(screen.getByTestId('marketing-date')).toHaveTextContent(/^동의 \(2026\.11\.27\)$/);
  rerender(<MarketingConsent key="w" profile={profile({ state: 'WITHDRAWN', at: '2026-11-27T03:00:00Z' })} onSaved={jest.fn()} />);
  expect(screen.getByTestId('marketing-date')).toHaveTextContent(/^동의 철회 \(2026\.11\.27\)$/);
});

test('saying yes shows the server\'s answer with its date', async () => {
  const user = userEvent.setup();
  const onSaved = jest.fn();
  api.on('PUT', '/users/marketing', ok(profile({ state: 'AGREED', at: '2026-11-27T03:00:00Z' })));
  render(<MarketingConsent profile={profile({ state: 'NEVER', at: null })} onSaved={onSaved} />);
  await user.click(screen.getByRole('checkbox'));
  expect(await screen.findByText('마케팅 정보 수신에 동의했습니다.')).toBeInTheDocument();
  expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ marketingConsent: { state: 'AGREED', at: '2026-11-27T03:00:00Z' } }));
});

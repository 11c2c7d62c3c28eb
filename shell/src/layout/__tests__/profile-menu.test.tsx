import { sessionStore, type UserInfo } from '@stay/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileMenu } from '../profile-menu';
import { fakeNavigator, useLocale, type FakeNavigator } from './test-utils';

const base: UserInfo = { name: 'minji', email: 'minji@example.com', grade: 'Bronze', type: 'N', corpName: null, phone: '01012345678' };
const BILLING = '/membership/awesome/management/billing-history';

let navigator: FakeNavigator;
beforeAll(() => useLocale('en'));
beforeEach(() => {
  navigator = fakeNavigator();
});
afterEach(() => {
  navigator.off();
  act(() => sessionStore.getState().reset());
});

function renderMenu(user: Partial<UserInfo> | null) {
  act(() => {
    if (user) sessionStore.getState().setUser({ ...base, ...user });
  });
  const onClose = jest.fn();
  const onLogout = jest.fn();
  render(<ProfileMenu open onClose={onClose} onLogout={onLogout} />);
  return { onClose, onLogout, dialog: screen.getByRole('dialog', { name: 'My account' }) };
}

const link = (name: string | RegExp) => screen.getByRole('link', { name });
const noLink = (name: string | RegExp) => expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();

describe('ProfileMenu', () => {
  it('offers only login / sign up to a visitor', async () => {
    const { onClose } = renderMenu(null);
    noLink('My page');
    await userEvent.click(link('Log in / Sign up'));
    expect(navigator.nav.push).toHaveBeenCalledWith('/login', {});
    expect(onClose).toHaveBeenCalled();
  });

  it('greets a member with name, e-mail and the initial of the name', () => {
    renderMenu({});
    expect(screen.getByText('Hello, minji')).toBeInTheDocument();
    expect(screen.getByText('mi***@example.com')).toBeInTheDocument();
    expect(screen.getByText('M')).toBeInTheDocument();
  });

  it('uses the generic customer label when the member has no name', () => {
    renderMenu({ name: '  ' });
    expect(screen.getByText('Hello, Customer')).toBeInTheDocument();
    expect(screen.getByText('C')).toBeInTheDocument();
  });

  it('Bronze: general member card with pitch, subscribe and the corporate link; billing history shown', () => {
    renderMenu({ grade: 'Bronze' });
    const card = screen.getByRole('region', { name: 'General member' });
    expect(within(card).getByText(/book every stay at member-only prices/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Join Awesome membership' })).toHaveAttribute('href', '/membership/awesome/subscribe');
    expect(within(card).getByRole('link', { name: 'Are you a corporate member?' })).toHaveAttribute(
      'href',
      '/membership/benefit-mall/register',
    );
    noLink('Manage membership');
    expect(link('Membership billing history')).toHaveAttribute('href', BILLING);
  });

  it.each([
    ['Silver', 'Silver · monthly plan'],
    ['Gold', 'Gold · yearly plan'],
  ] as const)('%s: awesome card with a manage button; no billing history', (grade, planText) => {
    renderMenu({ grade });
    const card = screen.getByRole('region', { name: 'Awesome member' });
    expect(within(card).getByText(planText)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Manage membership' })).toHaveAttribute('href', '/membership/awesome/management');
    noLink('Join Awesome membership');
    noLink('Membership billing history');
  });

  it('corporate (type C): shows the company as registered, even with an awesome grade; welfare points, no billing history', () => {
    renderMenu({ type: 'C', grade: 'Gold', corpName: 'Hanbit Corp' });
    const card = screen.getByRole('region', { name: 'Corporate member' });
    expect(within(card).getByText('Hanbit Corp registered')).toBeInTheDocument();
    noLink('Manage membership');
    noLink('Join Awesome membership');
    // SPEC §6: a corporate member has the welfare-point history; it cannot subscribe, so no billing history.
    expect(link('Welfare points')).toHaveAttribute('href', '/membership/benefit-mall/management');
    noLink('Membership billing history');
  });

  it('links to every member route', () => {
    renderMenu({ grade: 'Gold' });
    expect(
      ['My page', 'Member info', 'My bookings', 'Wishlist', 'Coupons', 'Awesome cash'].map((n) => link(n).getAttribute('href')),
    ).toEqual(['/mypage', '/mypage/user', '/mypage/books', '/mypage/wishes', '/mypage/coupon', '/mypage/awesome-cash']);
  });

  it('navigates through the shared navigation API and closes', async () => {
    const { onClose } = renderMenu({});
    await userEvent.click(link('My bookings'));
    expect(navigator.nav.push).toHaveBeenCalledWith('/mypage/books', {});
    expect(onClose).toHaveBeenCalled();
  });

  it('logs out through onLogout', async () => {
    const { onLogout, onClose } = renderMenu({});
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
  });

  it('is a modal dialog that takes focus and closes on Escape', async () => {
    const { onClose, dialog } = renderMenu({});
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    render(<ProfileMenu open={false} onClose={jest.fn()} onLogout={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Footer } from '../footer';
import { fakeNavigator, useLocale, type FakeNavigator } from './test-utils';

let navigator: FakeNavigator;
beforeAll(() => useLocale('en'));
beforeEach(() => {
  navigator = fakeNavigator();
});
afterEach(() => navigator.off());

describe('Footer', () => {
  it('shows the customer-centre hours and no phone number', () => {
    render(<Footer />);
    expect(screen.getByRole('heading', { name: 'Customer centre' })).toBeInTheDocument();
    expect(screen.getByText('Hours 10:30 - 16:30')).toBeInTheDocument();
    expect(screen.getByText('Lunch break 12:00 - 13:00')).toBeInTheDocument();
    expect(screen.getByText('Closed on weekends and public holidays')).toBeInTheDocument();
    // SPEC §2: the customer-centre phone is not printed.
    expect(screen.getByRole('contentinfo').textContent).not.toMatch(/\d{2,4}-\d{3,4}-\d{4}/);
  });

  it('links inquiry and FAQ through the navigation API', async () => {
    render(<Footer />);
    await userEvent.click(screen.getByRole('link', { name: 'Contact us' }));
    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(navigator.nav.push.mock.calls.map(([to]) => to)).toEqual(['/inquiries', '/faq']);
  });

  it('links the policies and opens external channels safely in a new window', () => {
    render(<Footer />);
    expect(screen.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '/policy/terms');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/policy/privacy');
    expect(screen.getByRole('link', { name: 'Investor relations' })).toHaveAttribute('href', '/policy/ir');
    for (const name of [/Business information/, /KakaoTalk channel/, /Naver blog/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('collapses the company info on mobile behind a disclosure button', async () => {
    render(<Footer />);
    const toggle = screen.getByRole('button', { name: 'Company information' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('AwesomeStay Inc.')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('AwesomeStay Inc.')).toBeVisible();
    expect(screen.getByText('123-45-67890')).toBeVisible();
  });

  it('says the company is only an intermediary', () => {
    render(<Footer />);
    expect(screen.getByText(/intermediary and not a party.*responsible for bookings, use of the stay and refunds/)).toBeInTheDocument();
  });
});

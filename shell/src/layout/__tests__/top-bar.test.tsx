import { bus, peekReturnUrl, sessionStore } from '@stay/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { TopBar, type TopBarConfig } from '../top-bar';
import { fakeNavigator, flushThrottle, scrollTo, useLocale, type FakeNavigator } from './test-utils';

const config: TopBarConfig = { left: ['back'], right: ['search', 'home'], center: { kind: 'text', textKey: 'profile.books' } };

let navigator: FakeNavigator;
beforeAll(() => useLocale('en'));
beforeEach(() => {
  jest.useFakeTimers();
  navigator = fakeNavigator();
  scrollTo(0);
});
afterEach(() => {
  navigator.off();
  jest.useRealTimers();
});

describe('TopBar', () => {
  it('is not rendered at all in webview mode', () => {
    const { container } = render(<TopBar {...config} webview />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows the centre text and labelled icon buttons on both sides', () => {
    render(<TopBar {...config} webview={false} />);
    expect(screen.getByText('My bookings')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Go back', 'Search', 'Home', 'Menu · language']);
  });

  it('shows the logo or a custom element in the centre', () => {
    const { rerender } = render(<TopBar {...config} center={{ kind: 'logo' }} webview={false} />);
    expect(screen.getByText('AwesomeStay', { selector: '.sh-visually-hidden' })).toBeInTheDocument();
    rerender(<TopBar {...config} center={{ kind: 'custom', node: <span>Seoul · 2 nights</span> }} webview={false} />);
    expect(screen.getByText('Seoul · 2 nights')).toBeInTheDocument();
  });

  it('runs the icon actions: back, home and search', () => {
    sessionStore.setState({ isLoggedIn: true });
    const opened = jest.fn();
    const off = bus.on('search:open-section', opened);
    render(<TopBar {...config} right={['search', 'home', 'mypage', 'wish', 'coupon', 'book']} webview={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(navigator.nav.back).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(opened).toHaveBeenCalledTimes(1);
    for (const name of ['Home', 'My page', 'Wishlist', 'Coupons', 'My bookings']) {
      fireEvent.click(screen.getByRole('button', { name }));
    }
    expect(navigator.nav.push.mock.calls.map(([to]) => to)).toEqual(['/', '/mypage', '/mypage/wishes', '/mypage/coupon', '/mypage/books']);
    off();
    sessionStore.getState().reset();
  });

  it("sends a visitor's my-page icon to login, which returns to my page", () => {
    sessionStore.getState().reset();
    render(<TopBar {...config} right={['mypage']} webview={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'My page' }));
    expect(navigator.nav.push.mock.calls.map(([to]) => to)).toEqual(['/login']);
    expect(peekReturnUrl()).toBe('/mypage');
  });

  it('ends with the account menu: login for a visitor and the KR/EN/JP switch', () => {
    sessionStore.getState().reset();
    render(<TopBar {...config} webview={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu · language' }));
    const menu = screen.getByRole('dialog', { name: 'My account' });
    expect(menu).toHaveTextContent('Log in / Sign up');
    expect(screen.getByRole('list', { name: 'Language' })).toHaveTextContent(/KR\s*한국어.*EN\s*English.*JP\s*日本語/);
  });

  it('with the scroll effect, stays transparent until scrollY exceeds 250', () => {
    render(
      <>
        <div data-top-bar-hero="" />
        <TopBar {...config} scrollEffect webview={false} />
      </>,
    );
    const bar = screen.getByRole('banner');
    expect(bar).toHaveClass('sh-top-bar--transparent');

    scrollTo(250);
    flushThrottle();
    expect(bar).toHaveClass('sh-top-bar--transparent');

    scrollTo(251);
    flushThrottle();
    expect(bar).not.toHaveClass('sh-top-bar--transparent');

    scrollTo(100);
    flushThrottle();
    expect(bar).toHaveClass('sh-top-bar--transparent');
  });

  it('throttles the scroll check to one per 100 ms', () => {
    render(
      <>
        <div data-top-bar-hero="" />
        <TopBar {...config} scrollEffect webview={false} />
      </>,
    );
    const bar = screen.getByRole('banner');
    scrollTo(400);
    // Within 100 ms of the mount check: not re-evaluated yet.
    expect(bar).toHaveClass('sh-top-bar--transparent');
    flushThrottle();
    expect(bar).not.toHaveClass('sh-top-bar--transparent');
  });

  it('stays opaque over a page without a hero (a not-found or error screen)', () => {
    render(<TopBar {...config} scrollEffect webview={false} />);
    expect(screen.getByRole('banner')).not.toHaveClass('sh-top-bar--transparent');
    expect(screen.getByRole('banner')).not.toHaveClass('sh-top-bar--overlay');
  });

  it('is never transparent without the scroll effect', () => {
    render(<TopBar {...config} webview={false} />);
    expect(screen.getByRole('banner')).not.toHaveClass('sh-top-bar--transparent');
  });
});

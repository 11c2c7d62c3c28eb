import { bus } from '@stay/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DefaultLayout, type DefaultLayoutProps } from '../default-layout';
import type { TopBarConfig } from '../top-bar';
import { useLocale } from './test-utils';

const topBar: TopBarConfig = { left: ['back'], right: ['search'], center: { kind: 'logo' } };

beforeAll(() => useLocale('en'));

function renderLayout(props: Partial<DefaultLayoutProps> = {}) {
  const all: DefaultLayoutProps = {
    webview: false,
    onLogout: jest.fn(),
    onOpenSearch: jest.fn(),
    searchSection: <p>search section parcel</p>,
    pathname: '/en',
    search: '',
    children: <h1>page content</h1>,
    ...props,
  };
  return { ...render(<DefaultLayout {...all} />), props: all };
}

describe('DefaultLayout', () => {
  it('composes web bar, top bar, main content and footer', () => {
    renderLayout({ topBar });
    expect(screen.getByRole('main')).toHaveTextContent('page content');
    expect(screen.getAllByRole('banner')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /chat/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#sh-main');
  });

  it('hides the top bar, the footer and the chat button in webview mode', () => {
    renderLayout({ topBar, webview: true });
    expect(screen.queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /chat/i })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('page content');
  });

  it('opens the search section from the web bar summary and closes it with Escape', async () => {
    const { props } = renderLayout();
    await userEvent.click(screen.getByRole('button', { name: / change search$/ }));
    expect(props.onOpenSearch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Search stays' })).toHaveTextContent('search section parcel');
    expect(document.body).toHaveClass('sh-scroll-locked');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('sh-scroll-locked');
  });

  it('opens the search section from the top bar search icon (via the bus)', async () => {
    renderLayout({ topBar });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('dialog', { name: 'Search stays' })).toBeInTheDocument();
  });

  it('closes the search section after a navigation', () => {
    const { rerender, props } = renderLayout();
    act(() => {
      bus.emit('search:open-section', {});
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    rerender(<DefaultLayout {...props} pathname="/en/search" search="?cityCode=SEL" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

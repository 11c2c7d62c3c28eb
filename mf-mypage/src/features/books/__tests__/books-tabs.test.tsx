// The booking tabs on a phone: in Japanese the third tab (キャンセル済み) must stay reachable at
// 390 px. jsdom lays nothing out, so clipping itself cannot be seen here: this checks the tablist
// semantics and keys, and that the stylesheet lets the tabs share the row (wrapping their labels)
// and scrolls the row sideways, with an edge shadow, when they still do not fit.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initI18n, registerNavigator, type Navigator } from '@stay/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { installFakeApi, ok, type FakeApi } from '@stay/shared/testing/fake-api';
import { BooksPage } from '../components/books-page';

const counts = [
  { orderStatus: 'pending', orderCnt: 2, title: '' },
  { orderStatus: 'complete', orderCnt: 12, title: '' },
  { orderStatus: 'cancel', orderCnt: 3, title: '' },
];

let api: FakeApi;
let push: jest.Mock;
let off: () => void;
beforeEach(() => {
  initI18n('ja');
  push = jest.fn();
  off = registerNavigator({ push, back: jest.fn(), openWindow: jest.fn() } as unknown as jest.Mocked<Navigator>);
  api = installFakeApi();
  for (const tab of ['pending', 'complete', 'cancel']) api.on('GET', `/v1/books/status/${tab}`, ok({ bookCnts: counts, books: [], total: 0, hasMore: false }));
});
afterEach(() => {
  api.restore();
  off();
});

/** The declarations of the one rule whose selector is exactly `selector`. */
function rule(css: string, selector: string): string {
  const at = css.search(new RegExp(`(^|\\n)${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\{`));
  expect(at).toBeGreaterThanOrEqual(0);
  return css.slice(css.indexOf('{', at) + 1, css.indexOf('}', at));
}

test('the Japanese booking tabs are one tablist, every tab reachable by the arrow keys, Home and End', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/mypage/books']}>
      <BooksPage />
    </MemoryRouter>,
  );
  const list = await screen.findByRole('tablist', { name: '予約の状態' });
  expect(list).toHaveClass('mp-tabs');
  expect(await screen.findByTestId('count-complete')).toHaveTextContent('12');
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((t) => t.textContent)).toEqual(['今後の予約2', '過去の予約12', 'キャンセル済み3']);
  for (const tab of tabs) expect(tab).toHaveAttribute('aria-controls', 'mp-tabpanel');

  const upcoming = screen.getByRole('tab', { name: /今後の予約/ });
  upcoming.focus();
  await user.keyboard('{ArrowLeft}');
  const cancelled = screen.getByRole('tab', { name: /キャンセル済み/ });
  expect(cancelled).toHaveFocus();
  // Choosing a tab goes through the shell's navigator (the tab lives in the URL).
  expect(String(push.mock.calls.at(-1)?.[0])).toContain('tab=cancel');
  await user.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: /今後の予約/ })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: /キャンセル済み/ })).toHaveFocus();
});

test('the stylesheet lets the tabs share a narrow row and scrolls it, with a visible edge, when they do not fit', () => {
  const css = readFileSync(join(__dirname, '..', '..', '..', 'components', 'mypage.css'), 'utf8');
  const tabs = rule(css, '.mp-tabs');
  expect(tabs).toMatch(/overflow-x:\s*auto/);
  // Scroll shadows: a shadow fixed to the box's edge, a cover that moves with the content.
  expect(tabs).toMatch(/no-repeat local/);
  expect(tabs).toMatch(/no-repeat scroll/);
  const tab = rule(css, '.mp-tab');
  // A tab may shrink below its one-line width and wrap its label instead of pushing the next tab out.
  expect(tab).toMatch(/flex:\s*1 1 0/);
  expect(tab).toMatch(/white-space:\s*normal/);
  // Three tabs at their narrowest fit a 390 px phone's 358 px row (16 px page padding each side).
  const minEm = Number(/min-width:\s*([\d.]+)em/.exec(tab)?.[1]);
  expect(3 * minEm * 16 + 2 * 4).toBeLessThanOrEqual(358);
});

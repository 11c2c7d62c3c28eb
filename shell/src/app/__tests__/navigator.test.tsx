// The shell's navigator on a phone and in a tab of its own: a stay from the results opens in place
// on a narrow screen (a new tab there has no Back) and in a new window on a wide one; Back on the
// first page of a tab leads to the page that opened it, or to the main page, never nowhere.
import { goBack, openInNewWindow } from '@stay/shared';
import { renderHook } from '@testing-library/react';
import { useShellNavigator } from '../use-shell-navigator';

function screenWide(wide: boolean) {
  window.matchMedia = ((query: string) => ({ matches: wide && query.includes('min-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
}

function setReferrer(value: string) {
  Object.defineProperty(document, 'referrer', { value, configurable: true });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/en/products/7');
  setReferrer('');
  window.scrollTo = jest.fn();
  window.open = jest.fn();
});

it('opens a stay in place on a phone and in a new window on a wide screen', () => {
  renderHook(() => useShellNavigator('en', false));
  screenWide(false);
  openInNewWindow('/products/9');
  expect(window.location.pathname).toBe('/en/products/9');
  expect(window.open).not.toHaveBeenCalled();
  screenWide(true);
  openInNewWindow('/products/10');
  expect(window.open).toHaveBeenCalledWith('/en/products/10', '_blank', 'noopener');
  expect(window.location.pathname).toBe('/en/products/9');
});

it('Back on the first page of a tab goes to the page of ours that opened it, else the main page', () => {
  renderHook(() => useShellNavigator('en', false));
  const back = jest.spyOn(window.history, 'back');
  setReferrer(`${window.location.origin}/en/search?searchText=Seoul`);
  goBack();
  expect(back).not.toHaveBeenCalled();
  expect(`${window.location.pathname}${window.location.search}`).toBe('/en/search?searchText=Seoul');

  window.history.replaceState(null, '', '/en/products/7');
  setReferrer('https://elsewhere.example/page');
  goBack();
  expect(window.location.pathname).toBe('/en');
  back.mockRestore();
});

it('Back after a page of ours was opened in this tab is the browser’s Back', () => {
  renderHook(() => useShellNavigator('en', false));
  screenWide(false);
  openInNewWindow('/products/11');
  const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
  goBack();
  expect(back).toHaveBeenCalledTimes(1);
  back.mockRestore();
});

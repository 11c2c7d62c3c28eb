import {
  browserNavigator,
  currentAppPath,
  goBack,
  localizedHref,
  navigate,
  openInNewWindow,
  registerNavigator,
  type Navigator,
} from '../navigation';

afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

function fakeNavigator(): jest.Mocked<Navigator> {
  return { push: jest.fn(), back: jest.fn(), openWindow: jest.fn() };
}

describe('with the shell navigator registered', () => {
  it('hands over app paths without a locale prefix', () => {
    window.history.replaceState(null, '', '/en/faq');
    const nav = fakeNavigator();
    const unregister = registerNavigator(nav);
    navigate('/search?x=1', { replace: true });
    goBack();
    openInNewWindow('/products/12');
    expect(nav.push).toHaveBeenCalledWith('/search?x=1', { replace: true });
    expect(nav.back).toHaveBeenCalled();
    expect(nav.openWindow).toHaveBeenCalledWith('/products/12');
    unregister();
  });

  it('falls back to the browser after the shell unregisters', () => {
    const nav = fakeNavigator();
    registerNavigator(nav)();
    const push = jest.spyOn(browserNavigator, 'push').mockImplementation(() => {});
    navigate('/faq');
    expect(nav.push).not.toHaveBeenCalled();
    expect(push).toHaveBeenCalledWith('/faq', {});
  });
});

describe('without a shell (remote running alone)', () => {
  it('adds the locale prefix of the current page', () => {
    window.history.replaceState(null, '', '/ja/notice');
    expect(localizedHref('/search?x=1')).toBe('/ja/search?x=1');
    window.history.replaceState(null, '', '/notice');
    expect(localizedHref('/search?x=1')).toBe('/search?x=1');
    expect(localizedHref('https://example.com/a')).toBe('https://example.com/a');
  });

  it('opens new windows at the localized url and goes back through history', () => {
    window.history.replaceState(null, '', '/en/search');
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => {});
    openInNewWindow('/products/7');
    goBack();
    expect(open).toHaveBeenCalledWith('/en/products/7', '_blank', 'noopener');
    expect(back).toHaveBeenCalled();
  });
});

it('reports the current page as an app path with its query', () => {
  window.history.replaceState(null, '', '/en/mypage/books?tab=cancel');
  expect(currentAppPath()).toBe('/mypage/books?tab=cancel');
});

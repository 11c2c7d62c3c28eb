import { ClientException } from '../../api-client/client-exception';
import { initI18n } from '../../i18n/i18n';
import { isWebView, sendNativeEvent, webviewPush, webviewPushTarget } from '../webview';

type Host = Record<string, unknown>;
const host = window as unknown as Host;

afterEach(() => {
  delete host.__STAY_BOOT__;
  delete host.AwesomeStayApp;
  delete host.webkit;
});

describe('isWebView', () => {
  it('is false in a plain browser', () => {
    expect(isWebView()).toBe(false);
  });

  it('is true when the server saw the WebView client-interface header', () => {
    host.__STAY_BOOT__ = { webview: true };
    expect(isWebView()).toBe(true);
    host.__STAY_BOOT__ = { webview: false };
    expect(isWebView()).toBe(false);
  });

  it('is true when an in-app browser object exists', () => {
    host.AwesomeStayApp = { postMessage: jest.fn() };
    expect(isWebView()).toBe(true);
    delete host.AwesomeStayApp;
    host.webkit = { messageHandlers: { awesomeStay: { postMessage: jest.fn() } } };
    expect(isWebView()).toBe(true);
  });
});

describe('sendNativeEvent', () => {
  it('posts the event name and arguments to the Android bridge as JSON', () => {
    const postMessage = jest.fn();
    host.AwesomeStayApp = { postMessage };
    sendNativeEvent('share', 'https://x', 3);
    expect(JSON.parse(postMessage.mock.calls[0][0] as string)).toEqual({ name: 'share', args: ['https://x', 3] });
  });

  it('posts to the iOS message handler', () => {
    const postMessage = jest.fn();
    host.webkit = { messageHandlers: { awesomeStay: { postMessage } } };
    sendNativeEvent('back');
    expect(postMessage).toHaveBeenCalledWith({ name: 'back', args: [] });
  });

  it("throws 'not a web view environment' elsewhere", () => {
    initI18n('en');
    expect(() => sendNativeEvent('back')).toThrow(ClientException);
    expect(() => sendNativeEvent('back')).toThrow(/not a web view environment/i);
  });
});

describe('webviewPush', () => {
  it('sends product paths to /accom with the product and its search', () => {
    expect(webviewPushTarget('/products/12')).toBe('/accom?productIdx=12');
    expect(webviewPushTarget('/products/12?checkInDate=2030-01-01&checkOutDate=2030-01-03&adtCnt=2')).toBe(
      '/accom?productIdx=12&checkInDate=2030-01-01&checkOutDate=2030-01-03&adtCnt=2',
    );
    expect(webviewPush('/en/products/12?checkInDate=2030-01-01#rooms')).toEqual({
      target: '/accom?productIdx=12&checkInDate=2030-01-01',
      accom: { productIdx: 12, query: { checkInDate: '2030-01-01' }, locale: 'en' },
    });
  });

  it('leaves other paths alone', () => {
    expect(webviewPushTarget('/search?x=1')).toBe('/search?x=1');
    expect(webviewPushTarget('/productsale')).toBe('/productsale');
    expect(webviewPush('/search?x=1').accom).toBeUndefined();
  });
});

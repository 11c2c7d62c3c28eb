// In-app webview support (SPEC §1, §2, §6): detection, native events, and the push target rule.
import type { BootData } from '../mf/contract';
import { ClientException } from '../api-client/client-exception';
import { translate } from '../i18n/i18n';
import { localeFromPath } from '../mf/contract';

/** Android-style JavaScript interface injected by the host app. */
interface AndroidBridge {
  postMessage(message: string): void;
}
/** iOS WKScriptMessageHandler. */
interface IosBridge {
  postMessage(message: unknown): void;
}

interface WebViewWindow {
  __STAY_BOOT__?: Partial<BootData>;
  AwesomeStayApp?: AndroidBridge;
  webkit?: { messageHandlers?: { awesomeStay?: IosBridge } };
}

function host(): WebViewWindow | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as WebViewWindow);
}

/** A server render's mode: the page is drawn for the app when its request said so. */
let drawingForWebView = false;
/** Set by a server render (mf/server-render) before it draws, from the request's client-interface header. */
export function drawForWebView(webview: boolean): void {
  drawingForWebView = webview;
}

/**
 * SPEC §6: webview mode is detected by the client-interface header (the server puts it in
 * `__STAY_BOOT__.webview`) or by an in-app browser object.
 */
export function isWebView(): boolean {
  const w = host();
  if (!w) return drawingForWebView;
  return w.__STAY_BOOT__?.webview === true || w.AwesomeStayApp !== undefined || w.webkit?.messageHandlers?.awesomeStay !== undefined;
}

/**
 * Sends an event to the host app: the event name plus arguments (SPEC §7 "Web view").
 * Throws ClientException 'not a web view environment' where there is no bridge to post to,
 * including a webview flagged only by header whose app injected no bridge.
 */
export function sendNativeEvent(name: string, ...args: unknown[]): void {
  const w = host();
  const message = { name, args };
  const ios = w?.webkit?.messageHandlers?.awesomeStay;
  if (ios) {
    ios.postMessage(message);
    return;
  }
  if (w?.AwesomeStayApp) {
    w.AwesomeStayApp.postMessage(JSON.stringify(message));
    return;
  }
  throw new ClientException('NOT_WEB_VIEW', translate('errors.notWebView'));
}

/** What the host app gets with a push to a stay: enough to open it natively. */
export interface AccomPush {
  productIdx: number;
  /** The rest of the product URL's query (dates, guests, rooms), as given. */
  query: Record<string, string>;
  locale: string;
}

const PRODUCT_PATH = /^\/products\/(\d{1,10})\/?$/;

/**
 * SPEC §2: in the app webview a push to a products path goes to /accom. The product index and the
 * page's query (dates, guests, rooms) travel with it, in the path's query and as a structured
 * argument, so the app can open the stay natively for the same search.
 */
export function webviewPush(path: string): { target: string; accom?: AccomPush } {
  const [pathname = '', queryString = ''] = path.split('#', 1)[0]!.split('?', 2);
  const { locale, rest } = localeFromPath(pathname);
  if (!/^\/products(\/|$)/.test(rest)) return { target: path };
  const m = PRODUCT_PATH.exec(rest);
  if (!m) return { target: '/accom' };
  const params = new URLSearchParams(queryString);
  const query = Object.fromEntries([...params].filter(([k]) => k !== 'productIdx'));
  const productIdx = Number(m[1]);
  const out = new URLSearchParams({ productIdx: String(productIdx), ...query });
  return { target: `/accom?${out.toString()}`, accom: { productIdx, query, locale } };
}

/** The path a push goes to in the app webview (see webviewPush). */
export function webviewPushTarget(path: string): string {
  return webviewPush(path).target;
}

// The booking page an order came from, so a declined or cancelled payment can lead back to it
// with the same stay, room and dates (session storage: this tab only).
const key = (orderNum: string) => `mf-product:book-path:${orderNum}`;

export function rememberBookPath(orderNum: string, path: string): void {
  try {
    sessionStorage.setItem(key(orderNum), path);
  } catch {
    // Storage may be full or blocked; the result page then links to the stay instead.
  }
}

export function bookPathOf(orderNum: string): string | null {
  try {
    return sessionStorage.getItem(key(orderNum));
  } catch {
    return null;
  }
}

// What the traveller typed into the guest form, kept for the same booking page (this tab only) while
// they are at the gateway: a declined or closed payment's "try again" finds it as they left it. A
// paid booking forgets it.
const guestKey = (path: string) => `mf-product:book-guest:${path}`;

export function rememberGuest(path: string, guest: Record<string, string>): void {
  try {
    sessionStorage.setItem(guestKey(path), JSON.stringify(guest));
  } catch {
    // Not kept: the form falls back to the member's details.
  }
}

export function guestOf(path: string): Record<string, string> {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(guestKey(path)) ?? '{}');
    if (!kept || typeof kept !== 'object') return {};
    return Object.fromEntries(Object.entries(kept).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

export function forgetGuest(path: string): void {
  try {
    sessionStorage.removeItem(guestKey(path));
  } catch {
    // nothing kept
  }
}

// The unpaid order a declined payment's "try again" came back from, per booking page (this tab
// only): paying again from that page gives its hold back first, so one traveller never holds the
// same room twice, nor the coupon and points it keeps.
const retryKey = (path: string) => `mf-product:book-retry:${path}`;

export function rememberRetry(path: string, orderNum: string): void {
  try {
    sessionStorage.setItem(retryKey(path), orderNum);
  } catch {
    // Not kept: the earlier hold then ends by itself at its expiry.
  }
}

/** The earlier order to give back before paying again from `path`, once (it is forgotten as it is read). */
export function takeRetry(path: string): string | null {
  try {
    const orderNum = sessionStorage.getItem(retryKey(path));
    sessionStorage.removeItem(retryKey(path));
    return orderNum;
  } catch {
    return null;
  }
}

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
    sessionStorage.removeItem(choicesKey(path));
  } catch {
    // nothing kept
  }
}

// What the traveller chose on the booking page besides the guest (coupon, awesome cash, welfare
// points, payment method), kept the same way: "try again" after a declined payment finds them as
// they were. The declined order's hold is given back before the page opens again, so the coupon
// and points it kept are free to choose once more.
export interface BookChoices {
  couponUserIdx: number | null;
  usePoint: number;
  useUserPoint: number;
  method: string;
}

const choicesKey = (path: string) => `mf-product:book-choices:${path}`;

export function rememberChoices(path: string, choices: BookChoices): void {
  try {
    sessionStorage.setItem(choicesKey(path), JSON.stringify(choices));
  } catch {
    // Not kept: the page starts without them.
  }
}

/** "Try again" on a declined payment's page: the booking page at `path` takes the choices back once. */
export function markRetry(path: string): void {
  try {
    sessionStorage.setItem(`mf-product:book-retry:${path}`, '1');
  } catch {
    // Not kept: the page starts without the earlier choices.
  }
}

/** The choices kept for `path`, only when the page opens from "try again" (once). */
export function retryChoicesOf(path: string): Partial<BookChoices> {
  try {
    const retrying = sessionStorage.getItem(`mf-product:book-retry:${path}`) !== null;
    sessionStorage.removeItem(`mf-product:book-retry:${path}`);
    return retrying ? choicesOf(path) : {};
  } catch {
    return {};
  }
}

function choicesOf(path: string): Partial<BookChoices> {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(choicesKey(path)) ?? '{}');
    if (!kept || typeof kept !== 'object') return {};
    const k = kept as Record<string, unknown>;
    const count = (x: unknown) => (typeof x === 'number' && Number.isInteger(x) && x >= 0 ? x : undefined);
    return {
      couponUserIdx: count(k.couponUserIdx) ?? null,
      usePoint: count(k.usePoint),
      useUserPoint: count(k.useUserPoint),
      method: typeof k.method === 'string' ? k.method : undefined,
    };
  } catch {
    return {};
  }
}

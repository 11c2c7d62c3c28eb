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

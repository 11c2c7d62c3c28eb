// Where to send the browser after a messenger login. Only a path on this site, and never a login
// page (that would only show the login again); anything else becomes '/'.
const LOGIN_PATH = /^\/(?:(?:en|ja)\/)?login(?:[/?#]|$)/i;

export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 512) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Control characters and backslashes let browsers reinterpret the target as another origin.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c === '\\' || c === '\u007f')) return '/';
  if (LOGIN_PATH.test(value)) return '/';
  try {
    const url = new URL(value, 'http://stay.invalid');
    if (url.origin !== 'http://stay.invalid') return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

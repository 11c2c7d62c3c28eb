// Who may read /metrics: `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time. Both
// sides are hashed first, so neither the comparison's time nor a length check tells anything
// about the token.
import crypto from 'node:crypto';

const digest = (value: string) => crypto.createHash('sha256').update(value, 'utf8').digest();

export function bearerMatches(header: string | string[] | undefined, token: string | undefined): boolean {
  if (!token || typeof header !== 'string') return false;
  const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(header);
  // Hash and compare even without a well-formed header, so a malformed one costs the same time.
  const given = match?.[1] ?? '';
  const same = crypto.timingSafeEqual(digest(given), digest(token));
  return same && match !== null;
}

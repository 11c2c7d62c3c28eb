// Short-lived access tokens: compact JWS (HS256) built on node:crypto, so there is no token
// library to trust. The session id (`sid`) ties the token to its refresh-token family: revoking
// the family ends the access token too (checked in plugins/auth.ts).
import { hmac, safeEqual } from './secrets';

export interface AccessClaims {
  /** Member idx. */
  sub: number;
  sid: string;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export function signAccessToken(secret: string, claims: AccessClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${HEADER}.${payload}.${hmac(secret, `${HEADER}.${payload}`)}`;
}

/** The claims of a well-signed, unexpired token; null otherwise. `now` in epoch seconds. */
export function verifyAccessToken(secret: string, token: string, now: number): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER || !safeEqual(signature, hmac(secret, `${header}.${payload}`))) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<AccessClaims>;
    if (typeof claims.sub !== 'number' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number') return null;
    if (claims.exp <= now) return null;
    return claims as AccessClaims;
  } catch {
    return null;
  }
}

// Remember me (SPEC §4: "User info is kept encrypted in a cookie for 24 hours when a remember-me
// marker exists"). The marker is a localStorage flag set by the login form's checkbox; the user
// info is AES-GCM encrypted with this browser's key (crypto-key.ts) and kept in the `stay_user`
// cookie, which expires 24 hours after the login that wrote it.
import { logger, readCookie, type UserInfo } from '@stay/shared';
import { defaultKeyStore, subtleCrypto, userInfoKey, type KeyStore } from './crypto-key';
import { writeCookie } from './session-cookies';

export const REMEMBERED_USER_COOKIE = 'stay_user';
export const REMEMBER_MARKER_KEY = 'stay:remember-me';
export const REMEMBER_TTL_MS = 24 * 60 * 60 * 1000;
/** Additional data bound into every ciphertext: a cookie of another purpose or version fails. */
const AAD = new TextEncoder().encode('stay_user:v1');

export interface RememberedUser {
  user: UserInfo;
  /** Epoch ms after which the cookie is no longer trusted. */
  expiresAt: number;
}

let keyStore: KeyStore | undefined = defaultKeyStore();

/** Tests replace IndexedDB with an in-memory store. */
export function setRememberKeyStore(store: KeyStore | undefined): void {
  keyStore = store;
}

export function hasRememberMarker(): boolean {
  try {
    return localStorage.getItem(REMEMBER_MARKER_KEY) === '1';
  } catch {
    return false;
  }
}

export function setRememberMarker(on: boolean): void {
  try {
    if (on) localStorage.setItem(REMEMBER_MARKER_KEY, '1');
    else localStorage.removeItem(REMEMBER_MARKER_KEY);
  } catch {
    // Storage disabled: nothing is remembered.
  }
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Encrypts and stores `user` until `expiresAt` (default: 24 hours from now). */
export async function saveRememberedUser(user: UserInfo, expiresAt = Date.now() + REMEMBER_TTL_MS): Promise<boolean> {
  const maxAge = Math.floor((expiresAt - Date.now()) / 1000);
  const subtle = subtleCrypto();
  try {
    const key = await userInfoKey(keyStore, true);
    if (!key || !subtle || maxAge <= 0) return false;
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const plain = new TextEncoder().encode(JSON.stringify({ user, expiresAt }));
    const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv, additionalData: AAD }, key, plain));
    const out = new Uint8Array(iv.length + sealed.length);
    out.set(iv);
    out.set(sealed, iv.length);
    writeCookie(REMEMBERED_USER_COOKIE, toBase64Url(out), maxAge);
    return true;
  } catch (error) {
    logger.warn('could not remember the user', error);
    return false;
  }
}

/** The remembered user, or null when absent, expired, tampered with or not decryptable here. */
export async function loadRememberedUser(): Promise<RememberedUser | null> {
  const raw = readCookie(REMEMBERED_USER_COOKIE);
  const subtle = subtleCrypto();
  if (!raw || !subtle) return null;
  try {
    const key = await userInfoKey(keyStore, false);
    if (!key) return null;
    const bytes = fromBase64Url(raw);
    const plain = await subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12), additionalData: AAD }, key, bytes.slice(12));
    const data = JSON.parse(new TextDecoder().decode(plain)) as RememberedUser;
    if (typeof data.expiresAt !== 'number' || data.expiresAt <= Date.now() || !data.user) return null;
    return data;
  } catch {
    // Another browser's cookie, a rotated key or a tampered value: forget it.
    forgetRememberedUser();
    return null;
  }
}

export function forgetRememberedUser(): void {
  writeCookie(REMEMBERED_USER_COOKIE, '', 0);
}

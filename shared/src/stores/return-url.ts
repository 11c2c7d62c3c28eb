// The return url (where login sends the user back) and the url history (SPEC §2, §4 Session).
import { localeFromPath } from '../mf/contract';
import { STORAGE_KEYS } from '../constants/storage-keys';
import { readStorage, removeStorage, writeStorage } from './storage';

const DEFAULT_RETURN_URL = '/';
const HISTORY_LIMIT = 20;
/** SPEC §2: these types with a numeric idx are one-shot actions, not places to come back to. */
const ACTION_TYPES = new Set(['wish', 'coupon', 'eventGiveaway', 'alarm']);

/** Splits a path into the app path (locale prefix stripped) and its query. */
function normalise(path: string): { pathname: string; search: string; full: string } {
  const url = new URL(path, 'http://stay.local');
  const { rest } = localeFromPath(url.pathname);
  return { pathname: rest, search: url.search, full: `${rest}${url.search}${url.hash}` };
}

export function isLoginPath(path: string): boolean {
  return /^\/login(\/|$)/.test(normalise(path).pathname);
}

/** False for login paths and for urls carrying type wish|coupon|eventGiveaway|alarm plus a numeric idx. */
export function isRememberablePath(path: string): boolean {
  if (!path || isLoginPath(path)) return false;
  const query = new URLSearchParams(normalise(path).search);
  const type = query.get('type');
  const idx = query.get('idx');
  return !(type !== null && ACTION_TYPES.has(type) && idx !== null && /^\d+$/.test(idx));
}

/** Remembers where to return after login. Returns false (and keeps the old value) when refused. */
export function rememberReturnUrl(path: string): boolean {
  if (!isRememberablePath(path)) return false;
  return writeStorage(STORAGE_KEYS.returnUrl, normalise(path).full);
}

export function peekReturnUrl(): string {
  return readStorage<string>(STORAGE_KEYS.returnUrl, DEFAULT_RETURN_URL);
}

/** The remembered url (default '/'), forgotten once read: after login the user goes there. */
export function takeReturnUrl(): string {
  const url = peekReturnUrl();
  removeStorage(STORAGE_KEYS.returnUrl);
  return url;
}

/** Adds a visited path to the url history (same filter as the return url). */
export function pushUrlHistory(path: string): void {
  if (!isRememberablePath(path)) return;
  const full = normalise(path).full;
  const history = readStorage<string[]>(STORAGE_KEYS.urlHistory, []).filter((p) => p !== full);
  writeStorage(STORAGE_KEYS.urlHistory, [full, ...history].slice(0, HISTORY_LIMIT));
}

export function readUrlHistory(): string[] {
  return readStorage<string[]>(STORAGE_KEYS.urlHistory, []);
}

/** SPEC §4: logout clears history and return urls. */
export function clearNavigationMemory(): void {
  removeStorage(STORAGE_KEYS.returnUrl);
  removeStorage(STORAGE_KEYS.urlHistory);
}

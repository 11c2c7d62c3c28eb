// localStorage with JSON values, that never throws (storage can be disabled or full) and logs
// 'value needed' when asked to store nothing (SPEC §8).
import { logger } from '../log/logger';

export const VALUE_NEEDED = 'value needed';

function area(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readStorage<T>(key: string, fallback: T): T {
  if (!key) {
    logger.warn(VALUE_NEEDED, 'storage key');
    return fallback;
  }
  try {
    const raw = area()?.getItem(key);
    return raw == null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

/** Stores `value` as JSON. A missing key or value (undefined/null) is logged and not stored. */
export function writeStorage(key: string, value: unknown): boolean {
  if (!key || value === undefined || value === null) {
    logger.warn(VALUE_NEEDED, key || 'storage key');
    return false;
  }
  try {
    area()?.setItem(key, JSON.stringify(value));
    return true;
  } catch (error) {
    logger.warn('storage write failed', key, error);
    return false;
  }
}

export function removeStorage(key: string): void {
  try {
    area()?.removeItem(key);
  } catch {
    // nothing to do
  }
}

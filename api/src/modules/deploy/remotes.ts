// The remotes a team can deploy, their folders, and what a version id looks like (DEPLOY.md).
import type { RemoteName } from '@stay/shared/mf/contract';

export const REMOTE_FOLDERS: Readonly<Record<RemoteName, string>> = {
  mf_search: 'mf-search',
  mf_product: 'mf-product',
  mf_mypage: 'mf-mypage',
  mf_membership: 'mf-membership',
  mf_support: 'mf-support',
};

export const REMOTES = Object.keys(REMOTE_FOLDERS) as RemoteName[];

/** A page of each remote for the smoke load and the verification scripts. */
export const SMOKE_PATHS: Readonly<Record<RemoteName, string>> = {
  mf_search: '/search',
  mf_product: '/products/1',
  mf_mypage: '/mypage',
  mf_membership: '/membership/awesome/subscribe',
  mf_support: '/faq',
};

/** `mf-search` or `mf_search` -> `mf_search`; anything else -> null. */
export function remoteOf(name: string): RemoteName | null {
  const n = name.replace(/-/g, '_');
  return (REMOTES as string[]).includes(n) ? (n as RemoteName) : null;
}

/** `<UTC yyyyMMddHHmmss>-<7 lowercase letters or digits>`: sortable by time, safe in a URL and a path. */
export const VERSION_ID = /^\d{14}-[0-9a-z]{7}$/;

export function makeVersionId(now: Date, tag: string): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const t = tag.toLowerCase().replace(/[^0-9a-z]/g, '').padEnd(7, '0').slice(0, 7);
  return `${stamp}-${t}`;
}

export const isVersionId = (s: string): boolean => VERSION_ID.test(s);

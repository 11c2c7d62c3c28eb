// The registry of remote versions (DEPLOY.md "Registry v2"): per remote, which version each channel
// serves, the last version known good, and a history. Pure operations: each returns a new document
// and never touches disk (artifact-store.ts writes it atomically, under a lock, by generation).
import type { RemoteName } from '@stay/shared/mf/contract';
import { REMOTES } from './remotes';

export type Channel = 'stable' | 'canary' | 'webview';

export interface Pointer {
  version: string;
  /** When this channel started serving the version (ISO). */
  since: string;
}

export interface CanaryPointer extends Pointer {
  /** 0-100: the share of visitors (by bucket) who get the canary. */
  percent: number;
  /** Constant for one canary version, so a ramp only adds visitors (DEPLOY.md A7). */
  salt: string;
  halted: boolean;
  haltReason?: string;
}

export interface HistoryEntry {
  at: string;
  action: 'deploy' | 'canary' | 'ramp' | 'promote' | 'rollback' | 'halt' | 'webview' | 'good';
  channel: Channel | 'lastGood';
  from: string | null;
  to: string | null;
  percent?: number;
  by: string;
  note?: string;
}

export interface RemoteState {
  stable: Pointer | null;
  canary: CanaryPointer | null;
  webview: Pointer | null;
  /** The version a failing load falls back to; moves on promote, or once a stable version ran clean. */
  lastGood: string | null;
  history: HistoryEntry[];
}

export interface RegistryDoc {
  schema: 2;
  /** Bumped by every write: a writer that read an older generation must read again (compare-and-swap). */
  generation: number;
  remotes: Partial<Record<RemoteName, RemoteState>>;
}

export const HISTORY_MAX = 200;

export class RegistryError extends Error {
  constructor(
    readonly code: 'NO_STABLE' | 'NO_CANARY' | 'NO_TARGET' | 'BAD_PERCENT' | 'SAME_VERSION',
    message: string,
  ) {
    super(message);
    this.name = 'RegistryError';
  }
}

export const emptyRegistry = (): RegistryDoc => ({ schema: 2, generation: 0, remotes: {} });

const emptyRemote = (): RemoteState => ({ stable: null, canary: null, webview: null, lastGood: null, history: [] });

/** Reads a parsed registry file; a v1 file (remote -> manifest URL) has no versions and reads as empty. */
export function parseRegistry(raw: unknown): RegistryDoc {
  const doc = raw as Partial<RegistryDoc> | null;
  if (!doc || doc.schema !== 2 || typeof doc.generation !== 'number' || typeof doc.remotes !== 'object' || doc.remotes === null) {
    throw new Error('not a version-2 registry');
  }
  const remotes: RegistryDoc['remotes'] = {};
  for (const name of REMOTES) {
    const r = doc.remotes[name];
    if (r) remotes[name] = { ...emptyRemote(), ...r, history: Array.isArray(r.history) ? r.history : [] };
  }
  return { schema: 2, generation: doc.generation, remotes };
}

export interface Change {
  remote: RemoteName;
  by: string;
  now: Date;
}

function edit(doc: RegistryDoc, c: Change, fn: (r: RemoteState, at: string) => HistoryEntry | null): RegistryDoc {
  const current = doc.remotes[c.remote] ?? emptyRemote();
  const next: RemoteState = { ...current, history: [...current.history] };
  const at = c.now.toISOString();
  const entry = fn(next, at);
  if (entry) next.history = [...next.history, entry].slice(-HISTORY_MAX);
  return { ...doc, remotes: { ...doc.remotes, [c.remote]: next } };
}

/** A new stable version. The first one is also the last good; later ones earn it (markGood). */
export function setStable(doc: RegistryDoc, c: Change, version: string, action: 'deploy' | 'rollback' = 'deploy'): RegistryDoc {
  return edit(doc, c, (r, at) => {
    const from = r.stable?.version ?? null;
    if (from === version) throw new RegistryError('SAME_VERSION', `${c.remote} stable is already ${version}`);
    r.stable = { version, since: at };
    if (r.lastGood === null) r.lastGood = version;
    // A canary of the version now stable has nothing left to test.
    if (r.canary?.version === version) r.canary = null;
    return { at, action, channel: 'stable', from, to: version, by: c.by };
  });
}

function checkPercent(percent: number): void {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) throw new RegistryError('BAD_PERCENT', `percent must be 0-100, got ${percent}`);
}

export function setCanary(doc: RegistryDoc, c: Change, version: string, percent: number): RegistryDoc {
  checkPercent(percent);
  return edit(doc, c, (r, at) => {
    if (!r.stable) throw new RegistryError('NO_STABLE', `${c.remote} has no stable version yet: deploy one first`);
    if (r.stable.version === version) throw new RegistryError('SAME_VERSION', `${version} is already stable`);
    const from = r.canary?.version ?? null;
    r.canary = { version, since: at, percent, salt: version, halted: false };
    return { at, action: 'canary', channel: 'canary', from, to: version, percent, by: c.by };
  });
}

/** Changes the canary's share; the salt stays, so everyone already in stays in (DEPLOY.md A7). */
export function ramp(doc: RegistryDoc, c: Change, percent: number): RegistryDoc {
  checkPercent(percent);
  return edit(doc, c, (r, at) => {
    if (!r.canary) throw new RegistryError('NO_CANARY', `${c.remote} has no canary`);
    r.canary = { ...r.canary, percent, halted: false, haltReason: undefined };
    return { at, action: 'ramp', channel: 'canary', from: r.canary.version, to: r.canary.version, percent, by: c.by };
  });
}

/** The canary becomes stable and last good. */
export function promote(doc: RegistryDoc, c: Change): RegistryDoc {
  return edit(doc, c, (r, at) => {
    if (!r.canary) throw new RegistryError('NO_CANARY', `${c.remote} has no canary to promote`);
    const from = r.stable?.version ?? null;
    const to = r.canary.version;
    r.stable = { version: to, since: at };
    r.lastGood = to;
    r.canary = null;
    return { at, action: 'promote', channel: 'stable', from, to, by: c.by };
  });
}

/** No new page load gets the canary (open pages keep what they have). Reports may do this. */
export function halt(doc: RegistryDoc, c: Change, reason: string): RegistryDoc {
  return edit(doc, c, (r, at) => {
    if (!r.canary) throw new RegistryError('NO_CANARY', `${c.remote} has no canary`);
    if (r.canary.halted) return null;
    r.canary = { ...r.canary, halted: true, haltReason: reason };
    return { at, action: 'halt', channel: 'canary', from: r.canary.version, to: r.canary.version, by: c.by, note: reason };
  });
}

export function setWebview(doc: RegistryDoc, c: Change, version: string): RegistryDoc {
  return edit(doc, c, (r, at) => {
    const from = r.webview?.version ?? null;
    r.webview = { version, since: at };
    return { at, action: 'webview', channel: 'webview', from, to: version, by: c.by };
  });
}

/**
 * Stable back to the last good version (or `to`), without a build; the canary is dropped with it.
 * For the webview channel, `to` or the last good.
 */
export function rollback(doc: RegistryDoc, c: Change, opts: { to?: string; channel?: 'stable' | 'webview' } = {}): RegistryDoc {
  const r = doc.remotes[c.remote];
  const target = opts.to ?? r?.lastGood ?? null;
  if (!target) throw new RegistryError('NO_TARGET', `${c.remote} has no last good version to roll back to`);
  if (opts.channel === 'webview') return setWebview(doc, c, target);
  const already = r?.stable?.version === target;
  const next = already ? doc : setStable(doc, c, target, 'rollback');
  return edit(next, c, (s, at) => {
    const dropped = s.canary?.version ?? null;
    s.canary = null;
    // Rolling back to a version says it is good; a later automatic mark would say so again.
    s.lastGood = target;
    // Stable was already there: the rollback only took the canary away.
    return already ? { at, action: 'rollback', channel: 'canary', from: dropped, to: null, by: c.by } : null;
  });
}

/** The stable version ran clean: failing loads now fall back to it. */
export function markGood(doc: RegistryDoc, c: Change, version: string, note: string): RegistryDoc {
  return edit(doc, c, (r, at) => {
    if (r.lastGood === version) return null;
    const from = r.lastGood;
    r.lastGood = version;
    return { at, action: 'good', channel: 'lastGood', from, to: version, by: c.by, note };
  });
}

/** Every version a channel or the last good names (gc keeps these). */
export function referencedVersions(r: RemoteState | undefined): Set<string> {
  const s = new Set<string>();
  if (!r) return s;
  for (const v of [r.stable?.version, r.canary?.version, r.webview?.version, r.lastGood]) if (v) s.add(v);
  return s;
}

/** A remote's canary as an operator watches it (the metrics' deploy gauges). */
export interface CanaryState {
  remote: RemoteName;
  /** The share of visitors the canary serves: 0 without one, and once halted (it serves nobody). */
  percent: number;
  halted: boolean;
}

/** Every remote of the registry with its canary's state. */
export function canaryStates(doc: RegistryDoc): CanaryState[] {
  return REMOTES.flatMap((remote) => {
    const state = doc.remotes[remote];
    if (!state) return [];
    const canary = state.canary;
    return [{ remote, percent: canary && !canary.halted ? canary.percent : 0, halted: Boolean(canary?.halted) }];
  });
}

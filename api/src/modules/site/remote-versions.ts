// Which remote versions a page request gets (DEPLOY.md): the registry is read per request (cached by
// file modification time, so a pointer change is visible on the next page load), and resolved with
// the visitor's bucket cookie, the webview header and a signed smoke override.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteName, RemoteRegistry } from '@stay/shared/mf/contract';
import { BUCKET_COOKIE, isVersionId, isVisitorId, newVisitorId, OVERRIDE_COOKIE, readOverride, REMOTE_FOLDERS, resolveRemotes, type FolderStore, type RegistryDoc } from '../deploy';

const YEAR_SECONDS = 365 * 86_400;

/** Public URL of a published version's manifest. */
export const versionEntry = (remote: RemoteName, version: string) => `/remotes/${REMOTE_FOLDERS[remote]}/${version}/mf-manifest.json`;
const devEntry = (remote: RemoteName) => `/remotes/${REMOTE_FOLDERS[remote]}/mf-manifest.json`;

type Cached<T> = { mtimeMs: number; value: T } | null;

export class RemoteVersions {
  private registryCache: Cached<RegistryDoc | null> = null;
  private devCache: Cached<Partial<Record<RemoteName, string>>> = null;
  private key: Buffer | null = null;

  constructor(
    private readonly store: FolderStore,
    /** A flat dev registry (remote -> manifest URL) that replaces the store: `npm run dev`. */
    private readonly devRegistryFile: string | undefined,
  ) {}

  get mode(): 'dev' | 'versions' {
    return this.devRegistryFile ? 'dev' : 'versions';
  }

  async registry(): Promise<RegistryDoc | null> {
    const stat = await fs.stat(this.store.registryFile).catch(() => null);
    if (!stat) return null;
    if (this.registryCache?.mtimeMs !== stat.mtimeMs) this.registryCache = { mtimeMs: stat.mtimeMs, value: await this.store.readRegistry() };
    return this.registryCache.value;
  }

  private async devRegistry(file: string): Promise<Partial<Record<RemoteName, string>>> {
    const stat = await fs.stat(file);
    if (this.devCache?.mtimeMs !== stat.mtimeMs) this.devCache = { mtimeMs: stat.mtimeMs, value: JSON.parse(await fs.readFile(file, 'utf8')) };
    return this.devCache.value;
  }

  /** Resolves this request's remotes; sets the bucket cookie on a first visit. */
  async forRequest(req: FastifyRequest, reply: FastifyReply, webview: boolean): Promise<RemoteRegistry> {
    if (this.devRegistryFile) {
      const dev = await this.devRegistry(this.devRegistryFile);
      return resolveRemotes(null, { visitor: undefined, webview, overrides: {} }, { versionEntry, devEntry: (r) => dev[r] ?? devEntry(r) });
    }
    let visitor = req.cookies[BUCKET_COOKIE];
    if (!isVisitorId(visitor)) {
      visitor = newVisitorId();
      reply.setCookie(BUCKET_COOKIE, visitor, { path: '/', maxAge: YEAR_SECONDS, httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https' });
    }
    const doc = await this.registry();
    const overrides = await this.overrides(req.cookies[OVERRIDE_COOKIE], req.server.clock());
    return resolveRemotes(doc, { visitor, webview, overrides }, { versionEntry, devEntry });
  }

  /** Pins of a signed override cookie, kept only for versions that are published. */
  private async overrides(cookie: string | undefined, now: Date): Promise<Partial<Record<RemoteName, string>>> {
    if (!cookie) return {};
    this.key ??= await this.store.key();
    const pins = readOverride(this.key, cookie, now);
    const kept: Partial<Record<RemoteName, string>> = {};
    for (const [remote, version] of Object.entries(pins) as [RemoteName, string][]) {
      if (await this.store.hasVersion(remote, version)) kept[remote] = version;
    }
    return kept;
  }

  /** Where a file under /remotes/<folder>/... lives, and whether it is an immutable version file. */
  locate(rest: string, repoRoot: string): { root: string; file: string; immutable: boolean } | null {
    const parts = rest.split('/');
    // Only plain names: nothing may step out of a version or a build folder.
    if (parts.some((p) => p === '' || p === '.' || p === '..' || p.includes('\\'))) return null;
    const [folder = '', second = '', ...more] = parts;
    const remote = (Object.keys(REMOTE_FOLDERS) as RemoteName[]).find((r) => REMOTE_FOLDERS[r] === folder);
    if (!remote || !second) return null;
    if (isVersionId(second)) {
      if (more.length === 0) return null;
      return { root: this.store.versionDir(remote, second), file: more.join('/'), immutable: true };
    }
    return { root: path.join(repoRoot, folder, 'dist'), file: [second, ...more].join('/'), immutable: false };
  }
}

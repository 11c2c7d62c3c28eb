// The artifact store (DEPLOY.md): a folder shaped like an object-store bucket.
//   artifacts/<remote-folder>/<versionId>/...   one immutable folder per published version
//   sourcemaps/<remote-folder>/<versionId>/...  never served (no public source maps)
//   registry.json                                 the pointers (registry.ts), replaced atomically
//   audit.ndjson                                  one line per registry write
//   deploy.key                                    HMAC key for smoke overrides and the status call
// A version folder is created by rename() from a temporary name, which fails if the name exists:
// a version is never overwritten. Registry writes take a lock file, check the generation and
// rename() a fully written file into place, so readers never see half a file and two teams
// deploying at once never lose each other's change.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { RemoteName } from '@stay/shared/mf/contract';
import { emptyRegistry, parseRegistry, type RegistryDoc } from './registry';
import { REMOTE_FOLDERS, isVersionId } from './remotes';

export const LOCK_STALE_MS = 60_000;
const LOCK_WAIT_MS = 15_000;

export interface VersionMeta {
  version: string;
  remote: RemoteName;
  /** SHA-256 over the published files (names and contents, the manifest's version stamp left out). */
  contentHash: string;
  publishedAt: string;
  gitSha: string | null;
  files: number;
  bytes: number;
}

export class StoreError extends Error {
  constructor(
    readonly code: 'VERSION_EXISTS' | 'NO_VERSION' | 'LOCK_TIMEOUT' | 'GENERATION_MOVED' | 'BAD_VERSION',
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

const exists = (p: string) => fs.access(p).then(() => true, () => false);

export class FolderStore {
  constructor(readonly root: string) {}

  get registryFile(): string {
    return path.join(this.root, 'registry.json');
  }

  versionDir(remote: RemoteName, version: string): string {
    if (!isVersionId(version)) throw new StoreError('BAD_VERSION', `not a version id: ${version}`);
    return path.join(this.root, 'artifacts', REMOTE_FOLDERS[remote], version);
  }

  hasVersion(remote: RemoteName, version: string): Promise<boolean> {
    return isVersionId(version) ? exists(path.join(this.versionDir(remote, version), 'version.json')) : Promise.resolve(false);
  }

  async versionMeta(remote: RemoteName, version: string): Promise<VersionMeta | null> {
    try {
      return JSON.parse(await fs.readFile(path.join(this.versionDir(remote, version), 'version.json'), 'utf8')) as VersionMeta;
    } catch {
      return null;
    }
  }

  /** Published versions of a remote, oldest first. */
  async listVersions(remote: RemoteName): Promise<VersionMeta[]> {
    const dir = path.join(this.root, 'artifacts', REMOTE_FOLDERS[remote]);
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    const metas = await Promise.all(names.filter(isVersionId).sort().map((v) => this.versionMeta(remote, v)));
    return metas.filter((m): m is VersionMeta => m !== null);
  }

  /**
   * Copies a built folder in as a new version. Source maps go to their private folder. The folder
   * appears whole or not at all; an existing version is never touched (VERSION_EXISTS).
   */
  async publish(remote: RemoteName, version: string, srcDir: string, meta: Omit<VersionMeta, 'version' | 'remote' | 'files' | 'bytes' | 'publishedAt'>, now: Date, transform?: (rel: string, data: Buffer) => Buffer): Promise<VersionMeta> {
    const final = this.versionDir(remote, version);
    if (await exists(final)) throw new StoreError('VERSION_EXISTS', `${remote} ${version} is already published`);
    const parent = path.dirname(final);
    const tmp = path.join(parent, `.tmp-${version}-${crypto.randomBytes(4).toString('hex')}`);
    const maps = path.join(this.root, 'sourcemaps', REMOTE_FOLDERS[remote], version);
    let files = 0;
    let bytes = 0;
    for (const rel of await listFiles(srcDir)) {
      const isMap = rel.endsWith('.map');
      const dest = path.join(isMap ? maps : tmp, rel);
      await fs.mkdir(path.dirname(dest), { recursive: true });
      const data = await fs.readFile(path.join(srcDir, rel));
      await fs.writeFile(dest, transform ? transform(rel, data) : data);
      if (!isMap) {
        files += 1;
        bytes += data.length;
      }
    }
    await refreshCompressedSiblings(tmp);
    const full: VersionMeta = { ...meta, version, remote, files, bytes, publishedAt: now.toISOString() };
    await fs.mkdir(tmp, { recursive: true });
    await fs.writeFile(path.join(tmp, 'version.json'), `${JSON.stringify(full, null, 2)}\n`);
    try {
      await fs.rename(tmp, final);
    } catch (err) {
      await fs.rm(tmp, { recursive: true, force: true });
      if ((err as NodeJS.ErrnoException).code === 'ENOTEMPTY' || (err as NodeJS.ErrnoException).code === 'EEXIST') {
        throw new StoreError('VERSION_EXISTS', `${remote} ${version} is already published`);
      }
      throw err;
    }
    return full;
  }

  /** gc: the folder is renamed away first, so a reader sees the version whole or not at all. */
  async removeVersion(remote: RemoteName, version: string): Promise<void> {
    const dir = this.versionDir(remote, version);
    const trash = path.join(path.dirname(dir), `.trash-${version}-${crypto.randomBytes(4).toString('hex')}`);
    await fs.rename(dir, trash);
    await fs.rm(trash, { recursive: true, force: true });
    await fs.rm(path.join(this.root, 'sourcemaps', REMOTE_FOLDERS[remote], version), { recursive: true, force: true });
  }

  async readRegistry(): Promise<RegistryDoc | null> {
    try {
      return parseRegistry(JSON.parse(await fs.readFile(this.registryFile, 'utf8')));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  /**
   * Read-modify-write of the registry under the lock. `expectGeneration` makes it a compare-and-swap
   * against a document the caller read earlier (GENERATION_MOVED when someone wrote in between).
   */
  async updateRegistry(change: (doc: RegistryDoc) => RegistryDoc, opts: { by: string; expectGeneration?: number } = { by: 'unknown' }): Promise<RegistryDoc> {
    await fs.mkdir(this.root, { recursive: true });
    const release = await this.lock();
    try {
      const current = (await this.readRegistry()) ?? emptyRegistry();
      if (opts.expectGeneration !== undefined && current.generation !== opts.expectGeneration) {
        throw new StoreError('GENERATION_MOVED', `the registry moved from generation ${opts.expectGeneration} to ${current.generation}`);
      }
      const next = { ...change(current), generation: current.generation + 1 };
      const tmp = `${this.registryFile}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
      const handle = await fs.open(tmp, 'w');
      try {
        await handle.writeFile(`${JSON.stringify(next, null, 2)}\n`);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(tmp, this.registryFile);
      await fs.appendFile(path.join(this.root, 'audit.ndjson'), `${JSON.stringify({ at: new Date().toISOString(), by: opts.by, generation: next.generation })}\n`);
      return next;
    } finally {
      await release();
    }
  }

  private async lock(): Promise<() => Promise<void>> {
    const file = path.join(this.root, 'lock');
    const token = `${process.pid}:${crypto.randomBytes(6).toString('hex')}`;
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      try {
        const handle = await fs.open(file, 'wx');
        await handle.writeFile(`${token}\n${Date.now()}\n`);
        await handle.close();
        return async () => {
          // Only our own lock is removed (a stale-lock breaker may have taken it over).
          const held = await fs.readFile(file, 'utf8').catch(() => '');
          if (held.startsWith(`${token}\n`)) await fs.rm(file, { force: true });
        };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const stat = await fs.stat(file).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs > LOCK_STALE_MS) {
        // Left by a process that died while holding it.
        await fs.rm(file, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new StoreError('LOCK_TIMEOUT', `the registry lock is held (${file})`);
      await new Promise((r) => setTimeout(r, 10 + Math.random() * 30));
    }
  }

  /** The store's own secret (created on first use, readable only by its owner). */
  async key(): Promise<Buffer> {
    const file = path.join(this.root, 'deploy.key');
    try {
      return Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'base64url');
    } catch {
      await fs.mkdir(this.root, { recursive: true });
      const key = crypto.randomBytes(32);
      try {
        await fs.writeFile(file, `${key.toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
        return key;
      } catch {
        // Another process created it first: use theirs.
        return Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'base64url');
      }
    }
  }
}

/** Every file under a folder, as sorted paths relative to it. */
export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (rel: string) => {
    for (const e of await fs.readdir(path.join(dir, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(r);
      else if (e.isFile()) out.push(r);
    }
  };
  await walk('');
  return out.sort();
}

/**
 * A folder's content identity: names and bytes of every file except source maps and the manifest
 * (which carries the version id it was stamped with), so the same build twice has one hash.
 */
export async function contentHash(dir: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for (const rel of await listFiles(dir)) {
    if (rel.endsWith('.map') || rel === 'mf-manifest.json' || rel === 'version.json') continue;
    hash.update(rel).update('\0').update(await fs.readFile(path.join(dir, rel))).update('\0');
  }
  return hash.digest('hex');
}

/**
 * The site serves a file's pre-compressed `.br`/`.gz` sibling when the browser accepts it, so a
 * sibling must hold exactly the file's bytes. A transform at publish, or a build folder edited after
 * its build, leaves a stale sibling that would serve the old code: re-compress it from the file.
 */
function unpacksTo(packed: Buffer, codec: 'br' | 'gz', plain: Buffer): boolean {
  try {
    return (codec === 'br' ? zlib.brotliDecompressSync(packed) : zlib.gunzipSync(packed)).equals(plain);
  } catch {
    return false; // not even valid compressed data
  }
}

async function refreshCompressedSiblings(dir: string): Promise<void> {
  for (const rel of await listFiles(dir)) {
    const codec = rel.endsWith('.br') ? 'br' : rel.endsWith('.gz') ? 'gz' : null;
    if (!codec) continue;
    const base = path.join(dir, rel.slice(0, -(codec.length + 1)));
    if (!(await exists(base))) continue;
    const [packed, plain] = await Promise.all([fs.readFile(path.join(dir, rel)), fs.readFile(base)]);
    if (!unpacksTo(packed, codec, plain)) await fs.writeFile(path.join(dir, rel), codec === 'br' ? zlib.brotliCompressSync(plain) : zlib.gzipSync(plain, { level: 9 }));
  }
}

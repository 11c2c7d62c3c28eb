// What every CLI command needs: the store, the repository root, the site to smoke-load against,
// who is deploying, and a stopwatch that prints each step's time.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { loadEnv, repoRoot } from '../../../config/env';
import { FolderStore } from '../artifact-store';

export interface CliContext {
  store: FolderStore;
  repoRoot: string;
  /** The running site the smoke load and `status` talk to. */
  siteUrl: string;
  by: string;
  now: () => Date;
}

export function cliContext(source: NodeJS.ProcessEnv = process.env): CliContext {
  const env = loadEnv(source);
  return {
    store: new FolderStore(env.deployRoot),
    repoRoot,
    siteUrl: (source.DEPLOY_SITE_URL ?? `http://127.0.0.1:${env.port}`).replace(/\/$/, ''),
    by: source.DEPLOY_BY ?? `${os.userInfo().username}@${os.hostname()}`,
    now: () => new Date(),
  };
}

/** The short commit of the working tree, or null outside git. */
export function gitSha(cwd: string): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || null;
  } catch {
    return null;
  }
}

export function appPath(ctx: CliContext, folder: string): string {
  return path.join(ctx.repoRoot, folder);
}

/** Times named steps and prints them on one line: `build 21.3 s · gate 2.1 s · activate 6 ms`. */
export class Stopwatch {
  private readonly steps: [string, number][] = [];

  async step<T>(name: string, run: () => Promise<T> | T): Promise<T> {
    const started = performance.now();
    try {
      return await run();
    } finally {
      this.steps.push([name, performance.now() - started]);
    }
  }

  ms(name: string): number | undefined {
    return this.steps.find(([n]) => n === name)?.[1];
  }

  toJSON(): Record<string, number> {
    return Object.fromEntries(this.steps.map(([n, ms]) => [`${n}_ms`, Math.round(ms * 10) / 10]));
  }

  toString(): string {
    return this.steps.map(([n, ms]) => `${n} ${ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`}`).join(' · ');
  }
}

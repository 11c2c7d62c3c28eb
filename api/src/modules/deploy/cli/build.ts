// Builds one remote as a version: a production webpack build into a staging folder of its own
// (STAY_OUT_DIR), with the version id in its manifest (MF_BUILD_VERSION), leaving dist/ alone.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { CliContext } from './context';

export async function buildVersion(ctx: CliContext, folder: string, version: string): Promise<string> {
  const out = path.join(ctx.store.root, 'staging', `${folder}-${version}`);
  await fs.rm(out, { recursive: true, force: true });
  const webpack = path.join(ctx.repoRoot, 'node_modules/webpack-cli/bin/cli.js');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [webpack, '--mode', 'production'], {
      cwd: path.join(ctx.repoRoot, folder),
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, MF_BUILD_VERSION: version, STAY_OUT_DIR: out },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the build of ${folder} failed (exit ${code})`))));
  });
  return out;
}

/** The published copy's manifest names the version even when the folder was built without it. */
export function stampManifest(version: string) {
  return (rel: string, data: Buffer): Buffer => {
    if (rel !== 'mf-manifest.json') return data;
    const manifest = JSON.parse(data.toString('utf8')) as { metaData?: { buildInfo?: { buildVersion?: string } } };
    if (manifest.metaData?.buildInfo) manifest.metaData.buildInfo.buildVersion = version;
    return Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  };
}

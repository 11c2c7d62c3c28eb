// Builds every front-end app, each into its own dist folder, two at a time (2-core machines).
// `--missing` builds only what is missing or stale.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APPS, needsBuild, root, webpackCli } from './apps.mjs';
import { buildApi } from './build-api.mjs';

export async function buildApps({ onlyMissing = false, mode = 'production' } = {}) {
  const queue = APPS.filter((a) => !onlyMissing || needsBuild(a));
  if (queue.length === 0) return;
  console.log(`[build] ${queue.join(', ')}`);
  const run = (app) =>
    new Promise((resolve, reject) => {
      const started = Date.now();
      const child = spawn(process.execPath, [webpackCli, '--mode', mode], { cwd: path.join(root, app), stdio: 'inherit' });
      child.on('exit', (code) => {
        if (code === 0) {
          console.log(`[build] ${app} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
          resolve();
        } else reject(new Error(`[build] ${app} failed with code ${code}`));
      });
    });
  const workers = Array.from({ length: 2 }, async () => {
    while (queue.length) await run(queue.shift());
  });
  await Promise.all(workers);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // The apps, then the API's production bundle (tools/build-api.mjs).
  buildApps({ onlyMissing: process.argv.includes('--missing') }).then(() => buildApi()).catch((e) => {
    console.error(e.message);
    process.exit(1);
  });
}

// The front-end apps, their folders and the files that prove a build exists.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['shell', 'mf-search', 'mf-product', 'mf-mypage', 'mf-membership', 'mf-support'];
export const PORTS = { shell: 3100, 'mf-search': 3101, 'mf-product': 3102, 'mf-mypage': 3103, 'mf-membership': 3104, 'mf-support': 3105 };
export const webpackCli = path.join(root, 'node_modules/webpack-cli/bin/cli.js');

const marker = (app) => path.join(root, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === '__tests__') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** An app needs a build when its output is missing or older than its sources or the shared package. */
export function needsBuild(app) {
  const m = marker(app);
  if (!fs.existsSync(m)) return true;
  const built = fs.statSync(m).mtimeMs;
  const sources = Math.max(
    newestMtime(path.join(root, app, 'src')),
    newestMtime(path.join(root, 'shared/src')),
    fs.statSync(path.join(root, app, 'webpack.config.js')).mtimeMs,
    fs.statSync(path.join(root, 'tools/webpack/create-config.cjs')).mtimeMs,
    fs.statSync(path.join(root, 'tools/webpack/index.html')).mtimeMs,
  );
  return sources > built;
}

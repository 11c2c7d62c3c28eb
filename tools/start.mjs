// `npm start`: build what is missing, then serve the shell, every remote and the API on one port.
// `npm run dev`: the same with webpack watching every app and the API restarting on change.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { APPS, root, webpackCli } from './apps.mjs';
import { buildApps } from './build-all.mjs';
import { API_BUNDLE, apiNeedsBuild, buildApi } from './build-api.mjs';

const dev = process.argv.includes('--dev');
const children = [];
const stopAll = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

await buildApps({ onlyMissing: true, mode: 'production' });

const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
if (!dev) {
  // Each remote's build is served as a published, immutable version (DEPLOY.md): a changed build
  // folder becomes the new stable version, an unchanged one costs nothing.
  const published = spawnSync(process.execPath, [tsx, 'api/src/modules/deploy/cli/main.ts', 'publish-local'], { cwd: root, stdio: 'inherit' });
  if (published.status !== 0) process.exit(published.status ?? 1);
}

if (dev) {
  for (const app of APPS) {
    children.push(spawn(process.execPath, [webpackCli, '--watch', '--mode', 'development'], { cwd: path.join(root, app), stdio: 'inherit' }));
  }
}
// Production runs the compiled API (tools/build-api.mjs), everything else the TypeScript source.
const production = process.env.NODE_ENV === 'production';
if (production && apiNeedsBuild()) await buildApi();
const apiArgs = production ? [API_BUNDLE] : [tsx, ...(dev ? ['watch'] : []), 'src/server.ts'];
const api = spawn(process.execPath, apiArgs, {
  cwd: path.join(root, 'api'),
  stdio: 'inherit',
  // Development serves each remote's build folder, which webpack rewrites in place on every change.
  // `npm start` is the demo (README): simulated payments, readable codes, the stand-in Kakao login,
  // all said on every page. DEMO_MODE=false turns it off; production refuses it (api/src/config/modes.ts).
  env: { ...process.env, PORT: process.env.PORT ?? '8080', DEMO_MODE: process.env.DEMO_MODE ?? 'true', ...(dev ? { REMOTES_REGISTRY: 'registry/remotes.json' } : {}) },
});
children.push(api);
api.on('exit', (code) => {
  stopAll();
  process.exit(code ?? 0);
});

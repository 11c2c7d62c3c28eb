// `npm start`: build what is missing, then serve the shell, every remote and the API on one port.
// `npm run dev`: the same with webpack watching every app and the API restarting on change.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APPS, root, webpackCli } from './apps.mjs';
import { buildApps } from './build-all.mjs';

const dev = process.argv.includes('--dev');
const children = [];
const stopAll = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

await buildApps({ onlyMissing: true, mode: 'production' });

if (dev) {
  for (const app of APPS) {
    children.push(spawn(process.execPath, [webpackCli, '--watch', '--mode', 'development'], { cwd: path.join(root, app), stdio: 'inherit' }));
  }
}
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const api = spawn(process.execPath, [tsx, ...(dev ? ['watch'] : []), 'src/server.ts'], {
  cwd: path.join(root, 'api'),
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT ?? '8080' },
});
children.push(api);
api.on('exit', (code) => {
  stopAll();
  process.exit(code ?? 0);
});

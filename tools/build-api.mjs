// Compiles the API for production, which runs compiled JavaScript, not a TypeScript
// loader: one CommonJS bundle, api/dist/server.cjs, with @stay/shared's framework-free modules
// inside and every npm package left to node_modules. `npm run build` makes it; `npm start` with
// NODE_ENV=production runs it.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { root } from './apps.mjs';

export const API_BUNDLE = path.join(root, 'api/dist/server.cjs');

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    // Bare imports stay npm packages, except our own shared source, which is TypeScript.
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@stay/shared') ? undefined : { path: args.path, external: true }));
  },
};

export async function buildApi() {
  const started = Date.now();
  await build({
    entryPoints: [path.join(root, 'api/src/server.ts')],
    outfile: API_BUNDLE,
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'cjs',
    sourcemap: true,
    tsconfig: path.join(root, 'tsconfig.json'),
    plugins: [externalPackages],
    logLevel: 'warning',
  });
  console.log(`[build] api done in ${((Date.now() - started) / 1000).toFixed(1)} s (${(fs.statSync(API_BUNDLE).size / 1024).toFixed(0)} KB)`);
}

/** The bundle is missing or older than a source file of the API or the shared package. */
export function apiNeedsBuild() {
  if (!fs.existsSync(API_BUNDLE)) return true;
  const built = fs.statSync(API_BUNDLE).mtimeMs;
  const newer = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).some((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return e.name !== '__tests__' && e.name !== 'node_modules' && newer(p);
      return /\.(ts|json)$/.test(e.name) && fs.statSync(p).mtimeMs > built;
    });
  return newer(path.join(root, 'api/src')) || newer(path.join(root, 'shared/src'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildApi().catch((e) => {
    console.error(e.message);
    process.exit(1);
  });
}

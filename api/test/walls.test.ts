// The back end's walls fail when broken: a tree built to break each of them is refused by the same
// check `npm test` runs on the real one (tools/walls.mjs with api/.dependency-cruiser.cjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');

function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'walls-'));
  const api = path.join(dir, 'api');
  fs.mkdirSync(api);
  fs.copyFileSync(path.join(repo, 'api/.dependency-cruiser.cjs'), path.join(api, '.dependency-cruiser.cjs'));
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', allowImportingTsExtensions: true, noEmit: true } }));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(api, name)), { recursive: true });
    fs.writeFileSync(path.join(api, name), text);
  }
  return api;
}

function walls(api: string): { code: number | null; out: string } {
  const r = spawnSync(process.execPath, [path.join(repo, 'tools/walls.mjs'), '--dir', api], { encoding: 'utf8', cwd: repo });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

describe('the back-end walls', () => {
  test('a tree that keeps them passes', () => {
    const r = walls(
      tree({
        'src/lib/clock.ts': 'export const now = () => new Date();\n',
        'src/modules/a/rules/fee.ts': 'export const fee = (n: number) => n * 2;\n',
        'src/modules/a/index.ts': "export { fee } from './rules/fee';\n",
        'src/modules/b/use-cases/charge.ts': "import { fee } from '../../a';\nimport { now } from '../../../lib/clock';\nexport const charge = () => [fee(1), now()];\n",
        'src/modules/b/index.ts': "export { charge } from './use-cases/charge';\n",
      }),
    );
    expect(r.out).toContain('0 import violations, 0 circles');
    expect(r.code).toBe(0);
  }, 60_000);

  test('reaching into a module, a file circle, a platform importing a module and a rule doing I/O are refused', () => {
    const r = walls(
      tree({
        'src/modules/a/rules/fee.ts': "import { readFileSync } from 'node:fs';\nexport const fee = () => readFileSync('x');\n",
        'src/modules/a/index.ts': "export { fee } from './rules/fee';\n",
        'src/modules/b/use-cases/charge.ts': "import { fee } from '../../a/rules/fee';\nimport { loop } from './loop';\nexport const charge = () => [fee(), loop];\n",
        'src/modules/b/use-cases/loop.ts': "import { charge } from './charge';\nexport const loop = () => charge;\n",
        'src/modules/b/index.ts': "export { charge } from './use-cases/charge';\n",
        'src/lib/helper.ts': "import { charge } from '../modules/b';\nexport const helper = charge;\n",
      }),
    );
    expect(r.code).toBe(1);
    for (const rule of ['module-through-index', 'no-circular', 'platform-imports-no-module']) expect(r.out).toContain(rule);
  }, 60_000);

  test('two modules needing each other through their indexes are a circle even when no file circle shows it', () => {
    const r = walls(
      tree({
        'src/modules/a/use-cases/x.ts': "import { w } from '../../b';\nexport const x = () => w;\n",
        'src/modules/a/rules/z.ts': 'export const z = 1;\n',
        'src/modules/a/index.ts': "export { z } from './rules/z';\n",
        'src/modules/b/use-cases/y.ts': "import { z } from '../../a';\nexport const y = () => z;\n",
        'src/modules/b/rules/w.ts': 'export const w = 2;\n',
        'src/modules/b/index.ts': "export { w } from './rules/w';\n",
      }),
    );
    expect(r.code).toBe(1);
    expect(r.out).toContain('unit-circle: modules/a <-> modules/b');
  }, 60_000);
});

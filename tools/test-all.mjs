// `npm test`: everything CI checks, in order: types, lint, the back end's walls, unit and integration tests, the production
// build of every app, the deploy contract gate, and the Playwright journeys against `npm start` (and in Toss mode against the
// Toss double, and at 00:30 in Korea under faketime). Ends with one summary line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './apps.mjs';

const tmp = path.join(root, 'tmp');
fs.mkdirSync(tmp, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const skipE2e = process.argv.includes('--no-e2e');

function step(title, cmd, args, opts = {}) {
  const started = Date.now();
  console.log(`\n=== ${title}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
  console.log(`=== ${title}: ${r.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  return r.status === 0;
}

const readJson = (f) => (fs.existsSync(f) ? JSON.parse(fs.readFileSync(f, 'utf8')) : null);
let passed = 0;
let failed = 0;
let ok = true;

ok = step('typecheck', process.execPath, [path.join(root, 'node_modules/typescript7/bin/tsc'), '-p', 'tsconfig.json', '--noEmit']) && ok;
ok = step('lint', bin('eslint'), ['.', '--max-warnings=0']) && ok;
// DESIGN §3: the back end's modules, floors and circles (tools/walls.mjs, api/.dependency-cruiser.cjs).
ok = step('back-end walls', process.execPath, [path.join(root, 'tools/walls.mjs')]) && ok;

const jestOut = path.join(tmp, 'jest.json');
fs.rmSync(jestOut, { force: true });
ok = step('unit and integration tests', bin('jest'), ['--ci', '--json', `--outputFile=${jestOut}`], {
  env: { NODE_OPTIONS: '--experimental-vm-modules' },
}) && ok;
const jest = readJson(jestOut);
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
} else failed += 1;

ok = step('build every app', process.execPath, [path.join(root, 'tools/build-all.mjs')]) && ok;
// DEPLOY.md: every remote's build must still fit the shell's (exposed modules, shared singletons, contract).
ok = step('deploy contract gate', process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'api/src/modules/deploy/cli/main.ts', 'gate']) && ok;

/** One Playwright config's journeys, counted from its JSON report (a missing report counts as a failure). */
function journeys(title, config, outName) {
  const out = path.join(tmp, outName);
  fs.rmSync(out, { force: true });
  ok = step(title, bin('playwright'), ['test', ...(config ? ['-c', config] : []), '--reporter=list,json'], {
    cwd: path.join(root, 'e2e'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  }) && ok;
  const report = readJson(out);
  if (report?.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
  } else failed += 1;
}

if (!skipE2e) {
  journeys('browser journeys', null, 'playwright.json');
  // The Toss Payments journeys: the site in toss mode against the Toss double (e2e/playwright.toss.config.ts).
  journeys('browser journeys (Toss Payments)', 'playwright.toss.config.ts', 'playwright-toss.json');
  // The journeys at 00:30 in Korea: the site under libfaketime (e2e/playwright.midnight.config.ts).
  journeys('browser journeys (00:30 in Korea)', 'playwright.midnight.config.ts', 'playwright-midnight.json');
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);

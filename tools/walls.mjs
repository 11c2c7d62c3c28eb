// `npm run walls` (and a step of `npm test`): the back end's walls (DESIGN §3). dependency-cruiser
// checks every import against api/.dependency-cruiser.cjs (no file circle, a module entered only
// through its index.ts, floors inside a module, SQL only in stores, a platform that imports no
// module); this script also folds the files into their modules and top-level folders and fails on
// any circle between them, which a file-level check can miss. Prints what it counted.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './apps.mjs';

// --dir: another api folder to check (the walls' own test points it at a tree built to break them).
const dirArg = process.argv.indexOf('--dir');
const api = dirArg > 0 ? path.resolve(process.argv[dirArg + 1]) : path.join(root, 'api');
const run = spawnSync(process.execPath, [path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs'), 'src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
  cwd: api,
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
if (!run.stdout) {
  console.error(run.stderr);
  process.exit(2);
}
const result = JSON.parse(run.stdout);

const violations = result.summary.violations ?? [];
for (const v of violations) {
  const via = v.cycle ? ` (circle: ${v.cycle.map((c) => c.name ?? c).join(' -> ')})` : '';
  console.error(`  ${v.rule.severity} ${v.rule.name}: ${v.from} -> ${v.to}${via}`);
}

// Modules and top-level folders as one node each; test files stand outside the walls.
const isTest = (f) => f.startsWith('test/') || f.includes('/__tests__/');
const unitOf = (f) => {
  const parts = f.replace(/^src\//, '').split('/');
  if (parts[0] === 'modules') return `modules/${parts[1]}`;
  return parts.length > 1 ? parts[0] : parts[0].replace(/\.ts$/, '');
};
const edges = new Map();
for (const m of result.modules) {
  if (!m.source.startsWith('src/') || isTest(m.source)) continue;
  for (const d of m.dependencies) {
    if (!d.resolved.startsWith('src/') || isTest(d.resolved)) continue;
    const a = unitOf(m.source);
    const b = unitOf(d.resolved);
    if (a === b) continue;
    if (!edges.has(a)) edges.set(a, new Set());
    edges.get(a).add(b);
  }
}
// Tarjan's strongly connected components: any with more than one member is a circle of units.
let index = 0;
const idx = new Map();
const low = new Map();
const stack = [];
const on = new Set();
const circles = [];
const visit = (v) => {
  idx.set(v, index);
  low.set(v, index);
  index += 1;
  stack.push(v);
  on.add(v);
  for (const w of edges.get(v) ?? []) {
    if (!idx.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
  }
  if (low.get(v) === idx.get(v)) {
    const c = [];
    let w;
    do {
      w = stack.pop();
      on.delete(w);
      c.push(w);
    } while (w !== v);
    if (c.length > 1) circles.push(c.sort());
  }
};
const units = new Set([...edges.keys(), ...[...edges.values()].flatMap((s) => [...s])]);
for (const u of units) if (!idx.has(u)) visit(u);
for (const c of circles) console.error(`  error unit-circle: ${c.join(' <-> ')}`);

const modules = [...units].filter((u) => u.startsWith('modules/')).length;
const files = result.modules.filter((m) => m.source.startsWith('src/') && !isTest(m.source)).length;
console.log(`back-end walls: ${files} files, ${modules} modules; ${violations.length} import violations, ${circles.length} circles between modules or folders`);
process.exit(violations.length === 0 && circles.length === 0 ? 0 : 1);

// Writes what the deploy contract gate compares (DEPLOY.md "Contract gate") beside each build:
// - the shell: `shell-contract.json`: the exposed modules it mounts (shared/src/mf/shell-uses.json),
//   the versions of the shared singletons it provides, and the @stay/shared contract fingerprint;
// - a remote: `contract.json`: its exposed files and the fingerprint it was built against.
// The fingerprint covers only the seam (mount props, exposed names, boot data, the event map), so a
// change elsewhere in @stay/shared does not block remote deploys. @stay/shared is one instance at run
// time, the shell's, so the shell also lists the names its instance exports, and a remote the names
// it imports from it: a remote that calls a helper newer than the live shell's is stopped at the gate
// instead of crashing on the page.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const CONTRACT_FILES = ['shared/src/mf/contract.ts', 'shared/src/events/stay-events.ts'];

function contractFingerprint(repoRoot = root) {
  const hash = crypto.createHash('sha256');
  for (const f of CONTRACT_FILES) hash.update(f).update('\0').update(fs.readFileSync(path.join(repoRoot, f))).update('\0');
  return hash.digest('hex');
}

function sharedPackage(repoRoot = root) {
  return { version: require(path.join(repoRoot, 'shared/package.json')).version, fingerprint: contractFingerprint(repoRoot) };
}

/** The version of a package as installed for `appDir` (what its build bundles and provides). */
function installedVersion(appDir, name) {
  const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  try {
    return require(require.resolve(`${pkgName}/package.json`, { paths: [appDir] })).version;
  } catch {
    return require(path.join(appDir, 'package.json')).dependencies?.[pkgName] ?? null;
  }
}

const SHARED = '@stay/shared';
const BARREL = path.join(root, 'shared/src/index.ts');

/** Every module of a build, those webpack concatenated into one included. */
function* allModules(compilation) {
  for (const m of compilation.modules) {
    yield m;
    if (Array.isArray(m.modules)) yield* m.modules;
  }
}

/** The names a build imports from @stay/shared; '*' for a namespace import (any name). */
function sharedImports(compilation) {
  const names = new Set();
  for (const m of allModules(compilation)) {
    for (const dep of m.dependencies ?? []) {
      if (dep.request !== SHARED || !/^harmony (import|export imported) specifier$/.test(dep.type)) continue;
      const ids = typeof dep.getIds === 'function' ? dep.getIds(compilation.moduleGraph) : dep.ids;
      names.add(ids && ids.length ? ids[0] : '*');
    }
  }
  return [...names].sort();
}

/** The names the build's own @stay/shared (its barrel) exports, as webpack resolved them. */
function sharedExports(compilation) {
  for (const m of allModules(compilation)) {
    if (m.resource !== BARREL) continue;
    const provided = compilation.moduleGraph.getProvidedExports(m);
    return Array.isArray(provided) ? [...provided].sort() : null;
  }
  return null;
}

class ContractPlugin {
  /** @param {{ appDir: string, isHost: boolean, shared: Record<string, object>, exposes?: Record<string,string> }} o */
  constructor(o) {
    this.o = o;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ContractPlugin', stage: compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { appDir, isHost, shared, exposes } = this.o;
        const body = isHost
          ? {
              kind: 'shell',
              uses: JSON.parse(fs.readFileSync(path.join(root, 'shared/src/mf/shell-uses.json'), 'utf8')),
              provides: Object.fromEntries(Object.keys(shared).map((name) => [name, installedVersion(appDir, name)])),
              shared: { ...sharedPackage(), exports: sharedExports(compilation) },
            }
          : { kind: 'remote', exposeFiles: exposes, shared: { ...sharedPackage(), imports: sharedImports(compilation) } };
        const file = isHost ? 'shell-contract.json' : 'contract.json';
        compilation.emitAsset(file, new compiler.webpack.sources.RawSource(`${JSON.stringify(body, null, 2)}\n`));
      });
    });
  }
}

module.exports = { ContractPlugin, contractFingerprint, sharedPackage };

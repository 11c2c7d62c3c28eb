// Writes what the deploy contract gate compares (DEPLOY.md "Contract gate") beside each build:
// - the shell: `shell-contract.json`: the exposed modules it mounts (shared/src/mf/shell-uses.json),
//   the versions of the shared singletons it provides, and the @stay/shared contract fingerprint;
// - a remote: `contract.json`: its exposed files and the fingerprint it was built against.
// The fingerprint covers only the seam (mount props, exposed names, boot data, the event map), so a
// change elsewhere in @stay/shared does not block remote deploys.
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
              shared: sharedPackage(),
            }
          : { kind: 'remote', exposeFiles: exposes, shared: sharedPackage() };
        const file = isHost ? 'shell-contract.json' : 'contract.json';
        compilation.emitAsset(file, new compiler.webpack.sources.RawSource(`${JSON.stringify(body, null, 2)}\n`));
      });
    });
  }
}

module.exports = { ContractPlugin, contractFingerprint, sharedPackage };

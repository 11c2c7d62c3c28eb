// `npm run deploy:verify [-- T1 T5 ...]`: the deploy system's claims (DEPLOY.md "Verification"),
// measured against a site of its own started here, with a throw-away artifact store. Needs the apps
// built (npm run build) and Chromium. Writes tmp/deploy-verify.json and prints one line per claim.
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../apps.mjs';
import { brokenCanaryFallsBack, noFailuresWhileDeploying, tabKeepsVersions } from './checks-browser.mjs';
import { canarySplit, concurrentDeploys, contractGate, deployToVisible, garbageCollection, rollbackTime, webviewChannel } from './checks-pointers.mjs';
import { startSite } from './harness.mjs';

// Order matters a little: T4 rolls back what T1 deployed, so T5's fallback is the stable version.
const CHECKS = {
  T1: deployToVisible,
  T4: rollbackTime,
  T9: webviewChannel,
  T7: contractGate,
  T3: tabKeepsVersions,
  T5: brokenCanaryFallsBack,
  T6: canarySplit,
  T2: noFailuresWhileDeploying,
  T8: concurrentDeploys,
  GC: garbageCollection,
};

const wanted = process.argv.slice(2).filter((a) => a in CHECKS);
const stop = await startSite();
const report = { at: new Date().toISOString(), results: {} };
let failed = 0;
try {
  for (const [id, check] of Object.entries(CHECKS)) {
    if (wanted.length && !wanted.includes(id)) continue;
    const started = Date.now();
    let r;
    try {
      r = await check();
    } catch (err) {
      r = { claim: id, measured: { error: String(err?.stack ?? err) }, pass: false };
    }
    r.seconds = Math.round((Date.now() - started) / 100) / 10;
    report.results[id] = r;
    if (!r.pass) failed += 1;
    console.log(`${r.pass ? 'PASS' : 'FAIL'} ${id} ${r.claim} (${r.seconds} s)\n     ${JSON.stringify(r.measured)}`);
  }
} finally {
  stop();
}
const out = path.join(root, 'tmp', 'deploy-verify.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\n${Object.keys(report.results).length - failed} passed, ${failed} failed; report in ${path.relative(root, out)}`);
process.exit(failed ? 1 : 0);

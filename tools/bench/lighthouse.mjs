// Lighthouse's mobile performance audit (its default: emulated phone, simulated slow 4G and a 4x
// slower CPU) of each page, in Debian's Chromium, through the lighthouse command line of
// node_modules. Three runs per page (LIGHTHOUSE_RUNS), reported with the median score and each run's
// figures: the score moves by several points between runs on a shared machine, mostly through TBT.
// LIGHTHOUSE_REPORTS=<folder> keeps each run's JSON report there (its long tasks, script boot-up
// time and main-thread breakdown say where TBT comes from).
//
// Each run also prints Lighthouse's benchmark index of this machine (its "CPU/Memory Power"): TBT
// scales with it: the same build has scored 100 on a machine of index ~2,300 and 80 on a slower one.
// LIGHTHOUSE_CPU_SLOWDOWN=<n> replaces the 4x CPU slowdown, to see on a fast machine what a slow one
// would bill (Lighthouse multiplies the tasks it observed, so 8 on a machine is roughly 4 on one of
// half its index).
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './front-end.mjs';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(root, 'node_modules/lighthouse/cli/index.js');
const FLAGS = CHROMIUM_ARGS.join(' ');
const SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 4);

async function audit(url, out) {
  await run(process.execPath, [CLI, url, '--only-categories=performance', `--chrome-flags=${FLAGS}`, '--output=json', `--output-path=${out}`, '--quiet', `--throttling.cpuSlowdownMultiplier=${SLOWDOWN}`], {
    env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    maxBuffer: 16 * 1024 * 1024,
  });
  const report = JSON.parse(await readFile(out, 'utf8'));
  const a = report.audits;
  const shown = (id) => a[id]?.displayValue?.replace(/\s/g, ' ') ?? '-';
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: shown('first-contentful-paint'),
    lcp: shown('largest-contentful-paint'),
    tbt: shown('total-blocking-time'),
    cls: shown('cumulative-layout-shift'),
    si: shown('speed-index'),
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
    lcpElement: a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector
      ?? a['lcp-breakdown-insight']?.details?.items?.find((i) => i.type === 'node')?.selector ?? '-',
  };
}

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/**
 * One run; a run Lighthouse itself could not record (NO_NAVSTART: its trace missed the navigation,
 * a known flake of headless Chromium here) is made again, at most twice, and says so.
 */
async function auditOnce(url, out, tries = 3) {
  try {
    return await audit(url, out);
  } catch (error) {
    if (tries <= 1 || !String(error?.stderr ?? '').includes('NO_NAVSTART')) throw error;
    console.log(`${''.padEnd(14)} (a run without a recorded navigation, NO_NAVSTART: made again)`);
    return auditOnce(url, out, tries - 1);
  }
}

export async function lighthouseBench(base, paths) {
  const keep = process.env.LIGHTHOUSE_REPORTS;
  const dir = keep ? path.resolve(keep) : await mkdtemp(path.join(tmpdir(), 'stay-lighthouse-'));
  if (keep) await mkdir(dir, { recursive: true });
  console.log(`Lighthouse mobile performance (simulated slow 4G, ${SLOWDOWN}x CPU slowdown; ${RUNS} runs per page, median score first)`);
  try {
    for (const [i, p] of paths.entries()) {
      const runs = [];
      for (let n = 0; n < RUNS; n += 1) runs.push(await auditOnce(base + p, path.join(dir, `${i}-${n}.json`)));
      const scores = runs.map((r) => r.score).sort((a, b) => a - b);
      console.log(`${p.padEnd(14)} median ${scores[Math.floor(scores.length / 2)]}  LCP element ${runs[0].lcpElement}`);
      for (const r of runs) console.log(`${''.padEnd(14)} score ${String(r.score).padStart(3)}  FCP ${r.fcp}  LCP ${r.lcp}  TBT ${r.tbt}  CLS ${r.cls}  Speed Index ${r.si}  (benchmark index ${r.benchmarkIndex})`);
    }
  } finally {
    if (keep) console.log(`Reports kept in ${keep}`);
    else await rm(dir, { recursive: true, force: true });
  }
}

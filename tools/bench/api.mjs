// API benchmark (DESIGN §5 speed targets): search-keyword and findProducts on PostgreSQL with
// the 20,000-stay catalogue, 50 concurrent clients (autocannon), 15 s per endpoint after a warm-up.
// The API runs as a child process exactly as `npm start` runs it (tsx src/server.ts) with
// NODE_ENV=production and logs off; autocannon runs in this process. Nothing here is a test.
//
//   npm run bench -- --api [--seed] [--cold] [--duration 15] [--connections 50] [--workers N]
//
// --workers  API_WORKERS for the API (default 1: the load generator shares this machine's cores);
//            with more, the cache hit column reads whichever worker answered the health call.
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/stay_bench)
//
// --seed  creates the database and seeds 20,000 stays when it has fewer (takes minutes).
// --cold  sets CONTENT_SEARCH_CACHE=off: every keyword and every search reads the database
//         (the catalogue structure of a city is still kept in memory).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { keywordBodies, nameFragments, searchBodies } from './api-mix.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PROPERTIES = 20_000;
const TARGETS = { keyword: 20, findProducts: 60 };

function option(argv, name, fallback) {
  const i = argv.indexOf(name);
  return i >= 0 && argv[i + 1] ? Number(argv[i + 1]) : fallback;
}

async function catalogueSize(url) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query("select to_regclass('properties') is not null as ok");
    if (!rows[0].ok) return 0;
    return Number((await client.query('select count(*) from properties')).rows[0].count);
  } catch {
    return -1;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function ensureCatalogue(url, seed) {
  const size = await catalogueSize(url);
  if (size >= PROPERTIES) return;
  if (!seed) {
    console.error(`The bench database has ${size < 0 ? 'no connection / no database' : `${size} stays`}; run with --seed (or: createdb stay_bench && DATABASE_URL=${url} npm run seed -- --properties ${PROPERTIES}).`);
    process.exit(1);
  }
  if (size < 0) {
    const admin = new URL(url);
    const name = admin.pathname.slice(1);
    admin.pathname = '/postgres';
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`create database "${name.replace(/"/g, '')}"`);
    await client.end();
  }
  console.log(`seeding ${PROPERTIES} stays into ${url} (a few minutes) ...`);
  const res = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/seed-cli.ts', '--properties', String(PROPERTIES)], {
    cwd: path.join(root, 'api'),
    env: { ...process.env, DATABASE_URL: url },
    stdio: 'inherit',
  });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/**
 * A production start as the site runs it, with what a production start demands said explicitly:
 * its public origin, and the sandbox gateway and no mail or texts allowed by name (the bench books
 * nothing and sends nothing). Only warnings and errors are logged; the last lines are kept so that a
 * start the API refuses says why.
 */
export function benchApiEnv({ url, port, cold, workers }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    PAYMENT_GATEWAY: 'sandbox',
    ALLOW_SANDBOX_GATEWAY: 'true',
    ALLOW_NO_MESSAGES: 'true',
    LOG_LEVEL: 'warn',
    AUTH_SECRET: 'bench-only-secret-not-for-production-use',
    DATABASE_URL: url,
    PORT: String(port),
    HOST: '127.0.0.1',
    CONTENT_SEARCH_CACHE: cold ? 'off' : '',
    API_WORKERS: String(workers),
  };
}

async function startApi(url, cold, workers) {
  const port = await freePort();
  // `node --import tsx`: the same loader `npm start` uses, in one process whose CPU time we can read.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'api'),
    env: benchApiEnv({ url, port, cold, workers }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const said = [];
  const keep = (chunk) => {
    said.push(...String(chunk).split('\n').filter(Boolean));
    said.splice(0, Math.max(0, said.length - 40));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}; its last words:\n${said.join('\n')}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, base };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the API did not become healthy in 150 s');
}

async function mixInputs(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const locations = (
    await client.query(`
      select 'city' as level, c.code, c.code as "cityCode", c.nation_code as "nationCode", c.name_ko as name, '' as "areaCode", c.popularity / 1000.0 as weight from cities c
      union all select 'area', a.code, c.code, c.nation_code, a.name_ko, a.code, 0 from areas a join cities c on c.idx = a.city_idx
      union all select 'sub_area', s.code, c.code, c.nation_code, s.name_ko, a.code, 0 from sub_areas s join areas a on a.idx = s.area_idx join cities c on c.idx = a.city_idx`)
  ).rows.map((l) => ({ ...l, weight: Number(l.weight) }));
  const names = (await client.query('select name_ko, name_en, name_ja from properties where idx % 40 = 0')).rows.flatMap((r) => [r.name_ko, r.name_en, r.name_ja]);
  const [{ nights, plans }] = (await client.query('select (select count(*) from rate_plans) as plans, (select reltuples::bigint from pg_class where relname = $1) as nights', ['daily_rates'])).rows;
  await client.end();
  return { locations, names, plans: Number(plans), nights: Number(nights) };
}

/**
 * The server loads every city's next 60 nights once it listens (SEARCH_WARM_DAYS, on PostgreSQL):
 * measure the server as it runs after that, not during it. Every worker must say done (several
 * health answers in a row: the port spreads them over the workers).
 */
async function waitForWarmUp(base) {
  const started = Date.now();
  let doneInARow = 0;
  while (Date.now() - started < 300_000 && doneInARow < 8) {
    const stats = await cacheStats(base);
    doneInARow = stats?.warm?.done ? doneInARow + 1 : 0;
    if (doneInARow < 8) await new Promise((r) => setTimeout(r, 250));
  }
  return Date.now() - started;
}

async function cacheStats(base) {
  try {
    return (await (await fetch(`${base}/api/service/content/health`)).json()).data.caches;
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) a process has used, from /proc (Linux). */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The API process and its cluster workers (API_WORKERS > 1): every process whose parent is it. */
function apiPids(apiPid) {
  const pids = [apiPid];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(fields[1]) === apiPid) pids.push(Number(entry));
    } catch {
      /* gone */
    }
  }
  return pids;
}

/** CPU seconds of the API processes and of the PostgreSQL backends serving the bench database. */
async function cpuNow(url, apiPid) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
  await client.end();
  return { api: apiPids(apiPid).reduce((sum, pid) => sum + cpuSeconds(pid), 0), db: rows.reduce((sum, r) => sum + cpuSeconds(r.pid), 0) };
}

async function run(base, route, bodies, { connections, duration }) {
  let i = 0;
  return autocannon({
    url: `${base}/api/service/content${route}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'ko' },
    connections,
    duration,
    requests: [{ setupRequest: (req) => ({ ...req, body: bodies[i++ % bodies.length] }) }],
  });
}

const ratio = (before, after, key) => {
  if (!before || !after) return 'n/a';
  const hits = after[key].hits - before[key].hits;
  const misses = after[key].misses - before[key].misses;
  return hits + misses === 0 ? 'n/a' : `${((100 * hits) / (hits + misses)).toFixed(1)}% of ${hits + misses}`;
};

export async function apiBench(argv) {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/stay_bench';
  const cold = argv.includes('--cold');
  const opts = { connections: option(argv, '--connections', 50), duration: option(argv, '--duration', 15) };
  // One API process: autocannon runs on the same two cores, and a second worker competing with it
  // for them lengthened the tail (p99 73-80 ms with 2 workers against 47-69 ms with 1, same mix).
  // Production on PostgreSQL runs one per core (API_WORKERS) with the load coming from elsewhere.
  const workers = option(argv, '--workers', 1);
  await ensureCatalogue(url, argv.includes('--seed'));
  const inputs = await mixInputs(url);
  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  const mixes = {
    keyword: { route: '/v1/products/search-keyword', bodies: keywordBodies(20_000, nameFragments(inputs.names, 1500)) },
    findProducts: { route: '/v1/products/findProducts', bodies: searchBodies(20_000, inputs.locations, today) },
  };
  const { child, base } = await startApi(url, cold, workers);
  const warmedIn = cold ? null : await waitForWarmUp(base);
  const rows = [];
  try {
    for (const [name, mix] of Object.entries(mixes)) {
      await run(base, mix.route, mix.bodies.slice(-2000), { connections: opts.connections, duration: 5 }); // warm-up, not counted
      const before = await cacheStats(base);
      const cpuBefore = await cpuNow(url, child.pid);
      const r = await run(base, mix.route, mix.bodies, opts);
      const cpuAfter = await cpuNow(url, child.pid);
      const after = await cacheStats(base);
      rows.push({
        name, rps: r.requests.average, p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max,
        bad: r.errors + r.timeouts + r.non2xx, total: r.requests.total, target: TARGETS[name],
        apiCpu: (1000 * (cpuAfter.api - cpuBefore.api)) / Math.max(1, r.requests.total),
        dbCpu: (1000 * Math.max(0, cpuAfter.db - cpuBefore.db)) / Math.max(1, r.requests.total),
        cache: name === 'keyword' ? `answers ${ratio(before, after, 'answers')}` : `priced ${ratio(before, after, 'priced')}, nights ${ratio(before, after, 'nights')}`,
      });
    }
  } finally {
    child.kill('SIGTERM');
  }
  const load = (await import('node:os')).loadavg().map((x) => x.toFixed(1)).join(' ');
  console.log(`\nAPI benchmark: PostgreSQL ${new URL(url).pathname.slice(1)} (${PROPERTIES} stays, ${inputs.plans} rate plans, ~${(inputs.nights / 1e6).toFixed(1)}M nights), ` +
    `${opts.connections} connections, ${opts.duration} s per endpoint after a 5 s warm-up, caches ${cold ? 'OFF (CONTENT_SEARCH_CACHE=off)' : `on (startup warm-up of 60 nights per city took ${(warmedIn / 1000).toFixed(1)} s)`}, API_WORKERS=${workers}; load average after: ${load}`);
  console.log('endpoint        req/s     p50     p90     p99     max  (ms)  failed/total     p99 target        CPU ms/request (API, PostgreSQL)  cache hits during the run');
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(14)} ${r.rps.toFixed(0).padStart(6)} ${String(r.p50).padStart(7)} ${String(r.p90).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.max).padStart(7)}       ` +
        `${`${r.bad}/${r.total}`.padEnd(15)} ${`< ${r.target} ms ${r.p99 < r.target ? 'met' : 'MISSED'}`.padEnd(17)} ${`${r.apiCpu.toFixed(2)}, ${r.dbCpu.toFixed(2)}`.padEnd(33)} ${r.cache}`,
    );
  }
  console.log('CPU ms/request is process CPU time (/proc) over the measured run divided by requests: what a request costs whatever else the machine runs.');
  console.log(
    'Mix (api-mix.mjs, seeded): keywords 75% typed destination/brand words and prefixes in ko/en/ja, 25% fragments of 1,500 real stay names; ' +
      'searches: cities by popularity (60% city, 30% area, 10% sub-area), check-in 1-60 days ahead leaning to Fridays, 1-5 nights, ' +
      '2 adults (60%) / 1 adult / families with children 0-13 / 3-4 adults, 10% two rooms, sorts recommend 55% priceAsc 25% rating 10% priceDesc 10%, ' +
      '25% with a filter, pages 0-2. 20,000 requests per endpoint cycled; the warm-up uses the last 2,000.',
  );
  return rows;
}

// `npm run bench -- --login-flood`: does a login flood stall the site? 200 connections keep
// sending wrong logins (each from its own X-Forwarded-For address, so the per-address limit does
// not simply refuse them: the worst case for password hashing) while 10 connections load `/`. Reports
// `/`'s latency before and during the flood, and how the logins were answered. Target: `/` p99 < 100 ms.
import autocannon from 'autocannon';

const run = (opts) =>
  new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });

const summary = (r) => ({ requests: r.requests.total, p50_ms: r.latency.p50, p99_ms: r.latency.p99, max_ms: r.latency.max, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts });

export async function loginFloodBench(base, seconds = 15) {
  const page = { url: `${base}/`, connections: 10, duration: seconds };
  const quiet = await run(page);
  let n = 0;
  const flood = run({
    url: `${base}/api/service/auth/login`,
    connections: 200,
    duration: seconds + 2,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req) => {
          n += 1;
          const ip = `198.18.${(n >> 8) & 255}.${n & 255}`;
          return { ...req, headers: { ...req.headers, 'x-forwarded-for': ip }, body: JSON.stringify({ id: `flood${n}@example.com`, pwd: 'Wrong123!' }) };
        },
      },
    ],
  });
  await new Promise((r) => setTimeout(r, 1000));
  const during = await run(page);
  const logins = await flood;
  const out = {
    method: `autocannon: GET / with 10 connections for ${seconds} s alone, then again while 200 connections send wrong logins from distinct addresses`,
    quiet: summary(quiet),
    during_flood: summary(during),
    logins: { ...summary(logins), status: logins.statusCodeStats },
    target: '/ p99 under 100 ms during the flood',
    pass: during.requests.total > 0 && during.timeouts === 0 && during.latency.p99 < 100,
  };
  console.log(JSON.stringify(out, null, 2));
  return out;
}

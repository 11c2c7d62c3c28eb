// `npm run bench`: the numbers of DESIGN §5 that this repository can measure, each with its method.
// Front-end (default): gzipped JavaScript bytes and serial round trips of a cold load, measured in
//   Chromium. Start the site first (`npm start`), or set BENCH_URL to a running one.
// API (`npm run bench -- --api [--seed] [--cold]`): search-keyword and findProducts p50/p90/p99 and
//   requests/s on PostgreSQL with 20,000 stays at 50 concurrent clients (bench/api.mjs).
// Login flood (`npm run bench -- --login-flood`): `/` latency while 200 connections send wrong logins
//   (bench/login-flood.mjs; target: `/` p99 < 100 ms during the flood).
// Lighthouse (`npm run bench -- --lighthouse [paths]`): mobile performance score, FCP, LCP, TBT and
//   CLS of the main page, search results and a stay's page (bench/lighthouse.mjs).
// First layout (`npm run bench -- --first-layout [paths] [--css '<rule>'] [--runs n]`): the drawn
//   page's first style and layout in Chromium's trace, optionally A/B against a CSS rule
//   (bench/first-layout.mjs).
// Payments (`npm run bench -- --payments`): confirm-to-booked, confirmation mail, lost-answer
//   reconciliation lag and mail relay throughput on a production start in toss mode against the
//   providers' stand-ins (bench/payments.mjs; needs a build and PostgreSQL).
const args = process.argv.slice(2);
const base = process.env.BENCH_URL ?? 'http://127.0.0.1:8080';
const paths = args.filter((a) => a.startsWith('/'));

if (args.includes('--payments')) {
  const { paymentsBench } = await import('./bench/payments.mjs');
  await paymentsBench();
  process.exit(0);
} else if (args.includes('--login-flood')) {
  const { loginFloodBench } = await import('./bench/login-flood.mjs');
  await loginFloodBench(base);
} else if (args.includes('--api')) {
  const { apiBench } = await import('./bench/api.mjs');
  await apiBench(args);
} else if (args.includes('--first-layout')) {
  const { firstLayoutBench } = await import('./bench/first-layout.mjs');
  const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  await firstLayoutBench(base, paths.length ? paths : ['/products/1'], { css: option('--css') ?? '', runs: Number(option('--runs') ?? 8) });
} else if (args.includes('--lighthouse')) {
  const { lighthouseBench } = await import('./bench/lighthouse.mjs');
  // Pages the server draws: the main page, a search for Seoul (its results drawn too), a stay.
  await lighthouseBench(base, paths.length ? paths : ['/', `/search?searchText=${encodeURIComponent('서울')}`, '/products/1']);
} else {
  const { frontEndBench } = await import('./bench/front-end.mjs');
  await frontEndBench(base, paths.length ? paths : ['/', '/faq', '/search', '/products/1']);
}

// `npm run bench`: the numbers of DESIGN §5 that this repository can measure, each with its method.
// Front-end: gzipped JavaScript bytes and serial round trips of a cold load, measured in Chromium.
// Start the site first (`npm start`), or set BENCH_URL to a running one.
import { frontEndBench } from './bench/front-end.mjs';

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:8080';
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
await frontEndBench(base, paths.length ? paths : ['/', '/faq', '/search', '/products/1']);

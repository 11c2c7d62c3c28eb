// The first style and layout of a drawn page, A/B (`npm run bench -- --first-layout <path>
// [--css '<rule>'] [--runs n]`). Lighthouse's simulation places the task that styles and lays out a
// drawn page after its simulated first paint, so that task's length is billed as blocking time, and
// a Lighthouse run moves by 100 ms of TBT on its own. This measures the task itself: cold loads at a
// phone's size, a fresh Chromium each, read from Chromium's trace (the longest `Layout`, the longest
// style recalculation and the task holding that layout). With `--css`, every other load gets the rule
// added to the page's head (A: as served, B: with the rule), alternating, so both see the same
// machine; the figures are medians.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './front-end.mjs';

const LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

async function load(url, css) {
  const browser = await chromium.launch(LAUNCH);
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    if (css) {
      await page.route(url, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace('</head>', () => `<style>${css}</style></head>`);
        await route.fulfill({ response, body });
      });
    }
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(800);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const paint = events.find((e) => e.name === 'firstContentfulPaint');
    if (!paint) throw new Error(`${url}: no first paint in the trace`);
    const main = events.filter((e) => e.pid === paint.pid && e.tid === paint.tid && e.ph === 'X');
    const longest = (name) => main.filter((e) => e.name === name).sort((a, b) => b.dur - a.dur)[0];
    const layout = longest('Layout');
    const style = longest('UpdateLayoutTree');
    const task = layout && main.find((e) => e.name === 'RunTask' && e.ts <= layout.ts && e.ts + e.dur >= layout.ts + layout.dur);
    return { layout: (layout?.dur ?? 0) / 1000, style: (style?.dur ?? 0) / 1000, task: (task?.dur ?? 0) / 1000 };
  } finally {
    await browser.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export async function firstLayoutBench(base, paths, { css = '', runs = 8 } = {}) {
  const variants = css ? [['A (as served)', ''], ['B (with --css)', css]] : [['as served', '']];
  console.log(`First style and layout of a cold load at 412 px, ${runs} loads per variant, medians (ms)${css ? `; B adds: ${css}` : ''}`);
  for (const path of paths) {
    const url = new URL(path, base).href;
    const results = new Map(variants.map(([name]) => [name, []]));
    for (let i = 0; i < runs; i++) {
      for (const [name, rule] of variants) results.get(name).push(await load(url, rule));
    }
    console.log(path);
    for (const [name, list] of results) {
      const fig = (key) => median(list.map((r) => r[key])).toFixed(1);
      console.log(`  ${name.padEnd(16)} layout ${fig('layout').padStart(6)}  style ${fig('style').padStart(6)}  its task ${fig('task').padStart(6)}   (layouts: ${list.map((r) => r.layout.toFixed(0)).join(', ')})`);
    }
  }
}

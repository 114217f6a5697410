// Where a page's load spends the main thread (a maintainer's tool, not a test): loads a page of the
// served export in Chromium with the CPU throttled, records a trace and a CPU profile, and prints each
// long task with the functions that took its time, mapped to the original sources when the export was
// built with source maps (`BROWSER_SOURCE_MAPS=1 npm run build`; keep such a build off a host).
//
//   npm run serve &                      # the export on http://127.0.0.1:3000
//   npm run profile -- /x/react-data-grid/sorting/ [--rate 4] [--desktop] [--min 50] [--wait 5000]
//   npm run profile -- /x/react-data-grid/sorting/ --nav /x/react-data-grid/pagination/ [--rate 4]
//
// `--rate` is the CPU slowdown (1 gives the truest attribution, 4 is Lighthouse's phone); tasks
// shorter than `--min` ms are left out; `--wait` is how long to keep recording after the load event.
// `--nav` profiles a page change instead: the page loads unthrottled at desktop width, then the
// recording (throttled) covers a click on its first link to that path (the drawer's, as the bench
// clicks) and what follows until the new page has been shown for `--wait` ms (at most 2000).
// At any rate above 1, a CPU profile's "(program)" holds Chrome's throttling pauses: read the trace's
// totals printed last (script, style, layout, paint) for where the main thread's time went.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const pagePath = args.find((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--')) ?? '/x/introduction/installation/';
const origin = process.env.PROFILE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const rate = Number(option('rate', '4'));
const minTaskMs = Number(option('min', '50'));
const waitMs = Number(option('wait', '5000'));
const navTo = option('nav', null);
const desktop = args.includes('--desktop') || navTo !== null;
const out = path.join(process.cwd(), 'out');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  // Third parties never answer: their scripts do not count.
  args: ['--no-sandbox', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
});
const context = await browser.newContext(
  desktop ? { viewport: { width: 1350, height: 940 } } : { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
);
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
if (navTo) {
  await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => window.next?.router?.isReady === true);
}
await cdp.send('Emulation.setCPUThrottlingRate', { rate });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
const link = navTo ? page.locator(`a[href="${navTo}"]`).first() : null;
if (link) await link.scrollIntoViewIfNeeded();
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
await cdp.send('Profiler.start');
if (link) {
  await link.click();
  await page.waitForFunction((target) => window.location.pathname === target && document.querySelector('main h1') !== null, navTo);
  await page.waitForTimeout(Math.min(waitMs, 2000));
} else {
  await page.goto(`${origin}${pagePath}`, { waitUntil: 'load' });
  await page.waitForTimeout(waitMs);
}
const { profile } = await cdp.send('Profiler.stop');
const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
await browser.close();

// The page's main thread: the renderer main thread with the most events.
const counts = new Map();
for (const event of events) counts.set(`${event.pid}:${event.tid}`, (counts.get(`${event.pid}:${event.tid}`) ?? 0) + 1);
const mainThread = events
  .filter((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain')
  .map((event) => `${event.pid}:${event.tid}`)
  .sort((a, b) => counts.get(b) - counts.get(a))[0];
const onMain = events.filter((event) => `${event.pid}:${event.tid}` === mainThread && event.ph === 'X');
const tasks = onMain.filter((event) => (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') && event.dur >= minTaskMs * 1000).sort((a, b) => a.ts - b.ts);
const start = onMain.reduce((first, event) => Math.min(first, event.ts), Infinity);

const maps = new Map();
function sourceMapOf(url) {
  if (!maps.has(url)) {
    const match = /\/_next\/(static\/[^?#]+)/.exec(url);
    const file = match ? path.join(out, '_next', decodeURIComponent(match[1])) + '.map' : null;
    maps.set(url, file && fs.existsSync(file) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8'))) : null);
  }
  return maps.get(url);
}
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
const labels = new Map();
function label(node) {
  if (!labels.has(node.id)) {
    const frame = node.callFrame;
    let text = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '')}`;
    const map = frame.url ? sourceMapOf(frame.url) : null;
    const original = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (original?.source) {
      const source = original.source.replace(/^webpack:\/\/_N_E\//, '').replace(/^.*node_modules\//, '~/');
      text = `${original.name || frame.functionName || '(anonymous)'} ${source}:${original.line}`;
    }
    labels.set(node.id, text);
  }
  return labels.get(node.id);
}
let time = profile.startTime;
const samples = profile.samples.map((id, index) => ({ id, ts: (time += profile.timeDeltas[index]) }));
const top = (totals, count) =>
  [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => `      ${(micros / 1000).toFixed(1).padStart(7)} ms  ${name}`)
    .join('\n');

console.log(`${navTo ? `${pagePath} -> ${navTo} (page change)` : pagePath} at ${rate}x CPU (${desktop ? 'desktop' : 'phone'}), tasks of ${minTaskMs} ms or more:`);
let blocking = 0;
for (const task of tasks) {
  const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= task.ts + task.dur);
  const self = new Map();
  const inclusive = new Map();
  inTask.forEach((sample, index) => {
    const micros = (inTask[index + 1]?.ts ?? sample.ts + 100) - sample.ts;
    const node = nodes.get(sample.id);
    self.set(label(node), (self.get(label(node)) ?? 0) + micros);
    const seen = new Set();
    for (let id = sample.id; id !== undefined; id = parents.get(id)) {
      const name = label(nodes.get(id));
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + micros);
    }
  });
  // The browser's own work in the task (parsing, style, layout, paint), from the trace.
  const work = new Map();
  for (const event of onMain) {
    if (event.ts < task.ts || event.ts + event.dur > task.ts + task.dur || event === task) continue;
    if (['ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'EvaluateScript', 'FunctionCall', 'MajorGC', 'MinorGC', 'v8.compile'].includes(event.name)) {
      work.set(event.name, (work.get(event.name) ?? 0) + event.dur);
    }
  }
  blocking += Math.max(0, task.dur / 1000 - 50);
  console.log(`\n  at ${((task.ts - start) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms  (${[...work.entries()].map(([name, micros]) => `${name} ${(micros / 1000).toFixed(0)}`).join(', ')})`);
  console.log(`    self time:\n${top(self, 6)}`);
  console.log(`    with callees (sources of the site and packages):\n${top(new Map([...inclusive].filter(([name]) => / (src|data|~)\//.test(name))), 12)}`);
}
console.log(`\n${tasks.length} tasks; blocking beyond 50 ms each: ${blocking.toFixed(0)} ms (measured, not Lighthouse's simulation)`);

// The whole recording's main-thread work by kind, from the trace (nested events are counted in their parents too).
const KINDS = ['EventDispatch', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EvaluateScript', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'MajorGC', 'MinorGC'];
const totals = KINDS.map((kind) => [kind, onMain.filter((event) => event.name === kind).reduce((sum, event) => sum + event.dur, 0) / 1000]);
console.log(`main thread by kind: ${totals.filter(([, ms]) => ms >= 0.5).map(([kind, ms]) => `${kind} ${ms.toFixed(0)} ms`).join(', ')}`);

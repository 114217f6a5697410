// probe: long tasks with their main children, real CPU throttling
import { chromium } from '@playwright/test';
const [,, url, rate = '4', waitMs = '6000'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(rate) });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
const t0 = Date.now();
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(Number(waitMs));
const buf = await browser.stopTracing();
const events = JSON.parse(buf.toString()).traceEvents;
const main = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.find((f) => !f.parent);
// find renderer main thread: thread_name CrRendererMain with most events
const threads = events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
const counts = new Map();
for (const e of events) { const k = e.pid + ':' + e.tid; counts.set(k, (counts.get(k) ?? 0) + 1); }
const mt = threads.map((t) => t.pid + ':' + t.tid).sort((a, b) => counts.get(b) - counts.get(a))[0];
const mine = events.filter((e) => e.pid + ':' + e.tid === mt && e.ph === 'X').sort((a, b) => a.ts - b.ts);
const nav = events.find((e) => e.name === 'navigationStart' && e.pid + ':' + e.tid === mt) ?? mine[0];
const tasks = mine.filter((e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur > 50000 / Number(rate) * 0 + 30000);
let tbt = 0;
for (const t of tasks) {
  if (t.dur / 1000 > 50) tbt += t.dur / 1000 - 50;
  const kids = mine.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t && ['EvaluateScript', 'FunctionCall', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'v8.compile', 'v8.compileModule', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'MajorGC', 'MinorGC', 'Paint', 'ParseAuthorStyleSheet', 'RunMicrotasks', 'v8.callFunction', 'HitTest', 'PrePaint', 'Commit', 'ScheduleStyleRecalculation','IntersectionObserverController::computeIntersections', 'UpdateLayerTree'].includes(e.name));
  const agg = new Map();
  for (const k of kids) {
    const key = k.name + (k.args?.data?.url ? ' ' + k.args.data.url.replace(/^.*\//, '') : '') + (k.args?.data?.functionName ? ' ' + k.args.data.functionName : '');
    agg.set(key, (agg.get(key) ?? 0) + k.dur / 1000);
  }
  const top = [...agg.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k}=${v.toFixed(0)}`).join(', ');
  console.log(`${((t.ts - nav.ts) / 1000).toFixed(0).padStart(6)} ${(t.dur / 1000).toFixed(0).padStart(5)}ms  ${top}`);
}
console.log('TBT(real throttle)', tbt.toFixed(0));
await browser.close();

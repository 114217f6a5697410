// probe: CPU profile of a page load under CPU throttling; prints per long task the heaviest self-time functions
import { chromium } from '@playwright/test';
const [,, url, rate = '4', waitMs = '5000', minTask = '40'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(rate) });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(Number(waitMs));
const { profile } = await cdp.send('Profiler.stop');
const buf = await browser.stopTracing();
const events = JSON.parse(buf.toString()).traceEvents;
const counts = new Map();
for (const e of events) { const k = e.pid + ':' + e.tid; counts.set(k, (counts.get(k) ?? 0) + 1); }
const mt = events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain').map((t) => t.pid + ':' + t.tid).sort((a, b) => counts.get(b) - counts.get(a))[0];
const mine = events.filter((e) => e.pid + ':' + e.tid === mt && e.ph === 'X');
const tasks = mine.filter((e) => e.name === 'RunTask' && e.dur > Number(minTask) * 1000).sort((a, b) => a.ts - b.ts);
// profile samples -> absolute ts (profile.startTime is in the same clock as trace ts, microseconds)
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = profile.startTime;
const samples = profile.samples.map((id, i) => { t += profile.timeDeltas[i]; return { id, ts: t }; });
const label = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/^.*\//, '')}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
const stackOf = (id) => { const out = []; for (let c = id; c !== undefined; c = parent.get(c)) out.push(nodes.get(c)); return out; };
for (const task of tasks) {
  const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + task.dur);
  const self = new Map(); const incl = new Map();
  for (let i = 0; i < inTask.length; i += 1) {
    const s = inTask[i]; const dt = (inTask[i + 1]?.ts ?? s.ts + 200) - s.ts;
    const n = nodes.get(s.id); self.set(label(n), (self.get(label(n)) ?? 0) + dt);
    const seen = new Set();
    for (const m of stackOf(s.id)) { const l = label(m); if (seen.has(l)) continue; seen.add(l); incl.set(l, (incl.get(l) ?? 0) + dt); }
  }
  const fmt = (m, k) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, k).map(([l, v]) => `      ${(v / 1000).toFixed(1).padStart(6)} ${l}`).join('\n');
  console.log(`task at ${((task.ts - tasks[0].ts) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(0)} ms`);
  console.log('   self:\n' + fmt(self, 8));
  console.log('   inclusive:\n' + fmt(incl, 25));
}
await browser.close();

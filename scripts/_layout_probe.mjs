import { chromium } from '@playwright/test';
const [,, url, rate = '4'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] });
for (let i = 0; i < 3; i++) {
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(rate) });
await browser.startTracing(page, { categories: ['devtools.timeline'] });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(1000);
const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
const l = events.filter((e) => (e.name === 'Layout' || e.name === 'UpdateLayoutTree') && e.dur > 3000).map((e) => `${e.name}=${(e.dur / 1000).toFixed(0)}`);
console.log(l.join(' '));
await context.close();
}
await browser.close();

import { chromium } from '@playwright/test';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const errors = [];
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text().slice(0, 300)}`); });
page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
for (const p of pages) {
  errors.length = 0;
  await page.goto(`http://127.0.0.1:4606${p}`, { waitUntil: 'load' });
  const demos = page.locator('[data-demo]');
  const n = await demos.count();
  for (let i = 0; i < n; i++) {
    const live = demos.nth(i).locator('.demo-content');
    await live.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
  }
  await page.waitForTimeout(1500);
  const res = await page.locator('[data-demo]').evaluateAll((ds) => ds.map((d) => {
    const c = d.querySelector('.demo-content');
    const top = c.getBoundingClientRect().top;
    const bottom = Math.max(top, ...[...c.children].map((ch) => ch.getBoundingClientRect().bottom));
    return `${d.getAttribute('data-demo')} reserved ${parseFloat(c.style.minHeight)} used ${(bottom - top).toFixed(1)} width ${c.getBoundingClientRect().width.toFixed(0)}`;
  }));
  console.log('==', p); res.forEach((r) => console.log('  ', r));
  errors.forEach((e) => console.log('  !!', e));
}
await browser.close();

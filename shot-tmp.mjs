import { chromium } from '@playwright/test';
const [pagePath, ...files] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`http://127.0.0.1:4606${pagePath}`, { waitUntil: 'load' });
for (const f of files) {
  const demo = page.locator(`[data-demo="${f}"] .demo-content`);
  await demo.scrollIntoViewIfNeeded();
  await page.waitForTimeout(2500);
  await demo.screenshot({ path: `/tmp/pf/${f}.png` });
}
await browser.close();

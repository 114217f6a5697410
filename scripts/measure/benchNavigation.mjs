// Page change (issue 35): a click on a drawer link to the new page's heading on screen, client-side,
// on the exported site, unthrottled and at 4x CPU slowdown. From the Data Grid's sorting page the
// bench clicks, one after the other, the drawer's next links of the section (each page a first visit,
// as a reader's walk is), and times each in the browser: from the click's event to the frame painted
// after the new page's <h1> is in the document. Median of the clicks (and the slowest); and to the
// frame after the whole body is (a guide's body past its first screen comes in a second step).
import { median } from './median.mjs';
const START = '/x/react-data-grid/sorting/';
const CLICKS = 12;

async function walk(browser, origin, rate, prepare) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await prepare?.(page);
  const session = await page.context().newCDPSession(page);
  await page.goto(`${origin}${START}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => window.next?.router?.isReady === true);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
  const targets = await page.locator('[data-nav-tree] a[href^="/x/react-data-grid/"]').evaluateAll((links, start) =>
    [...new Set(links.map((link) => link.getAttribute('href')))].filter((href) => href !== start),
  START);
  const times = [];
  const wholeTimes = [];
  for (const href of targets) {
    if (times.length === CLICKS) break;
    const link = page.locator(`[data-nav-tree] a[href="${href}"]`).first();
    if (!(await link.isVisible())) continue;
    await link.scrollIntoViewIfNeeded();
    const shown = page.evaluate(
      (target) =>
        new Promise((resolve) => {
          let clickedAt = 0;
          let headingMs = 0;
          document.addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true });
          const before = document.querySelector('main h1');
          const beforeText = before?.textContent;
          // React may keep the element and change its text, or put a new one.
          const arrived = () => {
            const heading = document.querySelector('main h1');
            return window.location.pathname === target && heading !== null && (heading !== before || heading.textContent !== beforeText);
          };
          // A guide's body may come in two steps (src/layout/firstScreenFirst.ts): the whole of it is
          // there once its article says so (an export without the attribute renders it in one).
          const whole = () => document.querySelector('main article')?.getAttribute('data-body') !== 'first-screen';
          setTimeout(() => resolve({ headingMs: Number.NaN, wholeMs: Number.NaN }), 20_000);
          const observer = new MutationObserver(() => {
            if (!clickedAt || !arrived()) return;
            if (!headingMs) {
              headingMs = -1;
              requestAnimationFrame(() => (headingMs = performance.now() - clickedAt));
            }
            if (!whole()) return;
            observer.disconnect();
            requestAnimationFrame(() => {
              const wholeMs = performance.now() - clickedAt;
              resolve({ headingMs: headingMs > 0 ? headingMs : wholeMs, wholeMs });
            });
          });
          observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-body'] });
        }),
      href,
    );
    await link.click();
    const { headingMs, wholeMs } = await shown;
    if (Number.isNaN(headingMs)) throw new Error(`${href}: no new <h1> and body 20 s after the click`);
    times.push(Math.round(headingMs));
    wholeTimes.push(Math.round(wholeMs));
    await page.waitForLoadState('networkidle').catch(() => {});
  }
  await page.close();
  return { rate, clicks: times.length, medianMs: median(times), maxMs: Math.max(...times), wholeBodyMedianMs: median(wholeTimes) };
}

/** Page change at 1x and 4x CPU on the site served at `origin`. */
export async function navigationCost(browser, { origin, prepare }) {
  return { from: START, unthrottled: await walk(browser, origin, 1, prepare), cpu4x: await walk(browser, origin, 4, prepare) };
}

import fs from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { test, expect, OUT_DIR } from './fixtures';
import { site } from '../../data/site';

/**
 * The ad slot against stubbed third parties: the network's script (served, blocked, stalled,
 * fallback-marked), the JSON service (good, malformed, hostile, 500, blocked) and a bot. Every
 * scenario also measures layout shift (PerformanceObserver `layout-shift`), which must stay ≈ 0.
 */
const PAGE = '/x/react-data-grid/sorting/';
const SCRIPT_URL = site.ads.network.scriptUrl;
const JSON_URL = site.ads.jsonServiceUrl;
const AD_IMAGE = fs.readFileSync(path.join(process.cwd(), 'public/static/ads/charts-pro.svg'));
// The largest layout shift score a scenario may show: ≈ 0 (0.001 is 1/100 of Google's "good" 0.1).
/**
 * Layout shift the ad may cause at most. The slot's exact height is asserted too; a slot 10 px off its
 * reserved height would score about 0.006 here, a missing reservation about 0.07. Below 0.005 leaves room
 * for the sub-pixel jitter a loaded machine showed once (0.0012), which the diagnostics below name.
 */
const NO_SHIFT = 0.005;

// Constant draws: 0.5 gives the image shape (network script) and an in-house ad when blocked;
// 0.05 gives the inline shape (JSON service), the appeal when blocked, and a sampled display event.
const IMAGE_SESSION = 0.5;
const INLINE_SESSION = 0.05;

const isScript = (url: string) => url.startsWith(SCRIPT_URL);
const isJson = (url: string) => url.startsWith(JSON_URL);

/** What the network's script inserts next to itself: its usual markup, linking to `href`. */
function networkScript(href: string) {
  const markup = `<span><span class="carbon-wrap"><a href="${href}" class="carbon-img" target="_blank" rel="noopener sponsored"><img src="https://ads-cdn.example.com/network.svg" alt="" width="130" height="100"></a><a href="${href}" class="carbon-text" target="_blank" rel="noopener sponsored">A network ad from a sample advertiser, long enough to wrap over several lines of the card.</a></span><a href="https://network.example.com/" class="carbon-poweredby" target="_blank" rel="noopener sponsored">ads via the network</a></span>`;
  return `(function(){var s=document.getElementById(${JSON.stringify(site.ads.network.scriptId)});var d=document.createElement('div');d.id='carbonads';d.innerHTML=${JSON.stringify(markup)};s.parentNode.insertBefore(d,s.nextSibling);})();`;
}

const json = (body: unknown, status = 200) => ({
  status,
  contentType: 'application/json',
  headers: { 'access-control-allow-origin': '*' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

const goodAd = {
  company: 'Sample Co',
  description: 'Build <b>dashboards</b> in minutes.',
  image: 'https://ads-cdn.example.com/network.svg',
  statlink: 'https://ads.example.com/click/42',
  statimp: 'https://ads.example.com/impression/42',
  pixel: 'https://pixel-one.example.com/p?t=[timestamp]||https://pixel-two.example.com/p',
  timestamp: '1700000000',
};

interface Scenario {
  name: string;
  session: number;
  network?: (route: Route) => unknown;
  service?: (route: Route) => unknown;
  /** The slot's `data-ad-view` once settled. */
  view: string;
  /** The slot's analytics label once settled. */
  label: string;
  check?: (page: Page, requests: string[]) => Promise<void>;
  /** Console messages this scenario causes on purpose (a failed request is logged by the browser). */
  expectedConsole?: RegExp;
}

async function prepare(page: Page, session: number) {
  await page.addInitScript((draw) => {
    Math.random = () => draw;
    const shifts: Array<{ value: number; sources: string[] }> = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const describe = (source: Source) => {
      const element = source.node instanceof Element ? source.node : source.node?.parentElement;
      const name = element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').join('.')}` : ''}` : '?';
      return `${name} y ${Math.round(source.previousRect.y)} -> ${Math.round(source.currentRect.y)}, x ${Math.round(source.previousRect.x)} -> ${Math.round(source.currentRect.x)}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] }>) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, sources: entry.sources.map(describe) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, session);
  await page.route('https://ads-cdn.example.com/**', (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: AD_IMAGE }));
}

type Shift = { value: number; sources: string[] };
const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
const layoutShift = async (page: Page) => (await layoutShifts(page)).reduce((sum, shift) => sum + shift.value, 0);

const scenarios: Scenario[] = [
  {
    name: 'network script served',
    session: IMAGE_SESSION,
    network: (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: networkScript('https://ads.example.com/click/7') }),
    view: 'network',
    label: 'carbon-body-top-image',
    check: async (page, requests) => {
      const slot = page.locator('.ad-slot');
      await expect(slot.locator('#carbonads')).toBeVisible();
      await expect(slot.getByRole('link', { name: /A network ad/ })).toBeVisible();
      const script = requests.find(isScript);
      expect(script).toContain(`serve=${site.ads.network.serve}`);
      expect(script).toContain(`placement=${site.ads.network.placement}`);
      await expect(slot.locator('script')).toHaveJSProperty('async', true);
    },
  },
  {
    name: 'network script blocked',
    session: IMAGE_SESSION,
    network: (route) => route.abort('blockedbyclient'),
    view: 'in-house',
    label: 'in-house-body-top-image',
    expectedConsole: /ERR_BLOCKED_BY_CLIENT|Failed to load resource/,
    check: async (page) => {
      const link = page.locator('.ad-slot').getByRole('link');
      await expect(link).toHaveAttribute('href', /^https:\/\/mui\.com\/.*utm_medium=in-house-ad/);
      await expect(link.locator('img')).toHaveJSProperty('naturalWidth', 130);
      await expect(page.locator('.ad-slot')).toContainText('ad by MUI');
    },
  },
  {
    name: 'network script stalled',
    session: IMAGE_SESSION,
    network: () => new Promise(() => {}),
    view: 'in-house',
    label: 'in-house-body-top-image',
  },
  {
    name: 'network fallback-marked ad',
    session: IMAGE_SESSION,
    network: (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: networkScript(site.ads.network.fallbackTarget) }),
    view: 'in-house',
    label: 'in-house-carbon-body-top-image',
    check: async (page) => {
      await expect(page.locator('#carbonads')).toHaveCount(0);
      await expect(page.locator('.ad-slot')).toContainText('ad by MUI');
    },
  },
  {
    name: 'JSON service good',
    session: INLINE_SESSION,
    service: (route) => route.fulfill(json({ ads: [{}, goodAd] })),
    view: 'json',
    label: 'carbon-body-top-inline',
    check: async (page, requests) => {
      const link = page.locator('.ad-slot').getByRole('link');
      await expect(link).toHaveAttribute('href', goodAd.statlink);
      await expect(link).toContainText('Sample Co. Build dashboards in minutes.');
      await expect(link.locator('b')).toHaveText('dashboards');
      await expect(page.locator('.ad-slot')).toContainText(`ad by ${site.ads.network.name}`);
      await expect
        .poll(() => requests.filter((url) => /impression|pixel-/.test(url)).sort())
        .toEqual(['https://ads.example.com/impression/42', 'https://pixel-one.example.com/p?t=1700000000', 'https://pixel-two.example.com/p']);
    },
  },
  {
    name: 'JSON service hostile HTML',
    session: INLINE_SESSION,
    service: (route) =>
      route.fulfill(
        json({
          ads: [
            { ...goodAd, statlink: 'javascript:window.pwned=1' },
            {
              ...goodAd,
              company: '<img src=x onerror="window.pwned=1">Evil Corp',
              description: 'Hi <script>window.pwned=1</script><img src=x onerror="window.pwned=1"><a href="javascript:window.pwned=1">click</a><b onclick="window.pwned=1">bold</b>',
              image: 'javascript:window.pwned=1',
              statimp: 'javascript:window.pwned=1',
              pixel: 'data:text/html,<script>window.pwned=1</script>||https://pixel-one.example.com/p?t=[timestamp]',
            },
          ],
        }),
      ),
    view: 'json',
    label: 'carbon-body-top-inline',
    check: async (page) => {
      const slot = page.locator('.ad-slot');
      await expect(slot.getByRole('link')).toHaveAttribute('href', goodAd.statlink);
      await expect(slot).toContainText('<img src=x onerror="window.pwned=1">Evil Corp.');
      await expect(slot.locator('script, [onerror], [onclick], a[href^="javascript"], img[src^="javascript"], img[src^="data"]')).toHaveCount(0);
      await expect(slot.locator('b')).toHaveText('bold');
      expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    },
  },
  {
    name: 'JSON service malformed',
    session: INLINE_SESSION,
    service: (route) => route.fulfill(json('{"ads": [{"statlink": ')),
    view: 'in-house',
    label: 'in-house-carbon-body-top-inline',
  },
  {
    name: 'JSON service wrong types',
    session: INLINE_SESSION,
    service: (route) => route.fulfill(json({ ads: 'none', statlink: 5 })),
    view: 'in-house',
    label: 'in-house-carbon-body-top-inline',
  },
  {
    name: 'JSON service 500',
    session: INLINE_SESSION,
    service: (route) => route.fulfill(json('{"error":"down"}', 500)),
    view: 'in-house',
    label: 'in-house-carbon-body-top-inline',
    expectedConsole: /status of 500/,
  },
  {
    name: 'JSON service blocked',
    session: INLINE_SESSION,
    service: (route) => route.abort('blockedbyclient'),
    view: 'appeal',
    label: 'in-house-adblock-body-top-inline',
    expectedConsole: /ERR_BLOCKED_BY_CLIENT|Failed to load resource/,
    check: async (page) => {
      await expect(page.locator('.ad-slot')).toContainText('Ads pay for these docs');
    },
  },
];

const VIEWPORTS = [
  { name: 'desktop', width: 1400, height: 900 },
  { name: 'phone', width: 360, height: 780 },
];

for (const viewport of VIEWPORTS) {
  for (const scenario of scenarios) {
    test(`${scenario.name} (${viewport.name}): right content, no layout shift`, async ({ page, problems }) => {
      await page.setViewportSize(viewport);
      await prepare(page, scenario.session);
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      if (scenario.network) await page.route(isScriptUrl, scenario.network);
      if (scenario.service) await page.route(isJsonUrl, scenario.service);
      await page.goto(PAGE);
      const slot = page.locator('.ad-slot');
      await expect(slot).toHaveAttribute('data-ad-view', scenario.view, { timeout: 10_000 });
      await expect(slot).toHaveAttribute('data-ga-event-label', scenario.label);
      await scenario.check?.(page, requests);
      // Let late images and a late network answer land before measuring.
      await page.waitForTimeout(500);
      const box = await slot.boundingBox();
      expect(box?.height).toBe(viewport.width >= 600 ? 126 : 142);
      const shift = await layoutShift(page);
      test.info().annotations.push({ type: 'CLS', description: `${scenario.name} (${viewport.name}): ${shift.toFixed(4)}` });
      console.log(`CLS ${scenario.name} (${viewport.name}): ${shift.toFixed(4)}`);
      expect(shift, `layout shifts: ${JSON.stringify(await layoutShifts(page))}`).toBeLessThan(NO_SHIFT);
      expect(problems.filter((problem) => !scenario.expectedConsole?.test(problem))).toEqual([]);
    });
  }
}

function isScriptUrl(url: URL) {
  return isScript(url.href);
}
function isJsonUrl(url: URL) {
  return isJson(url.href);
}

test('the slot space is in the static HTML and the network script is not', () => {
  const html = fs.readFileSync(path.join(OUT_DIR, PAGE, 'index.html'), 'utf8');
  expect(html).toContain('ad-slot');
  expect(html).not.toContain(new URL(SCRIPT_URL).host);
});

test.describe('a bot', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('gets an empty slot and causes no ad request', async ({ page, problems }) => {
    await prepare(page, INLINE_SESSION);
    const adRequests: string[] = [];
    page.on('request', (request) => {
      if (isScript(request.url()) || isJson(request.url())) adRequests.push(request.url());
    });
    await page.goto(PAGE);
    const slot = page.locator('.ad-slot');
    await expect(slot).toHaveAttribute('data-ad-view', 'empty');
    await page.waitForTimeout(4000);
    await expect(slot).toBeEmpty();
    expect(adRequests).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test('the display event is sent after 2.5 s for a sampled session, and a click is reported', async ({ page }) => {
  await prepare(page, INLINE_SESSION);
  await page.route(isJsonUrl, (route) => route.fulfill(json({ ads: [goodAd] })));
  await page.goto(PAGE);
  const slot = page.locator('.ad-slot');
  await expect(slot).toHaveAttribute('data-ad-view', 'json');
  const adEvents = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .filter((entry) => entry[0] === 'event' && entry[1] === 'ad')
        .map((entry) => entry[2]),
    );
  expect(await adEvents()).toEqual([]);
  await expect.poll(adEvents, { timeout: 5000 }).toEqual([{ eventAction: 'display', eventLabel: 'carbon-body-top-inline' }]);
  // The ad opens in a new tab; keep the test on this page.
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), true));
  await slot.getByRole('link').click();
  await expect.poll(adEvents).toContainEqual({ eventAction: 'click', eventLabel: 'carbon-body-top-inline' });
});

test('a new page gets a new ad after client-side navigation', async ({ page, problems }) => {
  await prepare(page, IMAGE_SESSION);
  let scripts = 0;
  await page.route(isScriptUrl, (route) => {
    scripts += 1;
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: networkScript(`https://ads.example.com/click/${scripts}`) });
  });
  await page.goto(PAGE);
  await expect(page.locator('.ad-slot')).toHaveAttribute('data-ad-view', 'network');
  await page.getByRole('navigation', { name: 'Previous and next pages' }).getByRole('link', { name: /Next/ }).click();
  await expect(page).not.toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.locator('.ad-slot #carbonads a').first()).toHaveAttribute('href', 'https://ads.example.com/click/2');
  await expect(page.locator('#carbonads')).toHaveCount(1);
  expect(problems).toEqual([]);
});

import type { Browser, BrowserContext, Page, Route } from '@playwright/test';
import { test, expect, liveArea, waitForHydration, watchPageProblems } from './fixtures';
import { site } from '../../data/site';
import { CACHE_PREFIX } from '../../src/sw/config';
import { DocsServer, launchProductionBrowser, PRODUCTION_HOST } from './productionHost';

/**
 * Hostile input, case by case. Every case checks four things: no uncaught exception (and no console
 * error it does not expect), no script of the attacker ran (a global canary the payloads try to
 * touch stays untouched), the page is still usable (its heading, its navigation, no framework error
 * screen), and valid values in storage and cookies survive. Cases that can share a page load do:
 * each test names its cases in its title.
 */

const PAGE = '/x/react-data-grid/sorting/';
const TOUCH = "window.__canary='touched'";
const IMG = `<img src=x onerror="${TOUCH}">`;
const SCRIPT = `<script>${TOUCH}</script>`;
// Draws of Math.random: 0.05 makes the ad slot ask the JSON service, 0.5 load the network's script.
const INLINE_SESSION = 0.05;
const IMAGE_SESSION = 0.5;

/** Sets the canary (and optionally pins Math.random) before any page script runs. */
async function arm(target: Page | BrowserContext, random?: number) {
  await target.addInitScript((draw) => {
    (window as unknown as { __canary: string }).__canary = 'untouched';
    if (draw !== null) Math.random = () => draw;
  }, random ?? null);
}

/** The four checks every case ends with. `allowed` lists console errors the case causes on purpose. */
async function expectSafe(page: Page, problems: string[], { heading, allowed }: { heading: string | RegExp; allowed?: RegExp } = { heading: 'Sorting' }) {
  expect(await page.evaluate(() => (window as unknown as { __canary?: string }).__canary)).toBe('untouched');
  expect(problems.filter((problem) => problem.startsWith('pageerror') || !allowed?.test(problem))).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByText('Application error')).toHaveCount(0);
  // Nothing the page offers leaves the site without saying so: every link is a site path or an absolute URL.
  const hrefs = await page.$$eval('a[href]', (links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => href.startsWith('//') || /^(javascript|data|vbscript):/i.test(href.trim()))).toEqual([]);
}

/** The settings drawer works: the reader can still switch the mode. */
async function switchToDark(page: Page) {
  await page.getByRole('button', { name: 'Open settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  await page.keyboard.press('Escape');
}

const storageOf = (page: Page) => page.evaluate(() => ({ ...localStorage }));

test.describe('storage and cookies', () => {
  test('corrupt theme storage: mui-mode markup, mui-color-scheme-dark script, mui-color-scheme-light "__proto__", 1 MB mui-direction; other tabs send hostile storage events; valid consent and cookies kept', async ({ page, context, problems }) => {
    await arm(page);
    await context.addCookies([{ name: 'codeVariant', value: 'JS', url: 'http://127.0.0.1' }]);
    await page.addInitScript(
      ([img, script]) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('mui-mode', img);
        localStorage.setItem('mui-color-scheme-dark', script);
        localStorage.setItem('mui-color-scheme-light', '__proto__');
        localStorage.setItem('mui-direction', 'x'.repeat(1_000_000));
      },
      [IMG, SCRIPT],
    );
    await page.goto(PAGE);
    await waitForHydration(page);
    // Unknown values are dropped before paint; the page uses the defaults.
    const stored = await storageOf(page);
    expect(stored['mui-mode']).toBeUndefined();
    expect(stored['mui-direction']).toBeUndefined();
    expect(stored['mui-analytics-consent']).toBe('analytics');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.evaluate(([img]) => {
      const send = (key: string | null, newValue: string | null) => window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
      send('mui-mode', img);
      send('mui-analytics-consent', '{"__proto__":{"polluted":true}}');
      send('mui-direction', 'rtl<script>');
      send(null, null);
    }, [IMG]);
    await switchToDark(page);
    expect((await storageOf(page))['mui-mode']).toBe('dark');
    expect((await context.cookies()).find((cookie) => cookie.name === 'codeVariant')?.value).toBe('JS');
    expect(await page.evaluate(() => ({} as { polluted?: boolean }).polluted)).toBeUndefined();
    await expectSafe(page, problems);
  });

  test('corrupt answers and cookies: consent garbage, codeVariant cookie script, codeStyling malformed escape, a 4 KB cookie, a duplicate codeVariant cookie; valid mode kept', async ({ page, context, problems }) => {
    await arm(page);
    await context.addCookies([
      { name: 'codeVariant', value: encodeURIComponent(SCRIPT), url: 'http://127.0.0.1' },
      { name: 'codeVariant', value: 'JS', domain: '127.0.0.1', path: '/x/' },
      { name: 'codeStyling', value: '%E0%A4%A', url: 'http://127.0.0.1' },
      { name: 'filler', value: 'f'.repeat(4000), url: 'http://127.0.0.1' },
    ]);
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('mui-mode', 'dark');
      localStorage.setItem('mui-analytics-consent', '{"toString":"x","valueOf":1}');
    });
    await page.goto(PAGE);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    // Garbage consent counts as no answer: the reader is asked.
    await expect(page.getByRole('region', { name: 'Help improve these docs' })).toBeVisible();
    // The demo follows a valid cookie or the default, never the script.
    await expect(page.getByRole('group', { name: 'Source language' }).first()).toBeVisible();
    expect((await storageOf(page))['mui-mode']).toBe('dark');
    await expectSafe(page, problems);
  });

  test('storage full: every write refused with QuotaExceededError; valid mode kept, choices still work for the visit', async ({ page, problems }) => {
    await arm(page);
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('mui-mode', 'light');
      }
      Storage.prototype.setItem = function setItem() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await page.goto(PAGE);
    await waitForHydration(page);
    await switchToDark(page);
    expect((await storageOf(page))['mui-mode']).toBe('light');
    await expectSafe(page, problems);
  });

  for (const [name, breakStorage] of [
    [
      'localStorage itself throws (blocked site data)',
      () => Object.defineProperty(window, 'localStorage', { get: () => { throw new DOMException('Access is denied', 'SecurityError'); } }),
    ],
    [
      'getItem throws and document.cookie throws',
      () => {
        Storage.prototype.getItem = () => {
          throw new DOMException('Access is denied', 'SecurityError');
        };
        Object.defineProperty(Document.prototype, 'cookie', {
          get: () => { throw new DOMException('Access is denied', 'SecurityError'); },
          set: () => { throw new DOMException('Access is denied', 'SecurityError'); },
        });
      },
    ],
  ] as const) {
    test(`throwing storage: ${name}`, async ({ page, problems }) => {
      await arm(page);
      await page.addInitScript(breakStorage);
      await page.goto(PAGE);
      await waitForHydration(page);
      await switchToDark(page);
      await expectSafe(page, problems);
    });
  }
});

test.describe('addresses', () => {
  test(`hostile hashes: ${'#<img onerror>'} at load, then ${'#%3Cscript%3E, #javascript:, #"><svg onload>, #%E0%A4%A, a 100 kB hash, #__proto__'}; a demo hash with markup at load keeps the valid code cookie`, async ({ page, context, problems }) => {
    await arm(page);
    await context.addCookies([{ name: 'codeVariant', value: 'JS', url: 'http://127.0.0.1' }]);
    await page.goto(`${PAGE}#${IMG}`);
    await waitForHydration(page);
    for (const hash of [
      `%3Cscript%3E${TOUCH}%3C/script%3E`,
      `javascript:${TOUCH}`,
      `"><svg onload="${TOUCH}">`,
      '%E0%A4%A',
      'a'.repeat(100_000),
      '__proto__',
    ]) {
      await page.evaluate((value) => {
        window.location.hash = value;
      }, hash);
      // Let hash listeners (table of contents) run.
      await page.waitForTimeout(50);
    }
    await page.goto(`/x/react-data-grid/filtering/#tailwind-${encodeURIComponent(IMG)}.tsx`);
    await waitForHydration(page);
    expect((await context.cookies()).find((cookie) => cookie.name === 'codeVariant')?.value).toBe('JS');
    await expectSafe(page, problems, { heading: 'Filtering: overview' });
  });

  const NOT_FOUND = 'Page not found';
  for (const [name, path, heading] of [
    ['a path with a script', `/x/${encodeURIComponent(SCRIPT)}/`, NOT_FOUND],
    ['a path with markup', `/x/react-data-grid/${encodeURIComponent(IMG)}/`, NOT_FOUND],
    ['a language prefix before an off-site address', '/zh//evil.example.com/', NOT_FOUND],
    ['a double slash inside the docs', '/x//evil.example.com/', NOT_FOUND],
    ['a 2,000-character path', `/x/${'a'.repeat(2000)}/`, NOT_FOUND],
    ['a hostile query string', `${PAGE}?q=${encodeURIComponent(SCRIPT)}&utm_source=${encodeURIComponent(IMG)}`, 'Sorting'],
  ] as const) {
    test(`hostile path: ${name}`, async ({ page, problems }) => {
      await arm(page);
      const response = await page.goto(path);
      expect([200, 404]).toContain(response?.status());
      await waitForHydration(page);
      await expectSafe(page, problems, { heading, allowed: /status of 404/ });
      if (heading === NOT_FOUND) {
        // Wait for the page-list lookup, then check no link leaves the site.
        await page.waitForLoadState('networkidle');
        await expect(page.getByText('a translation the docs do not have')).toHaveCount(0);
      }
    });
  }

  test('a language prefix before a real page: the 404 offers the English page, and only it', async ({ page, problems }) => {
    await arm(page);
    await page.goto('/en/x/introduction/');
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: '/x/introduction/' })).toHaveAttribute('href', '/x/introduction/');
    await expectSafe(page, problems, { heading: 'Page not found', allowed: /status of 404/ });
  });
});

test.describe('the JSON ad service', () => {
  const adService = (url: URL) => url.href.startsWith(site.ads.jsonServiceUrl);
  const ad = {
    company: 'Sample Co',
    description: 'Build <b>dashboards</b> in minutes.',
    image: 'https://ads-cdn.example.com/ad.png',
    statlink: 'https://ads.example.com/click/1',
    statimp: 'https://ads.example.com/impression/1',
    timestamp: '1700000000',
  };
  const json = (body: string, headers: Record<string, string> = {}) => ({
    status: 200,
    headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json', ...headers },
    body,
  });

  const cases: Array<{ name: string; answer: (route: Route) => unknown; view: 'json' | 'in-house'; check?: (page: Page, requests: string[]) => Promise<void> }> = [
    { name: 'a script statlink', answer: (route) => route.fulfill(json(JSON.stringify({ ads: [{ ...ad, statlink: `javascript:${TOUCH}` }] }))), view: 'in-house' },
    { name: 'a plain-http statlink', answer: (route) => route.fulfill(json(JSON.stringify({ ads: [{ ...ad, statlink: 'http://ads.example.com/click/1' }] }))), view: 'in-house' },
    {
      name: 'attributes that forge analytics events and hide the ad from screen readers',
      answer: (route) =>
        route.fulfill(json(JSON.stringify({ ads: [{ ...ad, description: '<b data-ga-event-category="ad" data-ga-event-action="forged" aria-hidden="true" role="presentation">Build</b> <i aria-label="Nothing">now</i>' }] }))),
      view: 'json',
      check: async (page) => {
        const slot = page.locator('.ad-slot');
        // The ad's rendering is a chunk of its own, loaded once the ad is chosen.
        await expect(slot.getByRole('link', { name: /Build now/ })).toBeVisible({ timeout: 10_000 });
        await expect(slot.locator('[data-ga-event-action="forged"], .ad-text [aria-hidden], .ad-text [aria-label], .ad-text [role]')).toHaveCount(0);
      },
    },
    {
      name: 'markup, script and plain-http media in every field',
      answer: (route) =>
        route.fulfill(
          json(JSON.stringify({ ads: [{ ...ad, company: `${IMG}Evil Corp`, description: `Hi ${SCRIPT}${IMG}<a href="javascript:${TOUCH}">x</a>`, image: 'http://ads-cdn.example.com/ad.png', statimp: `javascript:${TOUCH}`, pixel: `http://pixel.example.com/p||data:text/html,${SCRIPT}||https://pixel.example.com/ok` }] })),
        ),
      view: 'json',
      check: async (page, requests) => {
        const slot = page.locator('.ad-slot');
        await expect(slot).toContainText('Evil Corp');
        await expect(slot.locator('img')).toHaveCount(0);
        await expect.poll(() => requests.filter((url) => url.includes('pixel.example.com'))).toEqual(['https://pixel.example.com/ok']);
      },
    },
    { name: 'a body announced as 5 MB', answer: (route) => route.fulfill(json(`{"ads":[],"x":"${'x'.repeat(5_000_000)}"}`)), view: 'in-house' },
    { name: 'JSON nested 30,000 levels deep', answer: (route) => route.fulfill(json(`${'['.repeat(30_000)}${']'.repeat(30_000)}`)), view: 'in-house' },
    {
      name: 'a __proto__ key carrying the fields',
      answer: (route) => route.fulfill(json(`{"ads":[{"__proto__":{"statlink":"https://evil.example.com/","description":"evil"}}]}`)),
      view: 'in-house',
      check: async (page) => expect(await page.evaluate(() => ({} as { statlink?: string }).statlink)).toBeUndefined(),
    },
    { name: 'an HTML page instead of JSON', answer: (route) => route.fulfill({ status: 200, headers: { 'access-control-allow-origin': '*', 'content-type': 'text/html' }, body: `<html>${SCRIPT}</html>` }), view: 'in-house' },
  ];

  for (const scenario of cases) {
    test(`hostile ad JSON: ${scenario.name}`, async ({ page, problems }) => {
      await arm(page, INLINE_SESSION);
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.route(adService, scenario.answer);
      await page.goto(PAGE);
      // The slot decides after hydration, once the reader's privacy choices are read.
      await waitForHydration(page);
      await expect(page.locator('.ad-slot')).toHaveAttribute('data-ad-view', scenario.view, { timeout: 10_000 });
      await scenario.check?.(page, requests);
      await expectSafe(page, problems);
    });
  }
});

test('hostile nav section JSON, one after another through "Try again": [null], [{}], {"__proto__"}, a script link, 5,000 levels deep, an HTML page, a 500, then markup in a valid title shown as text', async ({ page, problems }) => {
  await arm(page);
  // Written out as text: JSON.stringify itself overflows the stack at this depth.
  const deep = `${'[{"pathname":"/x/g","title":"G","href":"/x/g/","kind":"group","children":'.repeat(5000)}[]${'}]'.repeat(5000)}`;
  const answers: Array<{ status?: number; contentType?: string; body: string }> = [
    { body: '[null]' },
    { body: '[{}]' },
    { body: '{"__proto__":{"polluted":true}}' },
    { body: JSON.stringify([{ pathname: '/x/a', title: 'A', href: `javascript:${TOUCH}`, kind: 'page' }]) },
    { body: deep },
    { contentType: 'text/html', body: `<html>${SCRIPT}</html>` },
    { status: 500, body: 'down' },
    { body: JSON.stringify([{ pathname: '/x/react-charts', title: `${IMG}Charts overview`, href: '/x/react-charts/', kind: 'page' }]) },
  ];
  let served = 0;
  await page.route('**/x/_nav/react-charts-group.json', (route) => {
    const answer = answers[Math.min(served, answers.length - 1)];
    served += 1;
    return route.fulfill({ status: answer.status ?? 200, contentType: answer.contentType ?? 'application/json', body: answer.body });
  });
  await page.goto(PAGE);
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Charts', exact: true }).click();
  for (let failure = 0; failure < answers.length - 1; failure += 1) {
    await expect(nav.getByRole('alert')).toContainText('Could not load this section.');
    await expect(nav.getByRole('link', { name: 'Open Charts' })).toHaveAttribute('href', '/x/react-charts/');
    await nav.getByRole('button', { name: 'Try again' }).click();
  }
  await expect(nav.getByRole('link', { name: `${IMG}Charts overview` })).toHaveAttribute('href', '/x/react-charts/');
  expect(served).toBe(answers.length);
  expect(await page.evaluate(() => ({} as { polluted?: boolean }).polluted)).toBeUndefined();
  await expectSafe(page, problems, { heading: 'Sorting', allowed: /status of 500/ });
});

test.describe('failing third parties and network', () => {
  test('every third party blocked (ad network, JSON service, analytics): the page works, the slot shows our ad', async ({ page, problems }) => {
    await arm(page, IMAGE_SESSION);
    await page.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort('blockedbyclient'));
    await page.goto(PAGE);
    await expect(page.locator('.ad-slot')).toHaveAttribute('data-ad-view', 'in-house', { timeout: 10_000 });
    await expectSafe(page, problems, { heading: 'Sorting', allowed: /ERR_BLOCKED_BY_CLIENT|Failed to load resource/ });
  });

  test('every third party stalls (never answers): the page works, the slot falls back after the probe', async ({ page, problems }) => {
    await arm(page, IMAGE_SESSION);
    await page.route((url) => url.hostname !== '127.0.0.1', () => new Promise(() => {}));
    await page.goto(PAGE, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await expect(page.locator('.ad-slot')).toHaveAttribute('data-ad-view', 'in-house', { timeout: 10_000 });
    await switchToDark(page);
    await expectSafe(page, problems);
  });

  test('offline after load: a drawer section and a demo fail on their own with a way back; online again, "Try again" works', async ({ page, context, problems }) => {
    await arm(page);
    await page.goto('/x/react-data-grid/filtering/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Charts', exact: true }).click();
    await expect(nav.getByRole('alert')).toContainText('Could not load this section.');
    // The quick-filter demo sits far below the fold: its code was never fetched.
    const demo = page.locator('[data-demo="QuickFilterGrid.tsx"]');
    await liveArea(demo).scrollIntoViewIfNeeded();
    await expect(liveArea(demo)).toHaveAttribute('data-state', 'failed', { timeout: 15_000 });
    await expect(demo).toContainText('This demo could not be loaded.');
    await context.setOffline(false);
    await switchToDark(page);
    await nav.getByRole('button', { name: 'Try again' }).click();
    await expect(nav.getByRole('button', { name: 'Bars', exact: true })).toBeVisible();
    await expectSafe(page, problems, { heading: 'Filtering: overview', allowed: /ERR_INTERNET_DISCONNECTED|Failed to load resource|ChunkLoadError|Loading chunk/ });
  });

  test('chunks of another deployment missing (every chunk requested after load answers 404): the demo and the ad fail alone', async ({ page, problems }) => {
    await arm(page, INLINE_SESSION);
    let loaded = false;
    await page.route('**/_next/static/chunks/**', (route) => (loaded ? route.fulfill({ status: 404, body: 'gone' }) : route.continue()));
    await page.route((url) => url.href.startsWith(site.ads.jsonServiceUrl), (route) =>
      route.fulfill({ status: 200, headers: { 'access-control-allow-origin': '*' }, contentType: 'application/json', body: JSON.stringify({ ads: [{ company: 'Sample Co', description: 'Text', statlink: 'https://ads.example.com/c' }] }) }),
    );
    await page.goto('/x/react-data-grid/filtering/');
    await waitForHydration(page);
    loaded = true;
    const demo = page.locator('[data-demo="QuickFilterGrid.tsx"]');
    await liveArea(demo).scrollIntoViewIfNeeded();
    await expect(liveArea(demo)).toHaveAttribute('data-state', 'failed', { timeout: 15_000 });
    await expectSafe(page, problems, { heading: 'Filtering: overview', allowed: /status of 404|ChunkLoadError|Loading chunk/ });
  });
});

test.describe('service worker messages on the production host', () => {
  const server = new DocsServer();
  let browser: Browser;

  test.beforeAll(async () => {
    await server.start();
    browser = await launchProductionBrowser();
  });

  test.afterAll(async () => {
    await browser?.close();
    await server.stop();
  });

  test('foreign and script URLs to cache, 100,000 URLs, a non-list, null, a 10 MB string and a bare string: nothing foreign cached, the worker still answers', async () => {
    // A 10 MB message and 100,000 URLs: about 35 s on a loaded 2-core machine.
    test.setTimeout(120_000);
    server.workerScript = null;
    const origin = `https://${PRODUCTION_HOST}:${server.port}`;
    const context = await browser.newContext();
    await arm(context);
    await context.route((url) => url.hostname !== PRODUCTION_HOST, (route) => route.fulfill({ status: 204, body: '' }));
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    await page.goto(`${origin}${PAGE}`);
    await waitForHydration(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await page.evaluate(
      async ([touch]) => {
        const worker = navigator.serviceWorker.controller!;
        const ask = (message: unknown) =>
          new Promise<unknown>((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = (event) => resolve(event.data);
            worker.postMessage(message, [channel.port2]);
            setTimeout(() => resolve('no answer'), 5000);
          });
        await ask({ type: 'CACHE_URLS', payload: { urlsToCache: ['https://evil.example.com/steal.js', '//evil.example.com/x.js', `javascript:${touch}`, `data:text/html,<script>${touch}</script>`, 'http://127.0.0.1:1/x/'] } });
        await ask({ type: 'CACHE_URLS', payload: { urlsToCache: Array.from({ length: 100_000 }, (_, index) => `https://evil.example.com/${index}`) } });
        for (const message of [{ type: 'CACHE_URLS', payload: { urlsToCache: 'not a list' } }, null, 'x'.repeat(10_000_000), 'CACHE_URLS', { type: { toString: null } }]) {
          worker.postMessage(message);
        }
      },
      [TOUCH],
    );
    const cachedOrigins = await page.evaluate(async (prefix) => {
      const origins = new Set<string>();
      for (const name of await caches.keys()) {
        if (!name.startsWith(`${prefix}-`)) continue;
        for (const request of await (await caches.open(name)).keys()) origins.add(new URL(request.url).origin);
      }
      return [...origins];
    }, CACHE_PREFIX);
    expect(cachedOrigins).toEqual([origin]);
    const version = await page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(event.data);
          navigator.serviceWorker.controller!.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
        }),
    );
    expect(version).toEqual({ buildId: expect.any(String) });
    await page.reload();
    await waitForHydration(page);
    await expectSafe(page, problems);
    await context.close();
  });
});

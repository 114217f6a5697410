import type { Browser } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, OUT_DIR, pageDemos, waitForHydration, watchPageProblems } from './fixtures';
import { CACHE_NAMES, CACHE_PREFIX } from '../../src/sw/config';
import { buildKillSwitchWorker } from '../../src/sw/build/buildServiceWorker';
import { controllerBuild, DocsServer, launchProductionBrowser, PRODUCTION_HOST } from './productionHost';

/**
 * The offline service worker. On 127.0.0.1 (the suite's server) it must stay away. On the
 * production host (tests/e2e/productionHost.ts) it registers, keeps a visited page readable with the
 * server gone, answers an unsaved page with the offline page, a new build's worker takes over with
 * exactly one reload, and the kill switch removes it. The shared fixture answers every other host
 * with an empty 204.
 */
const SW_SOURCE = fs.readFileSync(path.join(OUT_DIR, 'x', 'sw.js'), 'utf8');
const BUILD_ID = /^\/\/ MUI X docs service worker, build (\S+)/.exec(SW_SOURCE)?.[1] ?? '';

test('the export carries the worker, tagged with its build', async ({ request }) => {
  const response = await request.get('/x/sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/javascript/);
  expect(BUILD_ID).not.toBe('');
  expect(await response.text()).toContain(`"${BUILD_ID}"`);
});

test('no service worker on a host that is not the production host', async ({ page, problems }) => {
  const workerRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sw.js')) workerRequests.push(request.url());
  });
  await page.goto('/x/react-data-grid/sorting/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect(workerRequests).toEqual([]);
  expect(problems).toEqual([]);
});

test.describe('on the production host', () => {
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

  test('registers, reads offline, and moves to a new build with one reload', async () => {
    test.setTimeout(90_000);
    // A repeated run (retries, --repeat-each) starts again from the current build, server up.
    server.workerScript = null;
    if (!server.running) await server.start();
    const origin = `https://${PRODUCTION_HOST}:${server.port}`;
    const context = await browser.newContext();
    // Third parties stay unreachable, as in the rest of the suite; the mapped host is left alone.
    await context.route((url) => url.hostname !== PRODUCTION_HOST, (route) => route.fulfill({ status: 204, body: '' }));
    const page = await context.newPage();
    const problems = watchPageProblems(page);

    await test.step('the worker registers and saves the page that was open', async () => {
      await page.goto(`${origin}/x/react-data-grid/sorting/`);
      await waitForHydration(page);
      const registration = await page.evaluate(async () => {
        const found = await navigator.serviceWorker.ready;
        return { scope: found.scope, script: found.active?.scriptURL };
      });
      expect(registration).toEqual({ scope: `${origin}/x/`, script: `${origin}/x/sw.js` });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      // waitForFunction does not await an async predicate (its promise is truthy at once), so poll.
      await expect
        .poll(
          () =>
            page.evaluate(
              async (cacheName) => Boolean(await (await caches.open(cacheName)).match(location.href)),
              CACHE_NAMES.page,
            ),
          { timeout: 15_000 },
        )
        .toBe(true);
      expect(await controllerBuild(page)).toBe(BUILD_ID);
      expect(problems).toEqual([]);
    });

    let sourcesUrl = '';
    await test.step("the first demo's sources file, fetched as the demo neared the viewport, is kept", async () => {
      sourcesUrl = (await pageDemos(page))[0].sources;
      // Hovering the demo asks for the file again (the page's own cache answers if it has it).
      await page.locator('[data-demo]').first().hover();
      await expect
        .poll(
          () => page.evaluate(async ([cacheName, url]) => Boolean(await (await caches.open(cacheName)).match(url)), [CACHE_NAMES.demoSources, sourcesUrl] as const),
          { timeout: 15_000 },
        )
        .toBe(true);
    });

    await test.step('with the server stopped, the visited page loads again', async () => {
      await server.stop();
      await page.reload();
      await expect(page).toHaveTitle('Sorting - MUI X');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorting');
      await waitForHydration(page);
      // The drawer still opens other products: its section files were precached.
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await nav.getByRole('button', { name: 'Charts', exact: true }).click();
      await expect(nav.getByRole('button', { name: 'Bars', exact: true })).toBeVisible();
      // The page's late parts were precached too: "Back to top" a screen down, feedback at the end.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Was this page helpful?' })).toBeVisible();
      // The demo's source comes from the kept sources file: its JavaScript shows.
      const sources = JSON.parse(fs.readFileSync(path.join(OUT_DIR, sourcesUrl), 'utf8'));
      const demo = page.locator('[data-demo]').first();
      await demo.getByRole('button', { name: 'JS', exact: true }).click();
      await demo.getByRole('button', { name: 'Show the full source' }).click();
      await expect(demo.locator('pre[data-language]')).toHaveAttribute('data-language', 'jsx');
      await expect(demo.locator('pre[data-language]')).toHaveText(sources.stylings['MUI System'].JS.code.trim());
      await expect(demo.getByRole('alert')).toHaveCount(0);
    });

    await test.step('a page never visited answers with the offline page, which lists what is saved', async () => {
      await page.goto(`${origin}/x/react-charts/bars/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
      await expect(page.getByRole('main')).toContainText('/x/react-charts/bars/ has not been saved on this device yet');
      await expect(page).toHaveURL(`${origin}/x/react-charts/bars/`);
      const saved = page.getByRole('main').getByRole('link', { name: 'Sorting' });
      await expect(saved).toHaveAttribute('href', '/x/react-data-grid/sorting/');
      await saved.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorting');
    });

    await test.step("a new build's worker takes over with exactly one reload", async () => {
      // A new build differs in its worker script (here: its build id), which is what makes the
      // browser install it; rebuilding the site inside the test would take a minute on CI.
      server.workerScript = SW_SOURCE.split(`"${BUILD_ID}"`).join(`"${BUILD_ID}-next"`);
      await server.start();
      let loads = 0;
      page.on('load', () => {
        loads += 1;
      });
      // The reader comes back online and reloads: the browser checks the worker script and finds
      // the new one; the page asks it to skip waiting and reloads itself once it is in control.
      await page.reload();
      await expect.poll(() => loads, { timeout: 20_000 }).toBe(2);
      await waitForHydration(page);
      await expect.poll(() => controllerBuild(page), { timeout: 10_000 }).toBe(`${BUILD_ID}-next`);
      await page.waitForTimeout(1_500);
      expect(loads).toBe(2);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorting');
    });

    await context.close();
  });

  test('the kill switch removes the worker and its caches, with no reload loop', async () => {
    test.setTimeout(60_000);
    server.workerScript = null;
    if (!server.running) await server.start();
    const origin = `https://${PRODUCTION_HOST}:${server.port}`;
    const context = await browser.newContext();
    await context.route((url) => url.hostname !== PRODUCTION_HOST, (route) => route.fulfill({ status: 204, body: '' }));
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    // The switch reloads the page: a question asked during that reload is asked again.
    const ask = async <T,>(question: () => Promise<T>): Promise<T | 'reloading'> => {
      try {
        return await question();
      } catch {
        return 'reloading';
      }
    };
    const ownCaches = () =>
      ask(() => page.evaluate(async (prefix) => (await caches.keys()).filter((name) => name.startsWith(`${prefix}-`)).length, CACHE_PREFIX));

    await page.goto(`${origin}/x/react-data-grid/sorting/`);
    await waitForHydration(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(ownCaches, { timeout: 15_000 }).toBeGreaterThan(0);

    // The deployment built with NEXT_PUBLIC_SW_MODE=remove serves the kill switch as /x/sw.js.
    server.workerScript = await buildKillSwitchWorker(`${BUILD_ID}-removal`);
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.reload();
    await expect.poll(() => ask(() => page.evaluate(() => navigator.serviceWorker.controller === null)), { timeout: 20_000 }).toBe(true);
    await expect.poll(ownCaches, { timeout: 10_000 }).toBe(0);
    await expect.poll(() => ask(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)), { timeout: 10_000 }).toBe(0);
    // Settled: the reader's reload and at most one reload by the switch of the tab it controlled (none
    // when the switch took over while the reader's reload was under way), then nothing more. The
    // switch unregisters and empties its caches before it reloads the tab, so that reload can come
    // after the checks above: wait for 3 s without a load first (a reload loop never gets there).
    await expect
      .poll(
        async () => {
          const before = loads;
          await page.waitForTimeout(3_000);
          return loads === before;
        },
        { timeout: 30_000, intervals: [0] },
      )
      .toBe(true);
    const settled = loads;
    expect(settled).toBeGreaterThanOrEqual(1);
    expect(settled).toBeLessThanOrEqual(3);
    await page.waitForTimeout(3_000);
    expect(loads).toBe(settled);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorting');
    expect(problems).toEqual([]);
    await context.close();
  });
});

import { chromium, type Browser, type Page } from '@playwright/test';
import https from 'node:https';
import fs from 'node:fs';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { test, expect, OUT_DIR, waitForHydration, watchPageProblems } from './fixtures';
import config from '../../playwright.config';
import { site } from '../../data/site';
import { CACHE_NAMES } from '../../src/sw/config';
import { selfSignedCertificate } from './selfSignedCertificate';
import { createStaticListener } from '../../scripts/staticServer';

/**
 * The offline service worker. On 127.0.0.1 (the suite's server) it must stay away. On the
 * production host it registers, keeps a visited page readable with the server gone, answers an
 * unsaved page with the offline page, and a new build's worker takes over with exactly one reload.
 * For that, the production host name is mapped to a server this spec starts and stops itself, in a
 * browser of its own (the shared fixture answers every other host with an empty 204). The server
 * speaks HTTPS with a throwaway certificate: mui.com is on the browser's HSTS preload list, so
 * plain HTTP to it is upgraded before it leaves the browser.
 */
const PRODUCTION_HOST = site.serviceWorkerHosts[0];
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

/** Serves out/ like scripts/serve.ts, can stop and start again on the same port, and can hand out another worker script. */
class DocsServer {
  private server: https.Server | null = null;
  private readonly tls = selfSignedCertificate(PRODUCTION_HOST);
  private sockets = new Set<Duplex>();
  port = 0;
  workerScript: string | null = null;

  private readonly serveStatic = createStaticListener({ root: OUT_DIR });

  async start() {
    this.server = https.createServer(this.tls, (request, response) => {
      if (this.workerScript !== null && request.url?.split('?')[0] === '/x/sw.js') {
        response.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-cache' });
        response.end(this.workerScript);
        return;
      }
      this.serveStatic(request, response);
    });
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  get running() {
    return this.server !== null;
  }

  async stop() {
    this.sockets.forEach((socket) => socket.destroy());
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }
}

/** The build id the page's controlling worker reports. */
const controllerBuild = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve(null);
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve((event.data as { buildId?: string }).buildId ?? null);
        controller.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
      }),
  );

test.describe('on the production host', () => {
  const server = new DocsServer();
  let browser: Browser;

  test.beforeAll(async () => {
    await server.start();
    const launch = config.use?.launchOptions ?? {};
    browser = await chromium.launch({
      ...launch,
      args: [
        ...(launch.args ?? []),
        `--host-resolver-rules=MAP ${PRODUCTION_HOST} 127.0.0.1`,
        '--ignore-certificate-errors',
      ],
    });
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
});

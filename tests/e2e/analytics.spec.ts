import type { Page } from '@playwright/test';
import { test, expect, CONSENT_KEY, waitForHydration } from './fixtures';
import { site } from '../../data/site';
import { E2E_MEASUREMENT_ID } from './buildSettings';

/**
 * Analytics against a stubbed Google Analytics script: what lands in `window.dataLayer` on load
 * and on client-side navigation, consent (nothing before "Allow analytics"), the prompt's bar, Do Not
 * Track / Global Privacy Control, and a script that is blocked, failing or stalled. The suite's build
 * has a measurement id of its own (buildSettings.ts).
 */
const GA_SCRIPT = /^https:\/\/www\.googletagmanager\.com\/gtag\/js/;
/** Every host Google Analytics loads from or sends to (data/hosting.ts). */
const ANALYTICS_HOST = /^https:\/\/([^/]*\.)?(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//;
const PAGE = '/x/react-data-grid/sorting/';

type Entry = unknown[];
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      Array.from(entry).map((value) => (value instanceof Date ? 'date' : value)),
    ),
  ) as Promise<Entry[]>;
const pageViews = async (page: Page) => (await dataLayer(page)).filter((entry) => entry[0] === 'event' && entry[1] === 'page_view').map((entry) => entry[2]);
const consentCommands = async (page: Page) => (await dataLayer(page)).filter((entry) => entry[0] === 'consent');

/** Every request the page makes to an analytics host, whatever answers it. */
function analyticsRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (ANALYTICS_HOST.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/** Counts requests for the analytics script, answered by `answer` (an empty script by default). */
async function stubScript(page: Page, answer?: Parameters<Page['route']>[1]) {
  const requests: string[] = [];
  await page.route(GA_SCRIPT, (route, request) => {
    requests.push(request.url());
    return answer ? answer(route, request) : route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return requests;
}

async function waitForHydrationAndIdle(page: Page) {
  await waitForHydration(page);
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
}

const sortingView = {
  page_title: 'Sorting - MUI X',
  page_location: `${site.host}/x/react-data-grid/sorting/`,
  productId: 'x-data-grid',
  productCategoryId: 'x',
};

test('a page view on load, with the script loaded async and automatic page views off', async ({ page, problems }) => {
  const requests = await stubScript(page);
  await page.goto(PAGE);
  await expect.poll(() => pageViews(page)).toEqual([sortingView]);
  expect(requests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${E2E_MEASUREMENT_ID}`]);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveJSProperty('async', true);
  const entries = await dataLayer(page);
  const index = (predicate: (entry: Entry) => boolean) => entries.findIndex(predicate);
  // Consent first, then the configuration, then user properties and the page view.
  expect(entries[index((entry) => entry[0] === 'consent')]).toEqual([
    'consent',
    'default',
    { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
  ]);
  expect(entries[index((entry) => entry[0] === 'config')]).toEqual(['config', E2E_MEASUREMENT_ID, { send_page_view: false }]);
  expect(entries[index((entry) => entry[0] === 'set')]).toEqual(['set', 'user_properties', { codeVariant: 'TS', userLanguage: 'en', colorScheme: 'light' }]);
  expect(index((entry) => entry[0] === 'consent')).toBeLessThan(index((entry) => entry[0] === 'config'));
  expect(index((entry) => entry[0] === 'set')).toBeLessThan(index((entry) => entry[1] === 'page_view'));
  expect(problems).toEqual([]);
});

test('a page view on every client-side navigation', async ({ page, problems }) => {
  await stubScript(page);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.addInitScript(() => localStorage.setItem('mui-mode', 'dark'));
  await page.goto(PAGE);
  await expect.poll(() => pageViews(page)).toHaveLength(1);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Pagination' }).click();
  await expect(page).toHaveURL(/\/x\/react-data-grid\/pagination\/$/);
  await expect.poll(() => pageViews(page)).toEqual([
    sortingView,
    { ...sortingView, page_title: 'Pagination - MUI X', page_location: `${site.host}/x/react-data-grid/pagination/` },
  ]);
  const properties = (await dataLayer(page)).filter((entry) => entry[0] === 'set');
  expect(properties.at(-1)).toEqual(['set', 'user_properties', { codeVariant: 'TS', userLanguage: 'en', colorScheme: 'dark' }]);
  // The script is loaded once per page load, not per navigation.
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(1);
  expect(problems).toEqual([]);
});

test.describe('a first-time visitor', () => {
  test.use({ consent: null });

  test('is asked once; nothing reaches analytics before "Allow analytics", and the first event follows it', async ({ page, problems }) => {
    const seen = analyticsRequests(page);
    const requests = await stubScript(page);
    await page.goto(PAGE);
    const prompt = page.getByRole('region', { name: 'Help improve these docs' });
    await expect(prompt).toBeVisible();
    await page.waitForLoadState('load');
    // A click on a reported element (the settings button) before the answer: dropped, like the page view.
    await page.getByRole('button', { name: 'Open settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.waitForTimeout(1000);
    expect(seen).toEqual([]);
    expect(await dataLayer(page)).toEqual([]);

    await prompt.getByRole('button', { name: 'Allow analytics' }).click();
    await expect(prompt).toBeHidden();
    await expect.poll(() => requests.length).toBe(1);
    await expect.poll(() => consentCommands(page)).toEqual([['consent', 'default', expect.objectContaining({ analytics_storage: 'granted' })]]);
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe('analytics');
    // Nothing from before the answer went out; the next page view is the first event.
    expect(await pageViews(page)).toEqual([]);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Pagination' }).click();
    await expect.poll(() => pageViews(page)).toEqual([
      { ...sortingView, page_title: 'Pagination - MUI X', page_location: `${site.host}/x/react-data-grid/pagination/` },
    ]);
    await page.reload();
    await expect.poll(() => pageViews(page)).toHaveLength(1);
    await expect(page.getByRole('region', { name: 'Help improve these docs' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('"Essential only": no request to any analytics host, now or on later visits', async ({ page, problems }) => {
    const seen = analyticsRequests(page);
    await stubScript(page);
    await page.goto(PAGE);
    await page.getByRole('button', { name: 'Essential only' }).click();
    await expect(page.getByRole('region', { name: 'Help improve these docs' })).toBeHidden();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Pagination' }).click();
    await expect(page).toHaveURL(/pagination\/$/);
    await page.waitForTimeout(500);
    await page.reload();
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    expect(seen).toEqual([]);
    expect(await dataLayer(page)).toEqual([]);
    await expect(page.getByRole('region', { name: 'Help improve these docs' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('the settings change the answer later, both ways', async ({ page, problems }) => {
    const requests = await stubScript(page);
    await page.goto(PAGE);
    await page.getByRole('button', { name: 'Essential only' }).click();
    await page.reload();
    await page.waitForLoadState('load');
    expect(requests).toHaveLength(0);

    await page.getByRole('button', { name: 'Open settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    const analytics = settings.getByRole('group', { name: 'Analytics' });
    // The drawer's code loads on first use, behind the page's own chunks right after a reload.
    await expect(analytics.getByRole('button', { name: 'Essential only' })).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
    await analytics.getByRole('button', { name: 'Allow' }).click();
    await expect(analytics.getByRole('button', { name: 'Allow' })).toHaveAttribute('aria-pressed', 'true');
    // The script starts at once, with analytics storage granted; later pages are counted.
    await expect.poll(() => requests.length).toBe(1);
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe('analytics');
    await expect.poll(() => consentCommands(page)).toContainEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'granted' })]);
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Pagination' }).click();
    await expect.poll(async () => (await pageViews(page)).map((view) => (view as { page_title: string }).page_title)).toContain('Pagination - MUI X');

    // And back: storage denied again, nothing more sent.
    await page.getByRole('button', { name: 'Open settings' }).click();
    await settings.getByRole('group', { name: 'Analytics' }).getByRole('button', { name: 'Essential only' }).click();
    await expect.poll(() => consentCommands(page)).toContainEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })]);
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe('essential');
    expect(problems).toEqual([]);
  });

  for (const viewport of [
    { name: 'a phone', width: 390, height: 844 },
    { name: 'a laptop', width: 1024, height: 768 },
    { name: 'a wide screen', width: 1400, height: 900 },
  ]) {
    test(`the prompt's bar moves nothing and covers nothing of the article, on ${viewport.name}`, async ({ page }) => {
      await stubScript(page);
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        const shifts: Array<{ value: number; input: boolean }> = [];
        (window as unknown as { shifts: typeof shifts }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            shifts.push({ value: entry.value, input: entry.hadRecentInput });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(PAGE);
      const prompt = page.getByRole('region', { name: 'Help improve these docs' });
      await expect(prompt).toBeVisible();
      await waitForHydrationAndIdle(page);
      const shifts = () => page.evaluate(() => (window as unknown as { shifts: Array<{ value: number; input: boolean }> }).shifts);
      // Nothing moved while the prompt arrived: the bar's space was there from the first paint.
      expect(await shifts()).toEqual([]);
      const article = page.locator('main article').first();
      const bar = await prompt.boundingBox();
      const column = await article.boundingBox();
      expect(bar && column).toBeTruthy();
      // The bar ends above the article's column: in the page's flow, it never lies over it.
      expect(bar!.y + bar!.height).toBeLessThanOrEqual(column!.y + 0.5);
      const overlap = await page.evaluate(() => {
        const box = document.querySelector('.consent-bar')!.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit?.closest('.consent-bar') !== null;
      });
      expect(overlap).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      // Scrolled: the bar went up with the page, the article is not covered.
      const scrolled = await prompt.boundingBox();
      expect(scrolled!.y + scrolled!.height).toBeLessThanOrEqual((await article.boundingBox())!.y + 0.5);
      // Answering closes the bar: the page moves up, a shift the reader asked for (not counted by CLS).
      await page.mouse.wheel(0, -2000);
      await prompt.getByRole('button', { name: 'Essential only' }).click();
      await expect(prompt).toBeHidden();
      expect((await shifts()).filter((shift) => !shift.input)).toEqual([]);
    });
  }

  test('the prompt links to the privacy page', async ({ page }) => {
    await stubScript(page);
    await page.goto(PAGE);
    await page.getByRole('region', { name: 'Help improve these docs' }).getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/x\/privacy\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy');
  });
});

for (const signal of [
  { name: 'Do Not Track', script: () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }) },
  { name: 'Global Privacy Control', script: () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }) },
]) {
  test.describe(signal.name, () => {
    test.use({ consent: null });

    test(`${signal.name}: no script, no event, no prompt`, async ({ page, problems }) => {
      const requests = await stubScript(page);
      await page.addInitScript(signal.script);
      await page.goto(PAGE);
      await page.waitForLoadState('load');
      await page.waitForTimeout(1000);
      expect(requests).toEqual([]);
      expect(await dataLayer(page)).toEqual([]);
      await expect(page.getByRole('region', { name: 'Help improve these docs' })).toHaveCount(0);
      // The settings say why there is nothing to choose.
      await page.getByRole('button', { name: 'Open settings' }).click();
      const settings = page.getByRole('dialog', { name: 'Settings' });
      await expect(settings).toContainText('Off: your browser asks sites not to track you');
      await expect(settings.getByRole('group', { name: 'Analytics' })).toHaveCount(0);
      expect(problems).toEqual([]);
    });
  });
}

for (const failure of [
  { name: 'blocked', answer: ((route) => route.abort('blockedbyclient')) as Parameters<Page['route']>[1] },
  { name: 'failing with a 500', answer: ((route) => route.fulfill({ status: 500, body: 'error' })) as Parameters<Page['route']>[1] },
  { name: 'stalled', answer: (() => new Promise(() => {})) as Parameters<Page['route']>[1] },
]) {
  test(`an analytics script ${failure.name} neither throws nor delays the page`, async ({ page, problems }) => {
    await stubScript(page, failure.answer);
    const started = Date.now();
    await page.goto(PAGE, { waitUntil: 'load' });
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorting');
    await expect.poll(() => pageViews(page)).toHaveLength(1);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Pagination' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagination');
    await expect.poll(() => pageViews(page)).toHaveLength(2);
    // The browser logs the failed request itself; nothing else may show up.
    expect(problems.filter((problem) => !/Failed to load resource/.test(problem))).toEqual([]);
  });
}

test('a sampled session reports web vitals', async ({ page }) => {
  await stubScript(page);
  await page.addInitScript(() => {
    Math.random = () => 0;
  });
  await page.goto(PAGE);
  const vitals = async () => (await dataLayer(page)).filter((entry) => entry[0] === 'event' && ['FCP', 'TTFB'].includes(entry[1] as string));
  await expect.poll(vitals).toHaveLength(2);
  expect((await vitals())[0][2]).toEqual(expect.objectContaining({ metric_id: expect.any(String), value: expect.any(Number), non_interaction: true }));
});

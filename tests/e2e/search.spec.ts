import type { Browser, Page } from '@playwright/test';
import { test, expect, axeResults, waitForHydration, watchPageProblems } from './fixtures';
import { DocsServer, PRODUCTION_HOST, launchProductionBrowser } from './productionHost';
import { CACHE_NAMES } from '../../src/sw/config';

/**
 * Site search against the export: the index built from out/ by Pagefind, the dialog loaded when
 * opened, results that land on sections and API entries, keyboard and phone use, offline use, and
 * no search code on a page's first load.
 */

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });
const searchField = (page: Page) => page.getByRole('combobox', { name: 'Search the docs' });
const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search the docs' });

/** Types a query and waits until the list shows its results (not those of a shorter prefix). */
async function search(page: Page, query: string) {
  await searchField(page).fill(query);
  await expect(page.locator(`[role="listbox"][data-query="${query}"]`)).toBeVisible({ timeout: 30_000 });
}

/** Whether the element is within the viewport, below the sticky app bar. */
const inView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 40 && box.top < window.innerHeight - 40;
  });

test('Ctrl+K opens search; sortComparator finds the sorting guide, which opens at its section', async ({ page, problems }) => {
  await page.goto('/x/react-data-grid/column-definition/');
  await waitForHydration(page);
  // A marker that a full page load would lose: opening a result is client-side navigation.
  await page.evaluate(() => ((window as unknown as { searchMarker: number }).searchMarker = 1));
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  await expect(searchField(page)).toBeFocused();
  await search(page, 'sortComparator');
  const option = page.getByRole('option').filter({ hasText: 'Custom order' }).filter({ hasText: 'Sorting' });
  await expect(option).toBeVisible();
  await expect(option.locator('mark').first()).toHaveText(/sortComparator/i);
  // The results are grouped by product.
  await expect(page.getByRole('listbox').getByRole('group').first()).toContainText('Data Grid');
  await option.click();
  await expect(page).toHaveURL(/\/x\/react-data-grid\/sorting\/#custom-order$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorting');
  await expect(dialog(page)).toBeHidden();
  await expect.poll(() => inView(page, '#custom-order')).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { searchMarker?: number }).searchMarker)).toBe(1);
  expect(problems).toEqual([]);
});

test('Ctrl+K pressed right after load on a throttled phone, while the page still hydrates, opens search', async ({ page, context }) => {
  // The app bar's key listener comes with hydration, well after load on a slow phone; the shortcut is
  // held from the app's first script until then (SearchButton's holdSearchShortcut), so a press
  // meanwhile is not lost.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/x/introduction/installation/');
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible({ timeout: 15_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(searchField(page)).toBeFocused();
});

test('a prop name lands on its entry of the API page, with its type in the excerpt', async ({ page, problems }) => {
  await page.goto('/x/react-data-grid/row-selection/');
  await waitForHydration(page);
  await searchButton(page).click();
  await search(page, 'checkboxSelection');
  const first = page.getByRole('option').first();
  await expect(first).toContainText('checkboxSelection');
  await expect(first).toContainText('Prop');
  await expect(first).toContainText('DataGrid API');
  await expect(first).toContainText('boolean');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/#props-checkboxSelection$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DataGrid API');
  await expect.poll(() => inView(page, '[id="props-checkboxSelection"]')).toBe(true);
  expect(problems).toEqual([]);
});

test('keyboard only: / opens, arrows move, Enter opens, Esc closes back to the button, recent searches come back', async ({ page, problems }) => {
  await page.goto('/x/react-date-pickers/date-picker/');
  await waitForHydration(page);
  await page.keyboard.press('/');
  await expect(searchField(page)).toBeFocused();
  await expect(dialog(page)).toContainText('Search guides and API pages');
  await search(page, 'date range validation');
  const options = page.getByRole('option');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const third = options.nth(2);
  await expect(third).toHaveAttribute('aria-selected', 'true');
  await expect(searchField(page)).toHaveAttribute('aria-activedescendant', (await third.getAttribute('id'))!);
  const target = (await third.getAttribute('data-url'))!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

  await page.keyboard.press('Control+k');
  await expect(searchField(page)).toBeFocused();
  // The empty query lists what was opened last.
  const recent = page.getByRole('listbox', { name: 'Recent' });
  await expect(recent.getByRole('option')).toHaveCount(1);
  await expect(recent.getByRole('option').first()).toHaveAttribute('data-url', target);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(searchButton(page)).toBeFocused();
  // The page is whole again: readable by assistive technology and scrollable.
  await expect(page.locator('#__next')).not.toHaveAttribute('aria-hidden', 'true');
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  // `/` typed in a text field stays in the field.
  await page.goto('/x/api/data-grid/data-grid/');
  await waitForHydration(page);
  await page.getByRole('searchbox', { name: 'Filter by name' }).fill('row');
  await page.getByRole('searchbox', { name: 'Filter by name' }).press('/');
  await expect(page.getByRole('searchbox', { name: 'Filter by name' })).toHaveValue('row/');
  await expect(dialog(page)).toBeHidden();
  expect(problems).toEqual([]);
});

test('says so when nothing matches, and passes axe with results', async ({ page, problems }) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await searchButton(page).click();
  await searchField(page).fill('qqqzzzxx');
  await expect(dialog(page)).toContainText('No results for “qqqzzzxx”.');
  await expect(dialog(page)).toContainText('Check the spelling');
  await search(page, 'pie chart labels');
  const results = await axeResults(page, { include: ['[role="dialog"]'] });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)).toEqual([]);
  expect(problems).toEqual([]);
});

test('only the page content is indexed: no drawer, header, ad, copy hint, toolbar or footer text', async ({ page }) => {
  await page.goto('/x/react-data-grid/filtering/');
  await waitForHydration(page);
  // What the index holds for the page, read through Pagefind's own API (as the dialog does).
  const indexed = await page.evaluate(async () => {
    const pagefind = await import(/* webpackIgnore: true */ '/x/_pagefind/pagefind.js' as string);
    const instance = pagefind.createInstance({ basePath: '/x/_pagefind/', baseUrl: '/' });
    const { results } = await instance.search('filterModel');
    for (const result of results) {
      const data = await result.data();
      if (data.url === '/x/react-data-grid/filtering/') return { content: data.content as string, filters: data.filters, anchors: data.anchors.map((anchor: { id: string }) => anchor.id) };
    }
    return null;
  });
  expect(indexed).not.toBeNull();
  // The page's own words are there: title, lead, headings, code.
  expect(indexed!.content).toContain('Filtering');
  expect(indexed!.content).toContain('The filter model');
  expect(indexed!.anchors).toContain('the-filter-model');
  expect(indexed!.filters).toEqual({ kind: ['guide'], group: ['/x/react-data-grid-group'] });
  // The frame's and the controls' are not.
  for (const text of ['Skip to content', 'Common concepts', 'Edit this page', 'Ctrl + C', 'Show the full source', 'Previous', 'v8.5.0']) {
    expect(indexed!.content, text).not.toContain(text);
  }
});

test('on a phone: an icon button opens a full-screen dialog', async ({ page, problems }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/x/react-charts/');
  await waitForHydration(page);
  const button = searchButton(page);
  await expect(button).toBeVisible();
  // The label and shortcut hint give way to the icon.
  await expect(button.getByText('Search', { exact: true })).toBeHidden();
  await expect(button.locator('kbd')).toBeHidden();
  const box = await button.boundingBox();
  expect(box!.width).toBeLessThan(48);
  await button.click();
  const paper = dialog(page);
  await expect(paper).toBeVisible();
  const paperBox = await paper.boundingBox();
  expect(paperBox!.width).toBe(390);
  await search(page, 'pie chart labels');
  await page.getByRole('option').first().click();
  await expect(page).toHaveURL(/\/x\/(api\/charts|react-charts)\//);
  await expect(dialog(page)).toBeHidden();
  expect(problems).toEqual([]);
});

test('a Chinese page searches the Chinese pages first', async ({ page, problems }) => {
  await page.goto('/zh/x/react-data-grid/');
  await waitForHydration(page);
  await searchButton(page).click();
  await search(page, 'Data Grid');
  await expect(page.getByRole('option').first()).toHaveAttribute('data-url', /^\/zh\/x\//);
  expect(problems).toEqual([]);
});

test('no search code on a text page’s first load; opening search loads it', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/x/react-data-grid/column-definition/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  const firstLoad = [...requested];
  expect(firstLoad.filter((path) => path.includes('_pagefind'))).toEqual([]);
  await page.keyboard.press('Control+k');
  await expect(searchField(page)).toBeVisible();
  await expect(dialog(page)).not.toContainText('Loading search');
  const opened = requested.slice(firstLoad.length);
  // The dialog's own chunks and Pagefind's library and entry point arrive with the opening.
  const dialogChunks = opened.filter((path) => path.startsWith('/_next/static/chunks/'));
  expect(dialogChunks.length).toBeGreaterThan(0);
  expect(opened).toContain('/x/_pagefind/pagefind.js');
  expect(opened.some((path) => path.startsWith('/x/_pagefind/pagefind-entry.json'))).toBe(true);
  expect(opened.filter((path) => path.endsWith('.pf_fragment'))).toEqual([]);
  for (const chunk of dialogChunks) expect(firstLoad).not.toContain(chunk);
});

test.describe('offline, on the production host', () => {
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

  test('a search made online works again offline', async () => {
    test.setTimeout(90_000);
    if (!server.running) await server.start();
    const origin = `https://${PRODUCTION_HOST}:${server.port}`;
    const context = await browser.newContext();
    await context.route((url) => url.hostname !== PRODUCTION_HOST, (route) => route.fulfill({ status: 204, body: '' }));
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    await page.goto(`${origin}/x/react-data-grid/sorting/`);
    await waitForHydration(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The worker precached the index's entry file.
    await expect
      .poll(() => page.evaluate(async () => Boolean(await caches.match('/x/_pagefind/pagefind-entry.json', { ignoreSearch: true }))), { timeout: 15_000 })
      .toBe(true);

    await searchButton(page).click();
    await search(page, 'sortComparator');
    const online = await page.getByRole('option').allTextContents();
    expect(problems).toEqual([]);
    await expect
      .poll(() => page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, CACHE_NAMES.searchIndex), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    await server.stop();
    // Offline, the browser reports the requests the worker lets fail (its own update check, and the
    // chunks of reading aids this page never loaded online: the feedback panel, back to top, which
    // then stay absent): only errors of the page itself count from here.
    problems.length = 0;
    await page.reload();
    await waitForHydration(page);
    await searchButton(page).click();
    await search(page, 'sortComparator');
    expect(await page.getByRole('option').allTextContents()).toEqual(online);
    await page.getByRole('option').filter({ hasText: 'Custom order' }).click();
    await expect(page).toHaveURL(/\/x\/react-data-grid\/sorting\/#custom-order$/);
    expect(problems.filter((problem) => !/Failed to load resource: net::ERR_(CONNECTION_REFUSED|FAILED)/.test(problem))).toEqual([]);
    await context.close();
  });
});

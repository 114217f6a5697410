import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

/**
 * Search that cannot load says so (issue 33, item 6): the dialog's chunk missing (a tab older than
 * the deployment, or offline without a cache), the index missing, each answered with a message that
 * offers Retry and Reload, and Retry working once the files are back.
 */

const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search the docs' });
const unavailable = (page: Page) => page.getByRole('dialog', { name: 'Search is unavailable' });
const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });

/** What a failed load may print; nothing else (no uncaught error, no hydration problem). */
const EXPECTED = /status of 404|Failed to load resource|ChunkLoadError|Loading chunk|net::ERR_|Failed to load Pagefind|search-dialog|Failed to fetch/;
const unexpected = (problems: string[]) => problems.filter((problem) => problem.startsWith('pageerror') || !EXPECTED.test(problem));

test('the dialog’s chunk missing: the button opens “Search is unavailable”; Try again opens search once the chunk is back', async ({ page, problems }) => {
  let gone = false;
  // Every chunk asked for after the page loaded is missing, as for a tab older than the deployment.
  await page.route('**/_next/static/chunks/**', (route) =>
    gone ? route.fulfill({ status: 404, headers: { 'cache-control': 'no-store' }, body: 'gone' }) : route.continue(),
  );
  await page.goto('/x/react-data-grid/sorting/');
  await waitForHydration(page);
  gone = true;

  await searchButton(page).click();
  await expect(unavailable(page)).toBeVisible({ timeout: 15_000 });
  await expect(unavailable(page)).toContainText('the site was updated since this page opened');
  await expect(unavailable(page).getByRole('button', { name: 'Reload the page' })).toBeVisible();
  await expect(unavailable(page).getByRole('button', { name: 'Try again' })).toBeFocused();
  // The page itself still works behind it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorting');

  // Esc closes it; pressing the button again (still failing) says the same again.
  await page.keyboard.press('Escape');
  await expect(unavailable(page)).toBeHidden();
  await expect(searchButton(page)).toBeFocused();
  await page.keyboard.press('Control+k');
  await expect(unavailable(page)).toBeVisible({ timeout: 15_000 });

  gone = false;
  await unavailable(page).getByRole('button', { name: 'Try again' }).click();
  await expect(searchDialog(page)).toBeVisible({ timeout: 15_000 });
  await expect(unavailable(page)).toBeHidden();
  await page.getByRole('combobox', { name: 'Search the docs' }).fill('sortComparator');
  await expect(page.getByRole('option').first()).toBeVisible({ timeout: 30_000 });
  expect(unexpected(problems)).toEqual([]);
});

test('the index missing: the dialog says search could not load, with Try again and Reload; Try again searches once the index is back', async ({ page, context, problems }) => {
  let gone = false;
  // The index's entry file (Pagefind fetches it when search starts, from its web worker too: Playwright
  // routes a dedicated worker's requests in Chromium), whatever its query (`?ts=<build id>`).
  await context.route(
    (url) => url.pathname === '/x/_pagefind/pagefind-entry.json',
    (route) => (gone ? route.abort('internetdisconnected') : route.continue()),
  );
  await page.goto('/x/react-data-grid/sorting/');
  await waitForHydration(page);
  gone = true;

  await searchButton(page).click();
  await expect(searchDialog(page)).toBeVisible();
  await expect(searchDialog(page)).toContainText('Search could not load. Check your connection and try again.', { timeout: 15_000 });
  await expect(searchDialog(page).getByRole('button', { name: 'Reload the page' })).toBeVisible();

  gone = false;
  await searchDialog(page).getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('combobox', { name: 'Search the docs' }).fill('sortComparator');
  await expect(page.getByRole('option').first()).toBeVisible({ timeout: 30_000 });
  expect(unexpected(problems)).toEqual([]);
});

test('Reload in “Search is unavailable” loads the page again, and search works there', async ({ page }) => {
  let gone = false;
  await page.route('**/_next/static/chunks/**', (route) => (gone ? route.fulfill({ status: 404, body: 'gone' }) : route.continue()));
  await page.goto('/x/react-data-grid/sorting/');
  await waitForHydration(page);
  gone = true;
  await searchButton(page).click();
  await expect(unavailable(page)).toBeVisible({ timeout: 15_000 });
  gone = false;
  await page.evaluate(() => ((window as unknown as { beforeReload: number }).beforeReload = 1));
  await Promise.all([page.waitForEvent('load'), unavailable(page).getByRole('button', { name: 'Reload the page' }).click()]);
  expect(await page.evaluate(() => (window as unknown as { beforeReload?: number }).beforeReload)).toBeUndefined();
  await waitForHydration(page);
  await searchButton(page).click();
  await expect(searchDialog(page)).toBeVisible({ timeout: 15_000 });
});

import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

/**
 * The API history on the export (issue 34, part 2): an entry added after 8.0.0 says since when, a
 * deprecated one says so with what to use instead, the guide "API changes in v8" lists both, and a
 * search result of the entry shows the same badge. Figures from data/apiHistory.json: the Premium
 * grid gained `multipleColumnsSortingMode` (and the CSS class `rowReorderIcon`) in 8.5.0 and still
 * declares four props that 8.0.0 already marked deprecated.
 */

const PREMIUM = '/x/api/data-grid/data-grid-premium/';
const CHANGES = '/x/migration/api-changes-v8/';

const entry = (page: Page, id: string) => page.locator(`li[id="${id}"]`);

/** Whether `a` comes before `b` in the document. */
async function precedes(a: Locator, b: Locator): Promise<boolean> {
  const second = await b.elementHandle();
  return a.evaluate((first, other) => Boolean(other && first.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING), second);
}

test('an API page says since when an entry exists, and what replaces a deprecated one', async ({ page, problems }) => {
  await page.goto(PREMIUM);
  await waitForHydration(page);

  const added = entry(page, 'props-multipleColumnsSortingMode');
  const since = added.locator('.api-chip[data-chip="since"]');
  await expect(since).toHaveText('since 8.5');
  await expect(since).toHaveAttribute('title', 'Added in MUI X 8.5.0');
  await added.scrollIntoViewIfNeeded();
  await expect(since).toBeVisible();
  // A CSS class added in the same release; what 8.0.0 already had carries no badge.
  await expect(entry(page, 'classes-rowReorderIcon').locator('[data-chip="since"]')).toHaveText('since 8.5');
  await expect(entry(page, 'props-rows').locator('[data-chip="since"]')).toHaveCount(0);

  // Deprecated: the chip, the notice, and the replacement it names, linked.
  const deprecated = entry(page, 'props-rowsLoadingMode');
  await expect(deprecated.locator('[data-chip="deprecated"]')).toHaveCount(1);
  const notice = deprecated.locator('.api-deprecated');
  await expect(notice).toHaveText('Deprecated: Use the Server-side data-Viewport loading instead.');
  await expect(notice.getByRole('link', { name: 'Server-side data-Viewport loading' })).toHaveAttribute('href', /^\/x\/react-data-grid\/server-side-data\/lazy-loading\//);
  await expect(entry(page, 'props-autoHeight').locator('.api-deprecated')).toContainText('Use flex parent container instead');

  // What the entries' search results show: a filter of the page's record.
  await expect(page.locator('article[data-pagefind-body]')).toHaveAttribute('data-search-marks', /(^| )props-multipleColumnsSortingMode=8\.5( |$)/);
  await expect(page.locator('article[data-pagefind-body]')).toHaveAttribute('data-search-marks', /(^| )props-rowsLoadingMode=!( |$)/);
  expect(problems).toEqual([]);
});

test('the "API changes in v8" guide lists per release what was added and what is deprecated', async ({ page, problems }) => {
  await page.goto(CHANGES);
  await expect(page.getByRole('heading', { level: 1, name: 'API changes in v8' })).toBeVisible();
  // In the navigation, under Migration.
  await expect(page.getByRole('navigation').getByRole('link', { name: /API changes in v8/ }).first()).toHaveAttribute('href', CHANGES);

  const release = page.getByRole('heading', { level: 2, name: '8.5.0', exact: true });
  const previous = page.getByRole('heading', { level: 2, name: '8.4.0', exact: true });
  const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'DataGridPremium', exact: true }) }).filter({ hasText: 'added prop' });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('added prop multipleColumnsSortingMode; CSS class rowReorderIcon.');
  expect(await precedes(release, item)).toBe(true);
  expect(await precedes(item, previous)).toBe(true);

  // The deprecations 8.0.0 already had, listed last, each linked to its entry.
  const deprecations = page.getByRole('heading', { level: 2, name: 'Deprecated in 8.0.0 or earlier' });
  const premium = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'DataGridPremium', exact: true }) }).filter({ hasText: 'rowsLoadingMode' });
  await expect(premium).toHaveText('DataGridPremium: props autoHeight, onFetchRows, onRowsScrollEnd, rowsLoadingMode.');
  expect(await precedes(deprecations, premium)).toBe(true);

  // A name lands on its entry of the API page, badge and all.
  await waitForHydration(page);
  await item.getByRole('link', { name: 'multipleColumnsSortingMode' }).click();
  await expect(page).toHaveURL(new RegExp(`${PREMIUM}#props-multipleColumnsSortingMode$`));
  await expect(entry(page, 'props-multipleColumnsSortingMode').locator('[data-chip="since"]')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a search result of an API entry shows its badge', async ({ page, problems }) => {
  await page.goto('/x/react-data-grid/sorting/');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: 'Search the docs' }).click();
  const field = page.getByRole('combobox', { name: 'Search the docs' });
  await field.fill('multipleColumnsSortingMode');
  await expect(page.locator('[role="listbox"][data-query="multipleColumnsSortingMode"]')).toBeVisible({ timeout: 30_000 });
  const result = page.getByRole('option').filter({ hasText: 'DataGridPremium API' }).filter({ hasText: 'multipleColumnsSortingMode' }).first();
  await expect(result.locator('.entry-mark[data-mark="since"]')).toHaveText('since 8.5');

  await field.fill('rowsLoadingMode');
  await expect(page.locator('[role="listbox"][data-query="rowsLoadingMode"]')).toBeVisible({ timeout: 30_000 });
  const deprecated = page.getByRole('option').filter({ hasText: 'rowsLoadingMode' }).filter({ hasText: /DataGrid(Pro|Premium)? API/ }).first();
  await expect(deprecated.locator('.entry-mark[data-mark="deprecated"]')).toHaveText('Deprecated');
  expect(problems).toEqual([]);
});

import { test, expect, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';

/** The generated API reference pages, as a reader uses them. */

/** The entry of a prop/member: a list item whose first line is its signature (`name: type = default`). */
const entry = (page: Page, section: string, name: string) => page.locator(`li#${section}-${name}`);

test('the DataGrid page lists its props with their types', async ({ page, problems }) => {
  await page.goto('/x/api/data-grid/data-grid/');
  await expect(page).toHaveTitle('DataGrid API - MUI X');
  await expect(page.getByRole('heading', { level: 1, name: 'DataGrid API' })).toBeVisible();
  await expect(page.locator('meta[name="mui:productId"]')).toHaveAttribute('content', 'x-data-grid');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /DataGrid API reference: props, slots and CSS classes/);
  await expect(page.getByRole('list', { name: 'Import lines' })).toContainText("import { DataGrid } from '@mui/x-data-grid';");

  const columns = entry(page, 'props', 'columns');
  await expect(columns.getByRole('link', { name: 'columns', exact: true })).toHaveAttribute('href', '#props-columns');
  await expect(columns.locator('.api-sig')).toHaveText('columns: readonly GridColDef<R>[] Required');
  // A type with its own page links to it.
  await expect(columns.locator('.api-sig').getByRole('link', { name: 'GridColDef' })).toHaveAttribute('href', '/x/api/data-grid/grid-col-def/');

  await expect(entry(page, 'props', 'rows').locator('.api-sig')).toHaveText('rows: GridRowsProp<R> = []');
  await expect(entry(page, 'props', 'onRowClick').locator('.api-sig')).toHaveText("onRowClick: GridEventListener<'rowClick'>");
  await expect(entry(page, 'props', 'onRowClick')).toContainText('Callback fired when a row is clicked.');
  await expect(entry(page, 'props', 'pageSizeOptions').locator('.api-sig')).toHaveText('pageSizeOptions: ReadonlyArray<number | { value: number; label: string; }> = [25, 50, 100]');
  // A callback's parameters: a description list under its description, each one named.
  const onCellClick = entry(page, 'props', 'onCellClick');
  await expect(onCellClick.getByRole('term')).toHaveText('Parameters');
  await expect(onCellClick.getByRole('definition')).toHaveText([
    'params: With all properties from GridCellParams.',
    'event: The event object.',
    'details: Additional details for this callback.',
  ]);
  // The page stays light: one list item per entry, few elements each (it lists over 400). Counted
  // as Lighthouse's DOM size counts, once hydration is done.
  await waitForHydration(page);
  expect(await page.locator('body *').count()).toBeLessThanOrEqual(2_000);

  await expect(page.getByRole('heading', { level: 2, name: 'Slots' })).toBeVisible();
  // A CSS class is named by its global class name, a link to its own entry.
  await expect(entry(page, 'classes', 'root').getByRole('link', { name: '.MuiDataGrid-root', exact: true })).toHaveAttribute('href', '#classes-root');
  expect(problems).toEqual([]);
});

test('a link to an entry lands on it, below the app bar and the filter', async ({ page }) => {
  await page.goto('/x/api/data-grid/data-grid/#props-onCellClick');
  await waitForHydration(page);
  const onCellClick = entry(page, 'props', 'onCellClick');
  await expect(onCellClick).toBeInViewport();
  const filterBottom = await page.locator('.api-filter').evaluate((filter) => filter.getBoundingClientRect().bottom);
  expect(await onCellClick.evaluate((item) => item.getBoundingClientRect().top)).toBeGreaterThanOrEqual(filterBottom - 1);
});

test('entries far down are rendered only near the viewport, yet their text is in the page and a link reaches them', async ({ page }) => {
  await page.goto('/x/api/data-grid/data-grid/');
  await waitForHydration(page);
  const last = page.locator('section[aria-labelledby="classes"] li.api-item').last();
  // Skipped by the browser's rendering while far away (content-visibility), not hidden from anyone.
  expect(await last.evaluate((item) => getComputedStyle(item).contentVisibility)).toBe('auto');
  expect(await last.evaluate((item) => (item.textContent ?? '').length)).toBeGreaterThan(10);
  const id = (await last.getAttribute('id'))!;
  await page.goto(`/x/api/data-grid/data-grid/#${id}`);
  await expect(last).toBeInViewport();
  const filterBottom = await page.locator('.api-filter').evaluate((filter) => filter.getBoundingClientRect().bottom);
  expect(await last.evaluate((item) => item.getBoundingClientRect().top)).toBeGreaterThanOrEqual(filterBottom - 1);
});

test('the DatePicker page lists value, onChange, minDate and its slots', async ({ page }) => {
  await page.goto('/x/api/date-pickers/date-picker/');
  await expect(page).toHaveTitle('DatePicker API - MUI X');
  await expect(page.locator('meta[name="mui:productId"]')).toHaveAttribute('content', 'x-date-pickers');
  for (const name of ['value', 'onChange', 'minDate', 'slots']) {
    await expect(entry(page, 'props', name)).toHaveAttribute('data-pagefind-title', name);
  }
  await expect(entry(page, 'props', 'minDate').locator('.api-sig')).toHaveText('minDate: PickerValidDate = 1900-01-01');
  // The value's alias as the props pass it, not the `any` it collapses to without an adapter's types.
  await expect(entry(page, 'props', 'value').locator('.api-sig')).toHaveText('value: PickerValue');
  // A long signature is collapsed: its start shows, the whole of it opens with a click.
  const onChange = entry(page, 'props', 'onChange');
  const signature = onChange.locator('.api-sig');
  await expect(signature).toBeHidden();
  await onChange.locator('summary').click();
  await expect(signature).toBeVisible();
  await expect(signature).toHaveText('onChange: (value: PickerValue, context: PickerChangeHandlerContext<DateValidationError>) => void');
  await expect(onChange).toContainText('Callback fired when the value changes.');
  await expect(page.getByRole('heading', { level: 2, name: 'Slots' })).toBeVisible();
  await expect(entry(page, 'slots', 'day')).toContainText('PickersDay');
});

test('the filter narrows the lists as the reader types', async ({ page, problems }) => {
  await page.goto('/x/api/data-grid/data-grid/');
  await waitForHydration(page);
  const props = page.locator('li[id^="props-"]');
  const total = await props.count();
  expect(total).toBeGreaterThan(100);
  const filter = page.getByRole('searchbox', { name: 'Filter by name' });
  await filter.fill('pageSize');
  await expect(page.locator('li[id^="props-"]:visible')).toHaveCount(2);
  await expect(entry(page, 'props', 'pageSizeOptions')).toBeVisible();
  await expect(entry(page, 'props', 'autoPageSize')).toBeVisible();
  await expect(entry(page, 'props', 'columns')).toBeHidden();
  // The filter's own live region (the page has others: Copy as Markdown, code copy buttons).
  await expect(page.getByRole('search').getByRole('status')).toContainText(`Showing 2 of ${total} props`);
  await filter.fill('zzzz');
  await expect(page.getByText('No prop matches “zzzz”.')).toBeVisible();
  await filter.fill('');
  await expect(page.locator('li[id^="props-"]:visible')).toHaveCount(total);
  expect(problems).toEqual([]);
});

test('a paid component badges what its plan adds', async ({ page }) => {
  await page.goto('/x/api/data-grid/data-grid-premium/');
  await expect(page.getByRole('heading', { level: 1 }).getByRole('img', { name: 'Premium plan' })).toBeVisible();
  await expect(entry(page, 'props', 'aggregationModel').getByRole('img', { name: 'Premium plan' })).toBeVisible();
  await expect(entry(page, 'props', 'treeData').getByRole('img', { name: 'Pro plan' })).toBeVisible();
  await expect(entry(page, 'props', 'columns').getByRole('img')).toHaveCount(0);
});

test('an interface page lists its members and links back to the types it uses', async ({ page }) => {
  await page.goto('/x/api/data-grid/grid-col-def/');
  await expect(page).toHaveTitle('GridColDef API - MUI X');
  await expect(page.getByRole('heading', { level: 2, name: 'Members' })).toBeVisible();
  await expect(entry(page, 'members', 'field')).toContainText('Required');
  await expect(page.getByRole('heading', { level: 2, name: 'Definition' })).toBeVisible();
  // The definition is the paragraph of code right after the heading (the heading sits in a wrapper with its link).
  await page.locator('p', { has: page.locator('code', { hasText: 'type GridColDef =' }) }).getByRole('link', { name: 'GridActionsColDef' }).click();
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/grid-actions-col-def\/$/);
});

test('each product has an API index linking to its pages', async ({ page }) => {
  for (const [path, name, link] of [
    ['/x/api/data-grid/', 'Data Grid API', 'GridApi'],
    ['/x/api/date-pickers/', 'Date and Time Pickers API', 'DatePicker'],
    ['/x/api/charts/', 'Charts API', 'BarChart'],
    ['/x/api/tree-view/', 'Tree View API', 'RichTreeView'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: link, exact: true })).toHaveAttribute('href', /^\/x\/api\//);
  }
});

test('an unstable export is documented under its entry and says it is unstable', async ({ page }) => {
  await page.goto('/x/api/charts/funnel-chart/');
  await expect(page.getByRole('heading', { level: 1, name: 'Unstable_FunnelChart API' })).toBeVisible();
  await expect(page.locator('.api-callout')).toContainText('Exported as Unstable_FunnelChart by @mui/x-charts-pro 8.5.0');
  await expect(page.getByRole('list', { name: 'Import lines' })).toContainText("import { Unstable_FunnelChart } from '@mui/x-charts-pro';");
});

test('a long API page reads on a phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/x/api/data-grid/data-grid-premium/');
  await waitForHydration(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.mouse.wheel(0, 3000);
  // The filter stays at hand while scrolling.
  await expect(page.getByRole('searchbox', { name: 'Filter by name' })).toBeInViewport();
});

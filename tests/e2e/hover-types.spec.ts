import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

/**
 * Hover types: a name in a snippet's code shows its type, the first line of its doc and a link to its
 * API entry, on hover, on a tap and from the keyboard (Enter in the block, arrow keys, Escape); the
 * popup stays inside the viewport in RTL and on a phone.
 */
const PAGE = '/x/react-data-grid/sorting/';
const API_HREF = '/x/api/data-grid/grid-col-def/';

/** The first `GridColDef` marked in the page's code (a demo's shown TS code on this page). */
const gridColDef = (page: Page) => page.locator('pre [data-t]', { hasText: /^GridColDef$/ }).first();

async function expectGridColDefPopup(page: Page) {
  const tooltip = page.locator('[role="tooltip"][data-hover-types]');
  await expect(tooltip).toContainText('type GridColDef<R extends GridValidRowModel = any, V = any, F = V> =');
  await expect(tooltip).toContainText('Column Definition interface.');
  await expect(tooltip.getByRole('link', { name: 'GridColDef in the API reference' })).toHaveAttribute('href', API_HREF);
  return tooltip;
}

async function expectInViewport(page: Page, element: Locator) {
  const box = (await element.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

/** Focuses the block holding `GridColDef`, enters it with Enter and walks the names with ArrowRight. */
async function focusGridColDefWithKeys(page: Page) {
  const block = page.locator('pre', { has: page.locator('[data-t]', { hasText: /^GridColDef$/ }) }).first();
  // Enter on the block goes to its first name; on a busy machine a press may come before the block
  // has settled after Escape: try again until a name has the focus.
  await expect(async () => {
    await block.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toHaveAttribute('data-t', /.+/, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  for (let step = 0; step < 300; step += 1) {
    if ((await page.evaluate(() => document.activeElement?.textContent)) === 'GridColDef') break;
    await page.keyboard.press('ArrowRight');
  }
  await expect(page.locator(':focus')).toHaveText('GridColDef');
  return block;
}

test('hovering GridColDef shows its type and doc, and its link leads to its API page', async ({ page, problems }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const name = gridColDef(page);
  await name.scrollIntoViewIfNeeded();
  await name.hover();
  const tooltip = await expectGridColDefPopup(page);
  await expectInViewport(page, tooltip);
  // The pointer can travel into the popup and follow its link.
  await tooltip.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${API_HREF}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('GridColDef');
  expect(problems).toEqual([]);
});

test('keyboard: Enter in the block, arrow keys to GridColDef, Escape, Enter follows its link', async ({ page, problems }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const block = await focusGridColDefWithKeys(page);
  await expectGridColDefPopup(page);
  // Screen readers read the type as the focused name's description.
  await expect(page.locator(':focus')).toHaveAccessibleDescription(/type GridColDef</);
  await page.keyboard.press('Escape');
  await expect(page.locator('[role="tooltip"][data-hover-types]')).toHaveCount(0);
  await expect(block).toBeFocused();

  await focusGridColDefWithKeys(page);
  await expectGridColDefPopup(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${API_HREF}$`));
  expect(problems).toEqual([]);
});

test('the full source and the other files of a demo show their types too, marked on the first hover', async ({ page, problems }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const demo = page.locator('[data-demo="SortingModelReadout.tsx"]');
  await demo.scrollIntoViewIfNeeded();
  await demo.getByRole('button', { name: 'Show the full source' }).click();
  // The import line is not in the preview the page was exported with.
  const code = demo.locator('pre[data-language]');
  await expect(code).toContainText("import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';");
  await code.hover();
  const sortModel = code.locator('[data-t]', { hasText: /^GridSortModel$/ }).first();
  await sortModel.hover();
  const tooltip = page.locator('[role="tooltip"][data-hover-types]');
  await expect(tooltip).toContainText('type GridSortModel = readonly GridSortItem[]');
  await expect(tooltip).toContainText('The model used for sorting the grid.');
  // Another file of the demo: its data module.
  await demo.getByRole('tab', { name: 'data/products.ts' }).click();
  const file = demo.locator('pre[data-language]');
  await expect(file).toContainText('export interface Product');
  const text = await file.locator('code').textContent();
  await file.hover();
  await file.locator('[data-t]', { hasText: /^Product$/ }).first().hover();
  await expect(tooltip).toContainText('interface Product');
  // The marks add no text: what the copy button copies is unchanged.
  expect(await file.locator('code').textContent()).toBe(text);
  expect(problems).toEqual([]);
});

test('the popup stays inside the viewport in RTL', async ({ page, problems }) => {
  await page.addInitScript(() => window.localStorage.setItem('mui-direction', 'rtl'));
  await page.goto(PAGE);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const name = gridColDef(page);
  await name.scrollIntoViewIfNeeded();
  await name.hover();
  await expectInViewport(page, await expectGridColDefPopup(page));
  expect(problems).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

  test('a tap shows the type inside the viewport; a tap elsewhere closes it', async ({ page, problems }) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    const name = gridColDef(page);
    await name.scrollIntoViewIfNeeded();
    await name.tap();
    await expectInViewport(page, await expectGridColDefPopup(page));
    await page.locator('h1').tap();
    await expect(page.locator('[role="tooltip"][data-hover-types]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});

import { test, expect, liveArea, waitForHydration } from './fixtures';

/**
 * A demo made of several files (its own and a data module) shows each in a tab, and the edited demo
 * runs with them all (src/demos/DemoFileTabs.tsx, src/demos/runner/).
 */
const PAGE = '/x/react-data-grid/accessibility/';
const FILE = 'AccessibilityDensityToolbar.tsx';

test('each file of a demo in a tab; the editor keeps its edit while another tab shows, and the edit runs with the data module', async ({ page, problems }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const demo = page.locator(`[data-demo="${FILE}"]`);
  await liveArea(demo).scrollIntoViewIfNeeded();
  await expect(liveArea(demo)).toHaveAttribute('data-state', 'ready');
  const tabs = demo.getByRole('tablist', { name: 'Files of the AccessibilityDensityToolbar demo' });
  await expect(tabs.getByRole('tab')).toHaveText(['AccessibilityDensityToolbar.tsx', 'data/employees.ts']);

  await tabs.getByRole('tab', { name: 'data/employees.ts' }).click();
  await expect(demo.getByRole('tabpanel', { name: 'data/employees.ts' }).locator('pre')).toContainText('export interface Employee');
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: FILE })).toBeFocused();
  await expect(demo.getByRole('tabpanel', { name: FILE }).locator('pre')).toContainText('function DensityToolbar()');

  // Edit the demo's own file: its column is renamed, its rows still come from the data module.
  await demo.getByRole('button', { name: 'Show the full source' }).click();
  await demo.getByRole('button', { name: 'Edit the code' }).click();
  const content = demo.locator('.cm-content');
  await expect(content).toBeFocused({ timeout: 15_000 });
  // The editor draws only the lines near the viewport: the whole text comes from its state.
  const original = await content.evaluate((element) => (element as unknown as { cmTile: { root: { view: { state: { doc: { toString(): string } } } } } }).cmTile.root.view.state.doc.toString());
  expect(original).toContain("headerName: 'Name'");
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(original.replace("headerName: 'Name'", "headerName: 'Full name'"));
  const frame = page.frameLocator(`[data-demo="${FILE}"] iframe.demo-edit-frame`);
  await expect(frame.getByRole('columnheader', { name: 'Full name' })).toBeVisible({ timeout: 15_000 });
  await expect(frame.getByRole('row')).not.toHaveCount(1);

  // The data module's tab while editing: the editor steps aside with its edit, and comes back with it.
  await tabs.getByRole('tab', { name: 'data/employees.ts' }).click();
  await expect(content).toBeHidden();
  await expect(demo.getByRole('tabpanel').locator('pre')).toContainText('export interface Employee');
  await tabs.getByRole('tab', { name: FILE }).click();
  await expect(content).toContainText("headerName: 'Full name'");
  expect(problems).toEqual([]);
});

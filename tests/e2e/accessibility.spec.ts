import AxeBuilder from '@axe-core/playwright';
import { test, expect, loadAllDemos } from './fixtures';

// Sorting, the date picker and the item customization page carry live demos (the last one with the
// styling selector): their demos are loaded before the check.
const PAGES = [
  '/x/introduction/',
  '/x/react-data-grid/sorting/',
  '/x/react-date-pickers/date-picker/',
  '/x/react-tree-view/tree-item-customization/',
  '/x/no-such-page/',
];
const VARIANTS = [
  { name: 'light', storage: { 'mui-mode': 'light' } },
  { name: 'dark', storage: { 'mui-mode': 'dark' } },
  { name: 'rtl', storage: { 'mui-mode': 'light', 'mui-direction': 'rtl' } },
];

for (const variant of VARIANTS) {
  for (const path of PAGES) {
    test(`axe: no serious or critical violation on ${path} (${variant.name})`, async ({ page }) => {
      await page.setViewportSize({ width: 1400, height: 900 });
      await page.addInitScript((stored) => {
        for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
      }, variant.storage);
      await page.goto(path);
      await page.waitForFunction(() => (window as unknown as { next?: { router?: { isReady?: boolean } } }).next?.router?.isReady === true);
      if (variant.name === 'rtl') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await loadAllDemos(page);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(' | ')}`);
      expect(serious).toEqual([]);
    });
  }
}

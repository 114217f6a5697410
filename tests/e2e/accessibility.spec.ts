import { test, expect, axeResults, LICENSE_KEY_CONFIGURED, loadAllDemos, waitForHydration } from './fixtures';
import { site } from '../../data/site';

// Sorting, the date picker and the item customization page carry live demos (the last one with the
// styling selector): their demos are loaded before the check. The DatePicker API page stands for the
// generated API reference.
const PAGES = [
  '/x/introduction/',
  '/x/react-data-grid/sorting/',
  '/x/react-date-pickers/date-picker/',
  '/x/react-tree-view/tree-item-customization/',
  '/x/api/date-pickers/date-picker/',
  '/x/no-such-page/',
];
/**
 * The dark scheme and the right-to-left direction change the page's styles, not its DOM: the light
 * pass runs every rule, and these two run the rules whose outcome depends on colours or layout
 * (axe's run then takes about a third of the time: the suite's budget, not coverage).
 */
const PRESENTATION_RULES = ['color-contrast', 'link-in-text-block', 'scrollable-region-focusable'];
const VARIANTS = [
  { name: 'light', storage: { 'mui-mode': 'light' }, rules: null },
  { name: 'dark', storage: { 'mui-mode': 'dark' }, rules: PRESENTATION_RULES },
  { name: 'rtl', storage: { 'mui-mode': 'light', 'mui-direction': 'rtl' }, rules: PRESENTATION_RULES },
];

for (const variant of VARIANTS) {
  for (const path of PAGES) {
    test(`axe: no serious or critical violation on ${path} (${variant.name})`, async ({ page }) => {
      // Loading a page of grids and checking it takes 10 to 20 s here alone, more when the two workers load the machine.
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 1400, height: 900 });
      await page.addInitScript((stored) => {
        for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
      }, variant.storage);
      await page.goto(path);
      await waitForHydration(page);
      if (variant.name === 'rtl') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await loadAllDemos(page);
      const results = await axeResults(page, { rules: variant.rules });
      // MUI X's own watermark on Pro demos of a build without a licence key is not the site's markup,
      // nor is the Tree View's item checkbox (8.6.0): a native input without a name of its own (the
      // treeitem carries the name and aria-checked), with aria-checked="mixed" when indeterminate.
      const treeItemCheckbox = (violation: string, node: { html: string }) =>
        (violation === 'label' || violation === 'aria-conditional-attr') && /^<input [^>]*class="PrivateSwitchBase-input[^"]*" type="checkbox"/.test(node.html);
      const ours = (node: { html: string }, violation = '') => (LICENSE_KEY_CONFIGURED || !/Missing license key/i.test(node.html)) && !treeItemCheckbox(violation, node);
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => ours(node, violation.id)) }))
        .filter((violation) => violation.nodes.length > 0)
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(' | ')}`);
      expect(serious).toEqual([]);
    });
  }
}

// The consent prompt (first visit) and the ad slot's in-house content: an in-house ad (network
// blocked) and the ad-blocker appeal (JSON service blocked).
const AD_VARIANTS = [
  { name: 'in-house ad', draw: 0.5, view: 'in-house' },
  { name: 'ad-blocker appeal', draw: 0.05, view: 'appeal' },
];

test.describe('consent prompt and ad slot', () => {
  test.use({ consent: null });

  for (const variant of VARIANTS) {
    for (const ad of AD_VARIANTS) {
      test(`axe: no serious or critical violation with the consent prompt and the ${ad.name} (${variant.name})`, async ({ page }) => {
        await page.setViewportSize({ width: 1400, height: 900 });
        await page.addInitScript(
          ([stored, draw]) => {
            for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
            Math.random = () => draw;
          },
          [variant.storage, ad.draw] as const,
        );
        const adUrls = [site.ads.network.scriptUrl, site.ads.jsonServiceUrl];
        await page.route((url) => adUrls.some((prefix) => url.href.startsWith(prefix)), (route) => route.abort('blockedbyclient'));
        await page.goto('/x/react-data-grid/sorting/');
        await expect(page.getByRole('region', { name: 'Help improve these docs' })).toBeVisible();
        await expect(page.locator('.ad-slot')).toHaveAttribute('data-ad-view', ad.view, { timeout: 10_000 });
        await expect(page.locator('.ad-slot .ad-card')).toBeVisible();
        // The rest of the page is checked above in the same scheme and direction: only what this
        // variant adds is analysed here.
        const prompt = page.getByRole('region', { name: 'Help improve these docs' });
        await prompt.evaluate((element) => element.setAttribute('data-axe-target', ''));
        const results = await axeResults(page, { rules: variant.rules, include: ['[data-axe-target]', '.ad-slot'] });
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(' | ')}`);
        expect(serious).toEqual([]);
      });
    }
  }
});

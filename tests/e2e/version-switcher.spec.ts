import { test, expect } from './fixtures';

const cases = [
  { path: '/x/react-data-grid/sorting/', hrefs: ['https://mui.com/x/react-data-grid/', 'https://v7.mui.com/x/react-data-grid/', 'https://v6.mui.com/x/react-data-grid/', 'https://v5.mui.com/x/react-data-grid/', 'https://v4.mui.com/components/data-grid/'] },
  { path: '/x/react-date-pickers/date-picker/', hrefs: ['https://mui.com/x/react-date-pickers/', 'https://v7.mui.com/x/react-date-pickers/', 'https://v6.mui.com/x/react-date-pickers/', 'https://v5.mui.com/x/react-date-pickers/getting-started/'] },
  { path: '/x/react-charts/bars/', hrefs: ['https://mui.com/x/react-charts/', 'https://v7.mui.com/x/react-charts/', 'https://v6.mui.com/x/react-charts/'] },
  { path: '/x/react-tree-view/', hrefs: ['https://mui.com/x/react-tree-view/', 'https://v7.mui.com/x/react-tree-view/', 'https://v6.mui.com/x/react-tree-view/getting-started'] },
  { path: '/x/introduction/installation/', hrefs: ['https://mui.com/x/introduction/', 'https://v7.mui.com/x/introduction/', 'https://v6.mui.com/x/introduction/', 'https://v5.mui.com/x/introduction/', 'https://v4.mui.com/components/data-grid/'] },
];

for (const { path, hrefs } of cases) {
  // The tree view documents 8.6.0: the registry has no tree-view-pro 8.5.0.
  const version = path.startsWith('/x/react-tree-view/') ? 'v8.6.0' : 'v8.5.0';
  test(`version menu on ${path}`, async ({ page }) => {
    await page.goto(path);
    const button = page.getByRole('button', { name: `Docs version ${version}` });
    await expect(button).toHaveText(version);
    await button.click();
    const menu = page.getByRole('menu');
    const items = menu.getByRole('menuitem');
    // The menu's code loads on first use; right after load it queues behind the page's demo chunks
    // (a page of pickers asks for twenty), which on a loaded 2-core machine took over 5 s.
    await expect(items).toHaveCount(hrefs.length, { timeout: 15_000 });
    for (const [index, href] of hrefs.entries()) {
      await expect(items.nth(index)).toHaveAttribute('href', href);
    }
    await expect(items.first()).toContainText(version);
    await expect(items.first()).toHaveAttribute('aria-current', 'true');
    await expect(items.first().locator('svg')).toBeVisible();
    await expect(items.nth(1).locator('svg')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
}

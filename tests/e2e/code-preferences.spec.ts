import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

/**
 * Code preferences: the URL hash, then the cookie, then the default choose what every demo shows;
 * the choice is written to a site-wide cookie for a year. Hostile input is ignored.
 */
const GRID_PAGE = '/x/react-data-grid/sorting/';
const OTHER_DEMO_PAGE = '/x/react-data-grid/editing/';
const TREE_PAGE = '/x/react-tree-view/tree-item-customization/';

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((entry) => entry.name === name);
}

/** The pressed button of a demo's toggle group. */
function pressed(page: Page, group: 'Source language' | 'Styling') {
  // The first demo that offers the choice: not every demo has styling variants.
  const demo = page.locator('[data-demo]').filter({ has: page.getByRole('group', { name: group }) }).first();
  return demo.getByRole('group', { name: group }).locator('button[aria-pressed="true"]');
}

/** The first demo's source, expanded to the full file. */
async function fullSource(page: Page, file?: string) {
  const demo = file ? page.locator(`[data-demo="${file}"]`) : page.locator('[data-demo]').first();
  await demo.getByRole('button', { name: 'Show the full source' }).click();
  return demo.locator('pre[data-language]');
}

async function setCookie(context: BrowserContext, name: string, value: string) {
  await context.addCookies([{ name, value, domain: '127.0.0.1', path: '/' }]);
}

test('a .js hash shows JS, is written to the cookie, and the cookie carries it to other pages', async ({ page, context, problems }) => {
  await page.goto(`${GRID_PAGE}#SortingGrid.js`);
  await waitForHydration(page);
  await expect(pressed(page, 'Source language')).toHaveText('JS');
  // The source shown is the generated JavaScript: no type annotations.
  const source = await fullSource(page);
  await expect(source).toContainText('React.useState([');
  await expect(source).not.toContainText('GridSortModel');
  const written = await cookie(context, 'codeVariant');
  expect(written?.value).toBe('JS');
  expect(written?.path).toBe('/');
  // One year, give or take the test's own duration.
  expect(written!.expires - Date.now() / 1000).toBeGreaterThan(31536000 - 120);
  expect(written!.expires - Date.now() / 1000).toBeLessThanOrEqual(31536000 + 1);

  await page.goto(OTHER_DEMO_PAGE);
  await waitForHydration(page);
  await expect(pressed(page, 'Source language')).toHaveText('JS');
  expect(problems).toEqual([]);
});

test('a .tsx hash beats a JS cookie', async ({ page, context, problems }) => {
  await setCookie(context, 'codeVariant', 'JS');
  await page.goto(`${GRID_PAGE}#SortingGrid.tsx`);
  await waitForHydration(page);
  await expect(pressed(page, 'Source language')).toHaveText('TS');
  await expect(await fullSource(page)).toContainText('React.useState<GridSortModel>([');
  // TS is also the default, shown before the preference is read (after the first demo mounts): the
  // cookie is written once it has been read, which can come a moment after the TS button shows.
  await expect.poll(async () => (await cookie(context, 'codeVariant'))?.value).toBe('TS');
  expect(problems).toEqual([]);
});

test('the cookie chooses the variant, and a click changes it for every reload', async ({ page, context, problems }) => {
  await setCookie(context, 'codeVariant', 'JS');
  await page.goto(GRID_PAGE);
  await waitForHydration(page);
  await expect(pressed(page, 'Source language')).toHaveText('JS');
  await page.locator('[data-demo]').first().getByRole('button', { name: 'TS', exact: true }).click();
  await expect(pressed(page, 'Source language')).toHaveText('TS');
  expect((await cookie(context, 'codeVariant'))?.value).toBe('TS');
  await page.reload();
  await waitForHydration(page);
  await expect(pressed(page, 'Source language')).toHaveText('TS');
  expect(problems).toEqual([]);
});

test('styling: the hash picks Tailwind, the cookie keeps it, a click picks CSS', async ({ page, context, problems }) => {
  await page.goto(`${TREE_PAGE}#tailwind-CustomizedTreeView.tsx`);
  await waitForHydration(page);
  await expect(pressed(page, 'Styling')).toHaveText('Tailwind');
  await expect(await fullSource(page, 'CustomizedTreeView.tsx')).toContainText("className: 'rounded-lg");
  expect((await cookie(context, 'codeStyling'))?.value).toBe('Tailwind');

  await page.goto(TREE_PAGE);
  await waitForHydration(page);
  await expect(pressed(page, 'Styling')).toHaveText('Tailwind');
  await page.locator('[data-demo="CustomizedTreeView.tsx"]').getByRole('button', { name: 'CSS', exact: true }).click();
  await expect(await fullSource(page, 'CustomizedTreeView.tsx')).toContainText('className: classes.content');
  await page.reload();
  await waitForHydration(page);
  await expect(pressed(page, 'Styling')).toHaveText('CSS');
  expect((await cookie(context, 'codeStyling'))?.value).toBe('CSS');
  expect(problems).toEqual([]);
});

test('demos without styling variants have no styling selector', async ({ page }) => {
  await page.goto(GRID_PAGE);
  await waitForHydration(page);
  await expect(page.locator('[data-demo]').first().getByRole('group', { name: 'Source language' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Styling' })).toHaveCount(0);
});

const HOSTILE_HASHES = [
  '#<img src=x onerror=alert(1)>.tsx',
  '#"><script>alert(1)</script>.js',
  `#${'a'.repeat(10_000)}.js`,
  '#tailwind-%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E.js',
];

for (const hash of HOSTILE_HASHES) {
  test(`a hostile hash is ignored safely (${hash.slice(0, 30)}…)`, async ({ page, context, problems }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${TREE_PAGE}${hash}`);
    await waitForHydration(page);
    await expect(pressed(page, 'Source language')).toHaveText('TS');
    await expect(pressed(page, 'Styling')).toHaveText('MUI System');
    // Nothing from the URL reaches the document as markup.
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => /onerror=alert|<script>alert/.test(document.documentElement.innerHTML))).toBe(false);
    expect(await cookie(context, 'codeVariant')).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(problems).toEqual([]);
  });
}

const BAD_COOKIES = [
  ['codeVariant', '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ['codeVariant', 'ts'],
  ['codeVariant', '%E0%A4%A'],
  ['codeStyling', 'Bootstrap'],
  ['codeStyling', '%7B%22a%22%3A1%7D'],
] as const;

for (const [name, value] of BAD_COOKIES) {
  test(`a bad ${name} cookie (${value}) falls back to the default`, async ({ page, context, problems }) => {
    await setCookie(context, name, value);
    await page.goto(TREE_PAGE);
    await waitForHydration(page);
    await expect(pressed(page, 'Source language')).toHaveText('TS');
    await expect(pressed(page, 'Styling')).toHaveText('MUI System');
    expect(problems).toEqual([]);
  });
}

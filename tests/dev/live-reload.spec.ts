import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';

/**
 * Writing pages with `npm run dev`: saving a guide's markdown refreshes the open page's content
 * without a reload (scroll kept), and an error in the file shows in the overlay with file:line, then
 * goes away on the next save. Each test restores what it changed on disk.
 */
const GUIDE = path.join(process.cwd(), 'data', 'docs', 'react-data-grid', 'sorting.md');
const original = fs.readFileSync(GUIDE, 'utf8');
const DEMO = path.join(process.cwd(), 'data', 'demos', 'data-grid', 'SortingGrid.tsx');
const originalDemo = fs.readFileSync(DEMO, 'utf8');

test.afterEach(() => {
  fs.writeFileSync(GUIDE, original);
  fs.writeFileSync(DEMO, originalDemo);
});

test('saving a guide refreshes the open page in place; a broken file shows file:line and recovers', async ({ page }) => {
  // The server renders with Node's copy of Material UI, the browser with webpack's (next.config.ts):
  // the two must agree, or React says so while hydrating.
  const hydrationWarnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) hydrationWarnings.push(message.text());
  });
  await page.goto('/x/react-data-grid/sorting/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sorting' })).toBeVisible();
  // The page is interactive (hydrated) once React has attached to the app bar's buttons.
  await page.waitForFunction(() => Object.keys(document.querySelector('header button') ?? {}).some((key) => key.startsWith('__react')));
  expect(hydrationWarnings).toEqual([]);
  await page.evaluate(() => {
    (window as Window & { liveReloadMarker?: boolean }).liveReloadMarker = true;
    window.scrollTo(0, 300);
  });

  const sentence = `A sentence written while the page is open (${Date.now()}).`;
  const savedAt = Date.now();
  fs.writeFileSync(GUIDE, original.replace(/\n---\n/, `\n---\n\n${sentence}\n`));
  await expect(page.getByText(sentence)).toBeVisible();
  // Reported, not asserted: speed is measured by `npm run bench`, never by a timed test.
  console.log(`save-to-screen: ${Date.now() - savedAt} ms`);
  // Same document (no reload), same place on the page.
  expect(await page.evaluate(() => (window as Window & { liveReloadMarker?: boolean }).liveReloadMarker)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(300);

  fs.writeFileSync(GUIDE, original.replace(/^title:/m, 'tite:'));
  await expect(page.getByText('data/docs/react-data-grid/sorting.md:1: front matter needs a "title"').first()).toBeAttached();

  fs.writeFileSync(GUIDE, original);
  await expect(page.getByRole('heading', { level: 1, name: 'Sorting' })).toBeVisible();
  await expect(page.getByText(sentence)).toHaveCount(0);
  await expect(page.getByText('front matter needs a "title"')).toHaveCount(0);

  // A fence that does not compile against the installed packages, and an API name they lack.
  const broken = `${original.trimEnd()}\n\nThe \`sortingOrderz\` prop.\n\n\`\`\`tsx\nconst rows: number = 'many';\n\`\`\`\n`;
  const lines = original.trimEnd().split('\n').length;
  fs.writeFileSync(GUIDE, broken);
  await expect(page.getByText(`data/docs/react-data-grid/sorting.md:${lines + 5}: TS2322`).first()).toBeAttached();
  await expect(page.getByText(`data/docs/react-data-grid/sorting.md:${lines + 2}:`).first()).toBeAttached();
  fs.writeFileSync(GUIDE, original);
  await expect(page.getByRole('heading', { level: 1, name: 'Sorting' })).toBeVisible();
  await expect(page.getByText('The docs check failed')).toHaveCount(0);
});

test('saving a demo shows its new source in place: the page names its new sources file, which the page wrote', async ({ page }) => {
  await page.goto('/x/react-data-grid/sorting/');
  // The demo frame's code is a chunk `next dev` compiles on first request, after the page has
  // hydrated around it; a click on its server markup before then is not replayed (the export names
  // the chunk in the page, so it is there before hydration: src/export/demoFrameScript.ts).
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('[data-demo="SortingGrid.tsx"] button') ?? {}).some((key) => key.startsWith('__react')),
  );
  const demo = page.locator('[data-demo="SortingGrid.tsx"]');
  await demo.getByRole('button', { name: 'Show the full source' }).click();
  await expect(demo.locator('pre')).toContainText('const columns: GridColDef[]');
  const comment = `// Written while the page is open (${Date.now()}).`;
  fs.writeFileSync(DEMO, originalDemo.replace('\nconst columns', `\n${comment}\nconst columns`));
  await expect(demo.locator('pre')).toContainText(comment);
  await demo.getByRole('button', { name: 'JS', exact: true }).click();
  await expect(demo.locator('pre')).toContainText(comment);
  await expect(demo.locator('pre')).not.toContainText('GridColDef');
});

import fs from 'node:fs';
import path from 'node:path';
import { test, expect, exportedPages, isExported, loadAllDemos, unexpectedProblems, waitForHydration, OUT_DIR } from './fixtures';
import pages from '../../data/pages';
import { isContentPage } from '../../src/nav/tree';
import { toHref } from '../../src/routing/paths';
import type { NavPage } from '../../src/contracts';

/**
 * Loads every exported page in the browser: no console error, no uncaught exception, no hydration
 * warning, and every internal link on it (nav included) points at something the export serves.
 * Live demos are scrolled into view and loaded, so their errors count too; pages with demos are
 * loaded a second time in the dark scheme.
 */
const SHARDS = 12;
const all = exportedPages();
const ENTRY_POINTS = new Set(['/', '/x/']);

test('the export holds every page of the tree, guides and API reference', () => {
  const missing: string[] = [];
  const visit = (entry: NavPage) => {
    if (isContentPage(entry) && !isExported(toHref(entry.pathname))) missing.push(entry.pathname);
    entry.children?.forEach(visit);
  };
  pages.forEach(visit);
  expect(missing).toEqual([]);
  expect(all.filter((urlPath) => urlPath.startsWith('/x/api/')).length).toBeGreaterThanOrEqual(209);
  expect(all.length).toBeGreaterThanOrEqual(400);
});

for (let shard = 0; shard < SHARDS; shard += 1) {
  const paths = all.filter((_, index) => index % SHARDS === shard);
  test(`crawl shard ${shard + 1}/${SHARDS} (${paths.length} pages)`, async ({ page, problems }) => {
    test.setTimeout(paths.length * 5_000 + 30_000);
    const broken: string[] = [];
    for (const urlPath of paths) {
      const response = await page.goto(urlPath, { waitUntil: 'load' });
      expect(response?.status(), urlPath).toBe(200);
      if (ENTRY_POINTS.has(urlPath)) {
        // Entry points only lead to the introduction; the page checked is where they land.
        await page.waitForURL('**/x/introduction/');
      }
      // Hydration is over once the Pages Router reports ready: its warnings would have been logged.
      await waitForHydration(page);
      const hrefs = await page.$$eval('a[href]', (anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      for (const href of hrefs) {
        if (href.startsWith('/') && !href.startsWith('//') && !isExported(href)) {
          broken.push(`${urlPath} -> ${href}`);
        }
      }
      await loadAllDemos(page);
      // Pro and Premium demos log MUI X's missing-licence message in a build without a key: the only
      // tolerated console error (see fixtures.ts), and only on those pages.
      expect(await unexpectedProblems(page, problems), `problems on ${urlPath}`).toEqual([]);
      problems.length = 0;
    }
    expect(broken).toEqual([]);
  });
}

/** Pages whose exported HTML holds a live demo. */
const demoPages = all.filter((urlPath) => fs.readFileSync(path.join(OUT_DIR, urlPath, 'index.html'), 'utf8').includes('data-demo='));
const DARK_SHARDS = 4;

// Demos again in the dark scheme: a component that only breaks with the dark palette shows here.
for (let shard = 0; shard < DARK_SHARDS; shard += 1) {
  const paths = demoPages.filter((_, index) => index % DARK_SHARDS === shard);
  test(`demo pages in dark mode, shard ${shard + 1}/${DARK_SHARDS} (${paths.length} pages)`, async ({ page, problems }) => {
    test.setTimeout(paths.length * 8_000 + 30_000);
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const urlPath of paths) {
      await page.goto(urlPath, { waitUntil: 'load' });
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
      expect(await loadAllDemos(page), `demos on ${urlPath}`).toBeGreaterThan(0);
      expect(await unexpectedProblems(page, problems), `problems on ${urlPath} (dark)`).toEqual([]);
      problems.length = 0;
    }
  });
}

test('every link of every nav section file is served', () => {
  const dir = path.join(OUT_DIR, 'x', '_nav');
  const broken: string[] = [];
  const hashTargets: string[] = [];
  const visit = (items: Array<{ href: string; kind: string; children?: unknown[] }>) => {
    for (const item of items) {
      if (item.kind !== 'external' && item.kind !== 'subheader') {
        if (!isExported(item.href)) broken.push(item.href);
        if (item.href.includes('#')) hashTargets.push(item.href);
      }
      if (item.children) visit(item.children as typeof items);
    }
  };
  for (const file of fs.readdirSync(dir)) {
    visit(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
  }
  expect(broken).toEqual([]);
  for (const target of hashTargets) {
    const [pagePath, id] = target.split('#');
    const html = fs.readFileSync(path.join(OUT_DIR, pagePath, 'index.html'), 'utf8');
    expect(html, `${target} needs an element with id "${id}"`).toContain(`id="${id}"`);
  }
});

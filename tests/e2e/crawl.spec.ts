import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, exportedFile, exportedPages, isExported, loadAllDemos, waitForHydration, OUT_DIR } from './fixtures';
import pages from '../../data/pages';
import { isContentPage } from '../../src/nav/tree';
import { toHref } from '../../src/routing/paths';
import type { NavItem, NavPage } from '../../src/contracts';
import { navHref } from '../../src/nav/navHref';
import { decodeEntities } from '../../src/lib/html';

/**
 * Every exported page in the browser, once: no console error, no uncaught exception, no hydration
 * warning, and every internal link on it (nav included) points at something the export serves.
 * Live demos are scrolled into view and loaded, so their errors count too; each must fill exactly
 * the height reserved for it (no layout shift when it mounts); then the reader's system turns dark
 * and the loaded demos re-render with the dark palette, which must print nothing either.
 *
 * Guide pages (each its own content and demos) and a few API pages are loaded from their exported
 * HTML, so hydration is checked on each. The other API pages, 200-odd renderings of one generated
 * template whose tables are static HTML that React never hydrates, are reached by client-side
 * navigation from the page before: each still renders in the browser with its links checked, in a
 * third of the time of a full load, which keeps the suite within its budget (and exercises the path
 * readers take through the reference).
 * CRAWL_PAGES=/x/a/,/x/b/ checks only those pages (e.g. after changing a demo's reserved height).
 */
const SHARDS = 12;
const all = exportedPages();
const crawled = process.env.CRAWL_PAGES?.split(',').filter(Boolean) ?? all;
const ENTRY_POINTS = new Set(['/', '/x/']);
/** The live demos of a guide (its markdown's directives); 0 for a page without a markdown file. */
function demoCount(urlPath: string): number {
  const file = path.join(process.cwd(), 'data', 'docs', `${urlPath.replace(/^\/(zh\/)?x\//, '').replace(/\/$/, '')}.md`);
  return fs.existsSync(file) ? (fs.readFileSync(file, 'utf8').match(/^\{\{"demo":/gm) ?? []).length : 0;
}

/** Tolerance between a demo's reserved height and the height its content takes, in px. */
const HEIGHT_TOLERANCE = 4;
/** API pages loaded in full all the same: each product's index, the largest pages, interfaces, a picker. */
const API_PAGES_LOADED = new Set([
  '/x/api/data-grid/',
  '/x/api/date-pickers/',
  '/x/api/charts/',
  '/x/api/tree-view/',
  '/x/api/data-grid/data-grid/',
  '/x/api/data-grid/grid-api/',
  '/x/api/charts/axis-config/',
  '/x/api/data-grid/grid-col-def/',
  '/x/api/date-pickers/date-picker/',
]);
const byClientNavigation = (urlPath: string) => urlPath.startsWith('/x/api/') && !API_PAGES_LOADED.has(urlPath);

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
  for (const urlPath of API_PAGES_LOADED) expect(all, 'a page the crawl loads in full').toContain(urlPath);
});

/** Each demo's reserved height against the height its content takes once loaded. */
async function demoHeights(page: Page) {
  return page.locator('[data-demo]').evaluateAll((demos) =>
    demos.map((demo) => {
      const content = demo.querySelector('.demo-content') as HTMLElement;
      const top = content.getBoundingClientRect().top;
      const bottom = Math.max(top, ...[...content.children].map((child) => child.getBoundingClientRect().bottom));
      return { file: demo.getAttribute('data-demo'), reserved: parseFloat(content.style.minHeight), used: bottom - top };
    }),
  );
}

/** The `<title>` of an exported page, as its HTML says. */
function exportedTitle(urlPath: string): string {
  const html = fs.readFileSync(exportedFile(urlPath)!, 'utf8');
  const raw = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return decodeEntities(raw);
}

type NextWindow = Window & { next?: { router?: { push: (url: string) => Promise<boolean> } }; crawlDocument?: boolean };

/**
 * Moves to another page through the router, as a click on a link does, and fails if the browser
 * loaded a document instead (the page's data could not be fetched) or the page did not render.
 */
async function navigateClientSide(page: Page, urlPath: string) {
  await page.evaluate(() => {
    (window as NextWindow).crawlDocument = true;
  });
  const arrived = await page.evaluate((target) => (window as NextWindow).next!.router!.push(target), urlPath);
  expect(arrived, `client-side navigation to ${urlPath}`).toBe(true);
  await expect(page).toHaveTitle(exportedTitle(urlPath));
  // A guide reached client-side shows its first screen first, then the rest of its body (its links and demos).
  await expect(page.locator('[data-body="first-screen"]'), `${urlPath} rendered whole`).toHaveCount(0);
  expect(await page.evaluate(() => (window as NextWindow).crawlDocument), `${urlPath} without a document load`).toBe(true);
}

for (let shard = 0; shard < SHARDS; shard += 1) {
  const paths = crawled.filter((_, index) => index % SHARDS === shard);
  if (paths.length === 0) continue;
  test(`crawl shard ${shard + 1}/${SHARDS} (${paths.length} pages)`, async ({ page, problems }) => {
    // A page takes a few seconds, and each of its live demos some more (loaded, then redrawn dark).
    test.setTimeout(paths.reduce((total, urlPath) => total + 8_000 + demoCount(urlPath) * 3_000, 30_000));
    await page.setViewportSize({ width: 1280, height: 900 });
    const broken: string[] = [];
    const mismatches: string[] = [];
    let hydrated = false;
    for (const urlPath of paths) {
      if (hydrated && byClientNavigation(urlPath)) {
        await navigateClientSide(page, urlPath);
      } else {
        await page.emulateMedia({ colorScheme: 'light' });
        const response = await page.goto(urlPath, { waitUntil: 'load' });
        expect(response?.status(), urlPath).toBe(200);
        if (ENTRY_POINTS.has(urlPath)) {
          // Entry points only lead to the introduction; the page checked is where they land.
          await page.waitForURL('**/x/introduction/');
        }
        // Hydration is over once the Pages Router reports ready: its warnings would have been logged.
        await waitForHydration(page);
        hydrated = true;
      }
      const hrefs = await page.$$eval('a[href]', (anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      for (const href of hrefs) {
        if (href.startsWith('/') && !href.startsWith('//') && !isExported(href)) {
          broken.push(`${urlPath} -> ${href}`);
        }
      }
      if ((await loadAllDemos(page)) > 0) {
        await expect(page.locator('[data-demo] [data-state="failed"]'), `failed demos on ${urlPath}`).toHaveCount(0);
        for (const { file, reserved, used } of await demoHeights(page)) {
          if (Math.abs(reserved - used) > HEIGHT_TOLERANCE) mismatches.push(`${urlPath} ${file}: reserved ${reserved}px, uses ${used.toFixed(1)}px`);
        }
        expect(problems, `problems on ${urlPath}`).toEqual([]);
        // The system turns dark: the site follows, and the demos re-render with the dark palette. The
        // attribute changes once that render has committed: on a loaded machine, seconds per grid.
        await page.emulateMedia({ colorScheme: 'dark' });
        await expect(page.locator('html'), `${urlPath} follows the system into dark`).toHaveAttribute('data-mui-color-scheme', 'dark', { timeout: 10_000 + demoCount(urlPath) * 2_000 });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        expect(problems, `problems on ${urlPath} (dark)`).toEqual([]);
        // The next page starts light again, from its own document.
        hydrated = false;
      } else {
        expect(problems, `problems on ${urlPath}`).toEqual([]);
      }
      // The demo editor's frame page (/playground/demo-runner/) has its own policy, which a page
      // reached from it client-side would keep: readers never leave it, and the next page loads anew.
      if (urlPath.startsWith('/playground/')) hydrated = false;
      problems.length = 0;
    }
    expect(broken).toEqual([]);
    expect(mismatches).toEqual([]);
  });
}

test('every link of every nav section file is served', () => {
  const dir = path.join(OUT_DIR, 'x', '_nav');
  const broken: string[] = [];
  const hashTargets: string[] = [];
  const visit = (items: NavItem[]) => {
    for (const item of items) {
      // A link the file leaves out is the one the drawer derives (navHref).
      const href = navHref(item);
      if (item.kind !== 'external' && item.kind !== 'subheader') {
        if (!isExported(href)) broken.push(href);
        if (href.includes('#')) hashTargets.push(href);
      }
      if (item.children) visit(item.children);
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

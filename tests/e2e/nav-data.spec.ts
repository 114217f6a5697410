import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, OUT_DIR, waitForHydration } from './fixtures';

/**
 * Pages leave the drawer out of their data (src/export/navData.ts): the top level and the open
 * product come from their section files, which the page preloads; the drawer the server rendered
 * stays as it is while the page hydrates.
 */
const DEEP = '/x/react-data-grid/editing/custom-edit-component/';

const nextDataText = (html: string) => /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1];
const exported = (urlPath: string) => fs.readFileSync(path.join(OUT_DIR, urlPath, 'index.html'), 'utf8');

/** Records which section files the page itself asks the network for. */
function sectionRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/x/_nav/')) asked.push(pathname);
  });
  return asked;
}

/** Notes, from the document's first byte, any loading or failure line in the drawer. */
async function watchDrawerStatus(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { drawerStatus: string[] }).drawerStatus = seen;
    new MutationObserver(() => {
      const line = document.querySelector('[data-nav-tree] .nav-status');
      if (line) seen.push(line.textContent ?? '');
    }).observe(document, { subtree: true, childList: true });
  });
}

/** Where a link sits in the drawer's scrolled content (unchanged by scrolling the drawer). */
const placeInDrawer = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name, exact: true })
    .evaluate((link) => {
      const scroller = link.closest('[data-nav-tree]')!;
      const box = link.getBoundingClientRect();
      return { top: Math.round(box.top - scroller.getBoundingClientRect().top + scroller.scrollTop), height: Math.round(box.height) };
    });

test('the deep page carries no drawer in its data and preloads the two section files it shows', () => {
  const html = exported(DEEP);
  const text = nextDataText(html);
  expect(text.length).toBeLessThanOrEqual(4096);
  const { page } = JSON.parse(text).props.pageProps;
  expect(page.nav).toBeUndefined();
  expect(page.activeChain.at(-1)).toBe('/x/react-data-grid-group');
  const head = html.slice(0, html.indexOf('</head>'));
  for (const id of ['_top', 'react-data-grid-group']) {
    expect(head).toContain(`<link rel="preload" href="/x/_nav/${id}.json" as="fetch" crossorigin="anonymous" data-nav-section="${id}"/>`);
  }
  // The drawer itself is in the HTML, as before.
  expect(html).toMatch(/<a class="nav-row" href="\/x\/react-data-grid\/editing\/custom-edit-component\/" aria-current="page">/);
  // The JSON a client-side page change fetches leaves it out too.
  const dataDir = path.join(OUT_DIR, '_next', 'data');
  const [build] = fs.readdirSync(dataDir);
  const json = JSON.parse(fs.readFileSync(path.join(dataDir, build, `${DEEP.slice(1, -1)}.json`), 'utf8'));
  expect(json.pageProps.page.nav).toBeUndefined();
});

test('the drawer hydrates from the preloaded files: no loading line, nothing moves, each file asked for once', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await watchDrawerStatus(page);
  const asked = sectionRequests(page);
  await page.goto(DEEP);
  const before = await placeInDrawer(page, 'Custom edit component');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // React owns the list: a group of the product opens and closes.
  const rows = nav.getByRole('button', { name: 'Rows', exact: true });
  const expanded = await rows.getAttribute('aria-expanded');
  await rows.click();
  await expect(rows).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
  await rows.click();
  await expect(rows).toHaveAttribute('aria-expanded', expanded!);
  expect(await placeInDrawer(page, 'Custom edit component')).toEqual(before);
  await expect(nav.getByRole('link', { name: 'Custom edit component', exact: true })).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as { drawerStatus: string[] }).drawerStatus)).toEqual([]);
  // The preload's answer serves the app's request: one request per file.
  expect([...asked].sort()).toEqual(['/x/_nav/_top.json', '/x/_nav/react-data-grid-group.json']);
  expect(problems).toEqual([]);
});

test('page changes keep the drawer: within the product at once, into another product from its file', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(DEEP);
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { navMarker: number }).navMarker = 1));
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Editing events', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editing events');
  await expect(nav.getByRole('link', { name: 'Editing events', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  // Into Charts, through the drawer's top level: the page opens the Charts group and marks its link.
  await nav.getByRole('button', { name: 'Charts', exact: true }).click();
  await nav.locator('#nav--x-react-charts-group').getByRole('link', { name: 'Overview', exact: true }).click();
  await expect(page).toHaveURL(/\/x\/react-charts\/$/);
  await expect(nav.getByRole('button', { name: 'Charts', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(nav.locator('[aria-current="page"]')).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as { navMarker?: number }).navMarker)).toBe(1);
  expect(problems).toEqual([]);
});

test('the 404 page and the phone drawer read the top level from its file', async ({ page, problems }) => {
  const html = fs.readFileSync(path.join(OUT_DIR, '404.html'), 'utf8');
  expect(JSON.parse(nextDataText(html)).props.pageProps.page.nav).toBeUndefined();
  expect(html).toContain('data-nav-section="_top"');
  expect(html).not.toContain('data-nav-section="react-');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(DEEP);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open the navigation' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: 'Custom edit component', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(dialog.getByRole('button', { name: 'Charts', exact: true })).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog.getByText('Loading…')).toHaveCount(0);
  expect(problems).toEqual([]);
});

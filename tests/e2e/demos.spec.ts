import type { Page, Route } from '@playwright/test';
import fs from 'node:fs';
import { test, expect, exportedFile, liveArea, loadAllDemos, pageDemos, waitForHydration, LICENSE_KEY_CONFIGURED } from './fixtures';

/**
 * Live demos of the real components: loaded only near the viewport, in the space reserved for
 * them, interactive, and styled by Tailwind or CSS when the reader picks those variants.
 */
// A page that needs no demo (data/demoExemptions.ts `needsNoDemo`).
const TEXT_PAGE = '/x/introduction/licensing/';

/**
 * Scripts the page downloads (path and body), live. A body still arriving when the page closes (a
 * chunk the page asked for late) reads as empty instead of rejecting after the test.
 */
function recordScripts(page: Page) {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.set(new URL(response.url()).pathname, response.text().catch(() => ''));
    }
  });
  return scripts;
}

/** Scripts whose code holds one of the strings. */
async function scriptsWith(scripts: Map<string, Promise<string>>, needles: string[]) {
  const found: string[] = [];
  for (const [url, body] of scripts) {
    const text = await body;
    if (needles.some((needle) => text.includes(needle))) found.push(url);
  }
  return [...new Set(found)];
}

// Data only the demos hold: the quick-filter grid's books and, for good measure, other demos' rows.
const QUICK_FILTER_DATA = 'Octavia E. Butler';
const OTHER_DEMO_DATA = ['Amara Okafor', 'Hayao Miyazaki', 'Espresso beans', 'Pour-over kits'];

test('a text page loads no demo code; a demo page loads its demo only when it nears the viewport', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const textPage = await context.newPage();
  const textScripts = recordScripts(textPage);
  await textPage.goto(TEXT_PAGE, { waitUntil: 'networkidle' });
  await waitForHydration(textPage);
  const textShellScripts = await textPage.$$eval('script[src]:not([nomodule])', (nodes) =>
    nodes.map((node) => new URL((node as HTMLScriptElement).src).pathname).filter((pathname) => pathname.startsWith('/_next/')),
  );
  expect(textShellScripts.length).toBeGreaterThan(0);
  // `data-licensed` is written by the demo frame only (src/demos/Demo.tsx): its chunk stays away too.
  expect(await scriptsWith(textScripts, [QUICK_FILTER_DATA, ...OTHER_DEMO_DATA, 'data-licensed'])).toEqual([]);

  // The filtering page's quick-filter demo sits far below the fold.
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto('/x/react-data-grid/filtering/', { waitUntil: 'networkidle' });
  await waitForHydration(page);
  const quickFilterDemo = page.locator('[data-demo="QuickFilterGrid.tsx"]');
  await expect(quickFilterDemo.locator('[data-state]')).toHaveAttribute('data-state', 'loading');
  const before = new Set(scripts.keys());
  // The shell's own scripts (those the text page's HTML names) come with the demo page too. Chunks
  // loaded later on demand (the ad slot's rendering, analytics) depend on timing and are left out.
  for (const url of textShellScripts) expect(before, `${url} of the text page`).toContain(url);
  expect(await scriptsWith(scripts, [QUICK_FILTER_DATA])).toEqual([]);

  await liveArea(quickFilterDemo).scrollIntoViewIfNeeded();
  await expect(liveArea(quickFilterDemo)).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  const loaded = await scriptsWith(scripts, [QUICK_FILTER_DATA]);
  expect(loaded).toHaveLength(1);
  expect(before).not.toContain(loaded[0]);
  // Only this demo's code came: not the other demos'.
  expect(await scriptsWith(scripts, OTHER_DEMO_DATA)).toEqual([]);
  await context.close();
});

test('the grid sorts when a header is clicked', async ({ page, problems }) => {
  await page.goto('/x/react-data-grid/sorting/');
  await waitForHydration(page);
  await loadAllDemos(page);
  const demo = page.locator('[data-demo="SortingGrid.tsx"]');
  const firstCity = demo.locator('.MuiDataGrid-row').first().locator('[data-field="city"]');
  // Starts sorted by population, largest first.
  await expect(firstCity).toHaveText('Lyon');
  await demo.getByRole('columnheader', { name: 'City' }).click();
  await expect(firstCity).toHaveText('Bergen');
  await expect(demo.getByRole('columnheader', { name: 'City' })).toHaveAttribute('aria-sort', 'ascending');
  // The page also shows multi-column sorting, a Pro demo: its missing-licence message is tolerated (fixtures.ts).
  expect(problems).toEqual([]);
});

test('an edited cell is saved and the total follows', async ({ page, problems }) => {
  await page.goto('/x/react-data-grid/editing/');
  await waitForHydration(page);
  await loadAllDemos(page);
  const demo = page.locator('[data-demo="EditableGrid.tsx"]');
  await expect(demo).toContainText('Planned: 11 hours.');
  const hours = demo.locator('.MuiDataGrid-row').first().locator('[data-field="hours"]');
  await hours.dblclick();
  await hours.locator('input').fill('10');
  await hours.locator('input').press('Enter');
  await expect(demo).toContainText('Planned: 18 hours.');
  expect(problems).toEqual([]);
});

/**
 * A picker's popup once it has grown in (a CSS transition): until then its days move and resize, and
 * a click can land where a day was a moment earlier, closing the popup instead of picking the day.
 */
async function settledPopup(page: Page) {
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  // Polled, not awaited through `finished`: a transition cut short rejects that promise.
  await expect
    .poll(() => popup.evaluate((node) => node.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running' || animation.pending).length))
    .toBe(0);
  return popup;
}

test('the date picker opens its calendar and picks a day', async ({ page, problems }) => {
  await page.goto('/x/react-date-pickers/date-picker/');
  await waitForHydration(page);
  await loadAllDemos(page);
  const demo = page.locator('[data-demo="BasicDatePicker.tsx"]');
  await expect(demo).toContainText('Selected: Friday 17 April 2026');
  await demo.getByRole('button', { name: /Choose date/ }).click();
  const calendar = await settledPopup(page);
  await expect(calendar.getByRole('gridcell', { name: '17' })).toBeFocused();
  await calendar.getByRole('gridcell', { name: '24' }).click();
  await expect(demo).toContainText('Selected: Friday 24 April 2026');
  expect(problems).toEqual([]);
});

test('the date range picker (Pro) counts the nights', async ({ page, problems }) => {
  await page.goto('/x/react-date-pickers/date-range-picker/');
  await waitForHydration(page);
  await loadAllDemos(page);
  const demo = page.locator('[data-demo="BasicDateRangePicker.tsx"]');
  await expect(demo).toContainText('6 nights');
  await demo.getByRole('button', { name: /Choose range/ }).click();
  const calendar = await settledPopup(page);
  // Without a key MUI X marks Pro components with its watermark.
  if (!LICENSE_KEY_CONFIGURED) await expect(calendar).toContainText('MUI X Missing license key');
  await calendar.getByRole('gridcell', { name: '8', exact: true }).first().click();
  await calendar.getByRole('gridcell', { name: '15', exact: true }).first().click();
  await expect(demo).toContainText('7 nights');
  expect(problems).toEqual([]);
});

test('charts draw their series', async ({ page, problems }) => {
  // The pages hold several demos: count the elements of the first, basic one.
  for (const [path, demo, selector, count] of [
    ['/x/react-charts/bars/', 'BasicBars.tsx', '.MuiBarElement-root', 8],
    ['/x/react-charts/pie/', 'BasicPie.tsx', '.MuiPieArc-root', 4],
  ] as const) {
    await page.goto(path);
    await waitForHydration(page);
    await loadAllDemos(page);
    await expect(page.locator(`[data-demo="${demo}"] svg ${selector}`)).toHaveCount(count);
  }
  expect(problems).toEqual([]);
});

test('the tree view expands an item on click', async ({ page, problems }) => {
  await page.goto('/x/react-tree-view/simple-tree-view/items/');
  await waitForHydration(page);
  await loadAllDemos(page);
  const demo = page.locator('[data-demo="BasicSimpleTreeView.tsx"]');
  await expect(demo.getByRole('treeitem', { name: '@mui/x-charts', exact: true })).toHaveCount(0);
  await demo.getByRole('treeitem', { name: /^Charts/ }).locator('.MuiTreeItem-content').click();
  await expect(demo.getByRole('treeitem', { name: '@mui/x-charts', exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test('Tailwind utilities apply and win over MUI; the CSS variant applies its module', async ({ page, problems }) => {
  // The default item's padding, from MUI's own styles.
  await page.goto('/x/react-tree-view/simple-tree-view/items/');
  await waitForHydration(page);
  await loadAllDemos(page);
  const muiPadding = await page.locator('[data-demo] .MuiTreeItem-content').first().evaluate((element) => getComputedStyle(element).paddingTop);
  expect(muiPadding).not.toBe('6px');

  await page.goto('/x/react-tree-view/tree-item-customization/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Tailwind', exact: true }).click();
  await loadAllDemos(page);
  const content = page.locator('[data-demo="CustomizedTreeView.tsx"] .MuiTreeItem-content').first();
  await expect(content).toHaveClass(/\brounded-lg\b/);
  await expect(content).toHaveCSS('padding-top', '6px');
  await expect(content).toHaveCSS('border-top-left-radius', '8px');
  // The children's guide line is one dashed side, not a box.
  const group = page.locator('[data-demo="CustomizedTreeView.tsx"] .MuiTreeItem-groupTransition').first();
  await expect(group).toHaveCSS('border-left-style', 'dashed');
  await expect(group).toHaveCSS('border-left-width', '1px');
  await expect(group).toHaveCSS('border-top-width', '0px');
  // The utilities really are in the `utilities` layer, declared after MUI's `mui` layer.
  const layers = await page.evaluate(() => {
    const names: string[] = [];
    for (const sheet of [...document.styleSheets]) {
      try {
        for (const rule of [...sheet.cssRules]) {
          if (rule instanceof CSSLayerStatementRule) names.push(...rule.nameList);
          if (rule instanceof CSSLayerBlockRule && /\.rounded-lg/.test(rule.cssText)) names.push(`rounded-lg in ${rule.name}`);
        }
      } catch {
        // A cross-origin sheet cannot be read.
      }
    }
    return names;
  });
  expect(layers.slice(0, 3)).toEqual(['theme', 'mui', 'utilities']);
  expect(layers).toContain('rounded-lg in utilities');

  await page.getByRole('button', { name: 'CSS', exact: true }).click();
  await expect(page.locator('[data-demo="CustomizedTreeView.tsx"] [data-state]')).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await expect(page.locator('[data-demo="CustomizedTreeView.tsx"] .MuiTreeItem-content').first()).toHaveClass(/content/);
  await expect(page.locator('[data-demo="CustomizedTreeView.tsx"] .MuiTreeItem-content').first()).toHaveCSS('padding-top', '6px');
  expect(problems).toEqual([]);
});

/** The `__NEXT_DATA__` of an exported page, as its file holds it. */
function exportedPageData(urlPath: string): string {
  return /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(fs.readFileSync(exportedFile(urlPath)!, 'utf8'))![1];
}

interface SourcesFile {
  stylings: Record<string, Record<'TS' | 'JS', { code: string; preview: { code: string } | null }> & { files: Record<'TS' | 'JS', Record<string, string>> }>;
}

/** A demo's sources file as the export holds it. */
const exportedSources = (url: string) => JSON.parse(fs.readFileSync(exportedFile(url)!, 'utf8')) as SourcesFile;

const TREE_DATA_PAGE = '/x/react-data-grid/server-side-data/tree-data/';

test('the page data carries no demo source, and the JS toggle, the full source, copy and the sandboxes still work', async ({ page, context, problems }) => {
  const data = exportedPageData(TREE_DATA_PAGE);
  const [demo] = JSON.parse(data).props.pageProps.segments.filter((segment: { kind: string }) => segment.kind === 'demo').map((segment: { demo: unknown }) => segment.demo);
  expect(demo.sources).toMatch(/^\/x\/_demo-sources\/data-grid\/ServerSideTreeData\.[0-9a-f]{16}\.json$/);
  // The code shown first is the document's own fragment, so the data holds its marker only.
  expect(demo.firstCode).toEqual({ html: '\u0000', preview: true });
  const sources = exportedSources(demo.sources).stylings['MUI System'];
  const inData = (code: string) => data.includes(JSON.stringify(code.slice(0, 120)).slice(1, -1));
  expect(data).not.toContain('"files"');
  expect(data).not.toContain('"imports"');
  expect([sources.TS.code, sources.JS.code, sources.JS.preview!.code].filter(inData)).toEqual([]);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/x/_demo-sources/')) fetched.push(new URL(request.url()).pathname);
  });
  const posts: string[] = [];
  await context.route(/^https:\/\/stackblitz\.com\//, (route) => {
    posts.push(route.request().postData() ?? '');
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>captured</p>' });
  });
  await page.goto(TREE_DATA_PAGE);
  await waitForHydration(page);
  const block = page.locator('[data-demo="ServerSideTreeData.tsx"]');
  const code = block.locator('pre[data-language]');
  await block.getByRole('button', { name: 'JS', exact: true }).click();
  await expect(code).toHaveAttribute('data-language', 'jsx');
  await expect(code).toHaveText(sources.JS.preview!.code.trim());
  await block.getByRole('button', { name: 'Show the full source' }).click();
  await expect(code).toContainText('const columns = [');
  await expect(code).not.toContainText('GridColDef');

  await block.getByRole('button', { name: 'Copy the code' }).click();
  await expect(block.getByRole('button', { name: 'Copy the code' })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sources.JS.code);

  const popup = context.waitForEvent('page');
  await block.getByRole('button', { name: 'Open in StackBlitz' }).click();
  await (await popup).waitForLoadState();
  // A form post sends line breaks as CRLF.
  const fields = Object.fromEntries([...new URLSearchParams(posts[0])].map(([name, value]) => [name, value.replace(/\r\n/g, '\n')]));
  expect(fields['project[files][src/ServerSideTreeData.jsx]']).toBe(sources.JS.code);
  expect(fields['project[files][src/data/projectFiles.js]']).toBe(sources.files.JS['data/projectFiles.js']);
  // One request for the file, whatever needed it.
  expect(fetched).toEqual([demo.sources]);
  expect(problems).toEqual([]);
});

test('a reader who chose JS sees the TS preview until the sources arrive, then JS, the live demo unmoved; a failed fetch says so and the next click retries', async ({ page, context, problems }) => {
  await context.addCookies([{ name: 'codeVariant', value: 'JS', domain: '127.0.0.1', path: '/' }]);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let failNext = false;
  await page.route('**/x/_demo-sources/**', async (route: Route) => {
    if (failNext) return route.abort('internetdisconnected');
    await held;
    return route.continue();
  });
  await page.goto(TREE_DATA_PAGE);
  await waitForHydration(page);
  const [demo] = await pageDemos(page);
  const sources = exportedSources(demo.sources).stylings['MUI System'];
  const block = page.locator('[data-demo="ServerSideTreeData.tsx"]');
  const code = block.locator('pre[data-language]');
  await expect(block.getByRole('group', { name: 'Source language' }).locator('button[aria-pressed="true"]')).toHaveText('JS');
  await expect(code).toHaveAttribute('aria-busy', 'true');
  await expect(code).toHaveText(sources.TS.preview!.code.trim());
  // The live demo loads meanwhile (its chunk does not wait for the sources).
  await liveArea(block).scrollIntoViewIfNeeded();
  await expect(liveArea(block)).toHaveAttribute('data-state', 'ready', { timeout: 45_000 });
  const liveBefore = await liveArea(block).boundingBox();
  release();
  await expect(code).toHaveText(sources.JS.preview!.code.trim());
  await expect(code).not.toHaveAttribute('aria-busy');
  expect(await liveArea(block).boundingBox()).toEqual(liveBefore);

  // A new visit whose fetch fails: the first code stays, the page keeps working, and says so once a control needs the file.
  failNext = true;
  await page.reload();
  await waitForHydration(page);
  await block.getByRole('button', { name: 'TS', exact: true }).click();
  await block.getByRole('button', { name: 'Show the full source' }).click();
  await expect(block.getByRole('alert')).toHaveText('This source could not be loaded. Check your connection and try again.');
  await expect(code).toHaveText(sources.TS.preview!.code.trim());
  failNext = false;
  await block.getByRole('button', { name: 'Hide the full source' }).click();
  await block.getByRole('button', { name: 'Show the full source' }).click();
  await expect(code).toContainText('const columns: GridColDef');
  await expect(block.getByRole('alert')).toHaveCount(0);
  // The failed fetches are the browser's own network errors, not the page's.
  expect(problems.filter((problem) => !/Failed to load resource/.test(problem))).toEqual([]);
});

test('after a client-side navigation a demo shows its first code from the page data, and its other language from its sources file', async ({ page, problems }) => {
  const dataFiles: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/_next/data/')) dataFiles.push(response.url());
  });
  await page.goto('/x/react-data-grid/filtering/');
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sorting', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorting');
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The next page's data holds its demos' first code (no fragment in a document to read it from), not their sources.
  const data = await (await page.request.get(dataFiles.find((url) => url.includes('/sorting.json'))!)).text();
  expect(data).not.toContain('"files"');
  // window.__NEXT_DATA__ still holds the first page's data: read the demo from the data file.
  const demo = JSON.parse(data).pageProps.segments.find((segment: { kind: string }) => segment.kind === 'demo').demo;
  expect(demo.file).toMatch(/^\w+\.tsx$/);
  const sources = exportedSources(demo.sources).stylings['MUI System'];
  const block = page.locator(`[data-demo="${demo.file}"]`);
  // What shows first: the preview, or the whole file for a demo without one.
  await expect(block.locator('pre[data-language]')).toHaveText((sources.TS.preview ?? sources.TS).code.trim());
  await block.getByRole('button', { name: 'JS', exact: true }).click();
  await expect(block.locator('pre[data-language]')).toHaveText((sources.JS.preview ?? sources.JS).code.trim());
  expect(problems).toEqual([]);
});

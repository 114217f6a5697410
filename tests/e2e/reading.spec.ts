import type { Page } from '@playwright/test';
import { test, expect, axeResults, waitForHydration, demoSource } from './fixtures';
import { site } from '../../data/site';

/**
 * Reading a page: contents beside the article from 1200 px (scroll-spy) or as a block on a phone,
 * heading links, arriving with a hash, breadcrumbs, feedback, the page as markdown, back to top and
 * the print stylesheet, on the exported site.
 */
const PAGE = '/x/react-data-grid/sorting/';
const PATHNAME = '/x/react-data-grid/sorting';

const contents = (page: Page) => page.getByRole('navigation', { name: 'Contents' });
const onThisPage = (page: Page) => page.getByRole('navigation', { name: 'On this page' });

/** Distance from the bottom of the app bar to the top of an element, in px. */
async function belowAppBar(page: Page, selector: string) {
  return page.evaluate((target) => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    return document.querySelector(target)!.getBoundingClientRect().top - header.bottom;
  }, selector);
}

/** Scrolls to the end of the page, where the feedback panel loads, and returns its region. */
async function feedbackRegion(page: Page) {
  const region = page.getByRole('region', { name: 'Was this page helpful?' });
  // The panel's chunk loads once its place nears the viewport: allow for a slow, shared machine. The
  // page can still grow after the first scroll (parts above hydrating), so scroll to its end again
  // until the panel shows.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(region).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  return region;
}

/** Scrolls so that a heading sits `offset` px below the top of the viewport. */
async function scrollHeadingTo(page: Page, id: string, offset: number) {
  await page.evaluate(
    ([target, px]) => window.scrollTo(0, document.getElementById(target)!.getBoundingClientRect().top + window.scrollY - px),
    [id, offset] as const,
  );
}

test.describe('contents', () => {
  test('beside the article at 1280 px, marking the section scrolled to; an entry scrolls to its heading', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(PAGE);
    await waitForHydration(page);
    const nav = contents(page);
    await expect(nav).toBeVisible();
    await expect(onThisPage(page)).toBeHidden();
    expect((await nav.boundingBox())?.width).toBe(242);
    // Every ## and ### heading of the page, in order.
    await expect(nav.getByRole('link')).toHaveText([
      'The sort model',
      'Initial sort',
      'Controlled sorting',
      'Multi-column sorting',
      'Disabling sorting',
      'For every column',
      'For some columns',
      'Sorting locked columns from code',
      'Custom order',
      'Combining built-in comparators',
      'Sorting order',
      'For every column',
      'Per column',
      'Sorting from code',
      'Reading the sort with selectors',
      'Server-side sorting',
    ]);

    await scrollHeadingTo(page, 'custom-order', 120);
    await expect(nav.locator('[aria-current="location"]')).toHaveText('Custom order');
    // Sticky under the app bar while the page scrolls.
    expect((await nav.boundingBox())!.y).toBeGreaterThanOrEqual(57);
    await scrollHeadingTo(page, 'initial-sort', 100);
    await expect(nav.locator('[aria-current="location"]')).toHaveText('Initial sort');
    // The end of the page marks the last section, short as it is.
    await page.keyboard.press('End');
    await expect(nav.locator('[aria-current="location"]')).toHaveText('Server-side sorting');

    await nav.getByRole('link', { name: 'Multi-column sorting' }).click();
    await expect(page).toHaveURL(/#multi-column-sorting$/);
    await expect(nav.locator('[aria-current="location"]')).toHaveText('Multi-column sorting');
    const gap = await belowAppBar(page, '#multi-column-sorting');
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(40);
    expect(problems).toEqual([]);
  });

  test('the article keeps its width whether or not the contents beside it have arrived', async ({ browser }) => {
    // The parser can paint the article before it reaches the contents (slow connection, busy phone):
    // their column is reserved, so the article does not narrow when they appear.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.goto(PAGE);
    const article = page.locator('article');
    const withContents = (await article.boundingBox())!.width;
    expect(withContents).toBeGreaterThan(700);
    await contents(page).evaluate((element) => element.remove());
    expect((await article.boundingBox())!.width).toBe(withContents);
    await context.close();
  });

  test('a collapsed "On this page" block on a phone', async ({ page, problems }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PAGE);
    await waitForHydration(page);
    await expect(contents(page)).toBeHidden();
    const block = onThisPage(page);
    await expect(block).toBeVisible();
    const entry = block.getByRole('link', { name: 'Custom order' });
    await expect(entry).toBeHidden();
    await block.getByText('On this page').click();
    await expect(entry).toBeVisible();
    await entry.click();
    await expect(page).toHaveURL(/#custom-order$/);
    const gap = await belowAppBar(page, '#custom-order');
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(40);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // An inline code span that wraps (`{ field, sort }` here) has its whole box on each line, not one box cut in two.
    const wrapped = await page.evaluate(() => {
      const code = [...document.querySelectorAll('[data-html] :not(pre) > code')].find((element) => element.getClientRects().length > 1);
      return code ? { text: code.textContent, decoration: getComputedStyle(code).getPropertyValue('box-decoration-break') } : null;
    });
    expect(wrapped).toEqual({ text: expect.any(String), decoration: 'clone' });
    expect(problems).toEqual([]);
  });
});

test.describe('headings', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('each h2/h3 has a link to itself, shown on hover and focus, that copies its URL', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(PAGE);
    await waitForHydration(page);
    const link = page.getByRole('link', { name: 'Link to the section “Custom order”' });
    await expect(link).toHaveAttribute('href', '#custom-order');
    // The heading keeps its own name.
    await expect(page.getByRole('heading', { name: 'Custom order', exact: true })).toBeVisible();
    await expect(link).toHaveCSS('opacity', '0');
    await page.getByRole('heading', { name: 'Custom order', exact: true }).hover();
    await expect(link).toHaveCSS('opacity', '1');
    await link.click();
    await expect(page).toHaveURL(/#custom-order$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(page.url()).origin}${PAGE}#custom-order`);
    await expect(link).toHaveAttribute('data-copied', 'Link copied');
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toHaveCount(1);
    await expect(link).not.toHaveAttribute('data-copied', /./, { timeout: 3_000 });

    // From the keyboard: the link follows its heading in the tab order.
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { name: 'Custom order', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await expect(link).toHaveCSS('opacity', '1');
    expect(problems).toEqual([]);
  });

  test('arriving with a hash lands the heading below the app bar, also once the demo above it has loaded', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${PAGE}#disabling-sorting`);
    await waitForHydration(page);
    // The live demo just above the heading loads: it is within the 400 px loading margin of the viewport.
    const demo = page.locator('[data-demo="SortingMultiGrid.tsx"]');
    expect(await demo.locator('[data-state]').evaluate((live) => live.getBoundingClientRect().bottom)).toBeGreaterThan(-400);
    // A Pro demo (licence module and grid chunks): allow for a loaded 2-core machine (it once took over 20 s in CI).
    await expect(demo.locator('[data-state]')).not.toHaveAttribute('data-state', 'loading', { timeout: 45_000 });
    await expect(demo.getByRole('grid')).toBeVisible();
    await expect.poll(() => belowAppBar(page, '#disabling-sorting')).toBeGreaterThanOrEqual(0);
    const gap = await belowAppBar(page, '#disabling-sorting');
    expect(gap).toBeLessThan(40);
    // The demo is above the heading, out of the way.
    expect((await demo.boundingBox())!.y).toBeLessThan(0);
    expect(problems).toEqual([]);
  });
});

test('breadcrumbs above the title, from the navigation tree, and as BreadcrumbList in the head', async ({ page, problems }) => {
  // Column pinning has a Pro demo: without a licence key, MUI X's message is expected there.
  await page.goto('/x/react-data-grid/column-pinning/');
  const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(trail.getByRole('listitem')).toHaveText(['Data Grid', 'Main features', 'Columns', 'Column pinning']);
  await expect(trail.getByRole('link', { name: 'Columns' })).toHaveAttribute('href', '/x/react-data-grid/column-definition/');
  const box = await trail.boundingBox();
  expect(box!.y).toBeLessThan((await page.getByRole('heading', { level: 1 }).boundingBox())!.y);
  const data = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(data).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Data Grid', item: `${site.host}/x/react-data-grid/` },
      { '@type': 'ListItem', position: 2, name: 'Columns', item: `${site.host}/x/react-data-grid/column-definition/` },
      { '@type': 'ListItem', position: 3, name: 'Column pinning', item: `${site.host}/x/react-data-grid/column-pinning/` },
    ],
  });
  expect(problems).toEqual([]);
  await trail.getByRole('link', { name: 'Columns' }).click();
  await expect(page).toHaveURL(/\/x\/react-data-grid\/column-definition\/$/);
});

test.describe('feedback', () => {
  const GA_SCRIPT = /^https:\/\/www\.googletagmanager\.com\/gtag\/js/;
  const feedbackEvents = (page: Page) =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .filter((entry) => entry[0] === 'event' && entry[1] === 'page_feedback')
        .map((entry) => entry[2]),
    );

  test.beforeEach(async ({ page }) => {
    await page.route(GA_SCRIPT, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  });

  test('with analytics allowed: the answer and the comment are sent as events, then thanks', async ({ page, problems }) => {
    await page.goto(`${PAGE}#custom-order`);
    await waitForHydration(page);
    // Scrolling down keeps the address: the answer names the section the reader arrived at.
    const region = await feedbackRegion(page);
    await region.getByRole('button', { name: 'No' }).click();
    await expect(region.getByText('Thanks for your answer.')).toBeFocused();
    await expect.poll(() => feedbackEvents(page)).toEqual([{ section: 'custom-order', eventAction: 'no', eventLabel: PATHNAME }]);
    const box = region.getByRole('textbox', { name: 'What was missing or wrong? (optional)' });
    await box.fill('x'.repeat(600));
    await expect(box).toHaveValue('x'.repeat(500));
    await box.fill('Show a comparator for dates, please.');
    await page.keyboard.press('Tab');
    await expect(region.getByRole('button', { name: 'Send' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(region.getByText('Thanks, your comment was sent.')).toBeFocused();
    await expect.poll(() => feedbackEvents(page)).toEqual([
      { section: 'custom-order', eventAction: 'no', eventLabel: PATHNAME },
      { answer: 'no', section: 'custom-order', comment_1: 'Show a comparator for dates, please.', eventAction: 'comment', eventLabel: PATHNAME },
    ]);
    expect(problems).toEqual([]);
  });

  test.describe('with analytics refused', () => {
    test.use({ consent: 'essential' });

    test('says the answer was not sent, and sends nothing', async ({ page, problems }) => {
      await page.goto(PAGE);
      await waitForHydration(page);
      const region = await feedbackRegion(page);
      // By keyboard (the test above clicks): no hit test that a late layout shift at the page's end could move.
      await region.getByRole('button', { name: 'Yes' }).focus();
      await page.keyboard.press('Enter');
      // The message's text first, so that a failure says which message came instead.
      const message = region.locator('p.message');
      await expect(message).toHaveText(/Your answer was not sent: analytics is set to “Essential only”/);
      await expect(message).toBeFocused();
      await expect(region.getByRole('textbox')).toHaveCount(0);
      expect(await feedbackEvents(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
});

test.describe('page as markdown', () => {
  test('each guide is served as /<path>.md with the demos\' TypeScript source, and llms.txt links to it', async ({ page, request }) => {
    await page.goto(PAGE);
    const source = await demoSource(page, { file: 'SortingGrid.tsx' });
    await expect(page.locator(`head link[rel="alternate"][type="text/markdown"]`)).toHaveAttribute('href', `${PATHNAME}.md`);
    const response = await request.get(`${PATHNAME}.md`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^# Sorting\n\n> Sort Data Grid rows/);
    expect(text).toContain(`\`\`\`tsx title="SortingGrid.tsx"\n${source.trimEnd()}\n\`\`\``);
    expect(text).not.toContain('{{"demo"');
    expect(text).toContain(`[server-side data](${site.host}/x/react-data-grid/server-side-data/)`);

    const llms = await (await request.get('/x/llms.txt')).text();
    expect(llms).toContain(`- [Sorting](${site.host}${PATHNAME}.md): `);
    // Every markdown link of llms.txt is a file of the export.
    const files = [...llms.matchAll(/\]\(([^)]+\.md)\)/g)].map(([, url]) => new URL(url).pathname);
    expect(files.length).toBeGreaterThan(300);
    for (const file of files.filter((_file, index) => index % 25 === 0)) {
      expect((await request.get(file)).status(), file).toBe(200);
    }
  });

  test('an API page is exported with its props table', async ({ request }) => {
    const text = await (await request.get('/x/api/data-grid/data-grid.md')).text();
    expect(text).toMatch(/^# DataGrid API\n/);
    expect(text).toContain('## Props\n\n| Name | Type | Default | Description |\n| --- | --- | --- | --- |\n| `columns` (required) |');
    expect(text).toContain('## CSS classes');
  });

  test('"Copy as Markdown" copies the export', async ({ page, context, request, problems }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(PAGE);
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Copy as Markdown' });
    await button.click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await (await request.get(`${PATHNAME}.md`)).text());
    await expect(page.getByRole('button', { name: 'Copy as Markdown' })).toBeVisible({ timeout: 3_000 });
    expect(problems).toEqual([]);
  });

  test('says so when the export cannot be loaded', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.route(`**${PATHNAME}.md`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto(PAGE);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Copy as Markdown' }).click();
    await expect(page.getByRole('button', { name: 'Copy failed' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `open ${PATHNAME}.md` })).toHaveCount(1);
  });
});

test('"Back to top" appears a screen down and takes the reader back', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto(PAGE);
  await waitForHydration(page);
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toHaveCount(0);
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(300);
  await expect(button).toHaveCount(0);
  await page.mouse.wheel(0, 800);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('#main-content')).toBeFocused();
  await expect(button).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('print shows the article alone, black on white, code wrapped and link addresses written out', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(() => localStorage.setItem('mui-mode', 'dark'));
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.emulateMedia({ media: 'print' });
  for (const frame of [
    page.locator('header').first(),
    page.getByRole('navigation', { name: 'Main navigation' }),
    contents(page),
    page.locator('.ad-slot'),
    page.getByRole('button', { name: 'Copy as Markdown' }),
    page.getByRole('button', { name: 'Open in an assistant' }),
    page.getByRole('region', { name: 'Was this page helpful?' }),
    page.locator('[data-demo]').first().getByRole('button', { name: 'JS', exact: true }),
    page.getByRole('button', { name: 'Copy the code' }).first(),
    page.getByRole('link', { name: 'Edit this page on GitHub' }),
  ]) {
    await expect(frame).toBeHidden();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Sorting' })).toBeVisible();
  const styles = await page.evaluate(() => {
    const pre = document.querySelector('article pre')!;
    const link = Array.from(document.querySelectorAll('article a')).find((a) => a.textContent === 'server-side data')!;
    return {
      whiteSpace: getComputedStyle(pre).whiteSpace,
      text: getComputedStyle(document.querySelector('article p')!).color,
      after: getComputedStyle(link, '::after').content,
      main: getComputedStyle(document.querySelector('main')!).marginInlineStart,
    };
  });
  expect(styles).toEqual({
    whiteSpace: 'pre-wrap',
    text: 'rgb(0, 0, 0)',
    after: `" (${site.host}/x/react-data-grid/server-side-data/)"`,
    main: '0px',
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe: the phone's contents block and the feedback form (${scheme})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript((mode) => localStorage.setItem('mui-mode', mode), scheme);
    await page.route(/googletagmanager/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await page.goto(PAGE);
    await waitForHydration(page);
    await onThisPage(page).getByText('On this page').click();
    const region = await feedbackRegion(page);
    await region.getByRole('button', { name: 'Yes' }).click();
    await expect(region.getByRole('textbox')).toBeVisible();
    const results = await axeResults(page);
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(' | ')}`);
    expect(serious).toEqual([]);
  });
}

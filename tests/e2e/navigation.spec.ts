import fs from 'node:fs';
import { test, expect, exportedFile, waitForHydration } from './fixtures';

/** How many demos and second-level headings the exported page's article holds. */
function exportedBody(urlPath: string) {
  const html = fs.readFileSync(exportedFile(urlPath)!, 'utf8');
  const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  return { demos: (article.match(/ data-demo="/g) ?? []).length, sections: [...article.matchAll(/<h2 [^>]*id="([^"]+)"/g)].map((match) => match[1]) };
}

/** Records, when the page's <h1> first reads `title`, what the article then holds. */
const recordArrival = (title: string) =>
  new Promise<{ body: string | null; demos: number; footer: boolean }>((resolve) => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('main h1')?.textContent !== title) return;
      observer.disconnect();
      const article = document.querySelector('main article')!;
      resolve({ body: article.getAttribute('data-body'), demos: article.querySelectorAll('[data-demo]').length, footer: article.querySelector('footer') !== null });
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  });

test.describe('navigation drawer', () => {
  test('marks the active page and expands its parent chain', async ({ page, problems }) => {
    await page.goto('/x/react-data-grid/column-definition/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const active = nav.getByRole('link', { name: 'Column definition' });
    await expect(active).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.getByRole('button', { name: 'Data Grid' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('button', { name: 'Columns', exact: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('button', { name: 'Rows', exact: true })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('button', { name: 'Charts', exact: true })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('heading', { name: 'Main features' })).toBeVisible();
    await expect(active).toBeInViewport();
    expect(problems).toEqual([]);
  });

  test('scrolls a deep active link into view', async ({ page }) => {
    await page.goto('/x/react-data-grid/performance/');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Performance' })).toBeInViewport();
  });

  test('shows plan icons and chips', async ({ page }) => {
    await page.goto('/x/react-data-grid/sorting/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: /^Columns/ }).click();
    await expect(nav.getByRole('link', { name: /Column pinning/ }).getByRole('img', { name: 'Pro plan' })).toHaveAttribute('title', 'Pro plan');
    await expect(nav.getByRole('button', { name: /Row grouping/ }).getByRole('img', { name: 'Premium plan' })).toBeVisible();
    await expect(nav.getByRole('button', { name: /^Pivoting/ })).toContainText('New');
    await expect(nav.getByRole('link', { name: /Columns Panel/ })).toContainText('Planned');
    await expect(nav.getByRole('link', { name: /Charts integration/ })).toContainText('Preview');
  });

  test('loads another product section when it is opened', async ({ page, problems }) => {
    await page.goto('/x/react-data-grid/sorting/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    // The charts section is not in this page's HTML: it comes from its section file.
    await expect(nav.getByRole('link', { name: 'Bars overview' })).toHaveCount(0);
    await nav.getByRole('button', { name: 'Charts', exact: true }).click();
    await nav.getByRole('button', { name: 'Bars', exact: true }).click();
    await nav.getByRole('link', { name: 'Bars overview' }).click();
    await expect(page).toHaveURL(/\/x\/react-charts\/bars\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bars overview');
    await expect(nav.getByRole('link', { name: 'Bars overview' })).toHaveAttribute('aria-current', 'page');
    expect(problems).toEqual([]);
  });

  for (const { path, button } of [
    { path: '/x/introduction/installation/', button: 'Charts' },
    // The current page's link sits far down the open Data Grid section: the drawer scrolls to it, and
    // Tree View, further down, is scrolled to by the click.
    { path: '/x/react-data-grid/sorting/', button: 'Tree View' },
  ]) {
    test(`a click while ${path} is still hydrating, on a slow phone, is replayed, not lost (${button})`, async ({ page, context }) => {
      // The drawer hydrates after load, in slices; a click before then must still open the section,
      // and nothing may move the button between press and release. Its scroll to the current page's
      // link once ran when hydration reached it, after the click had scrolled to the button.
      await page.setViewportSize({ width: 1280, height: 900 });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.goto(path);
      const section = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: button, exact: true });
      await section.click();
      await expect(section).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    });
  }

  test('a page change shows the first screen first, then the whole body: every demo and section, the footer, the contents marking', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/x/react-data-grid/sorting/');
    await waitForHydration(page);
    const expected = exportedBody('/x/react-data-grid/pagination/');
    expect(expected.demos).toBeGreaterThan(3);
    const arrival = page.evaluate(recordArrival, 'Pagination');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Pagination', exact: true }).click();
    // The heading came with the top of the body (one demo), without the footer below it.
    expect(await arrival).toEqual({ body: 'first-screen', demos: 1, footer: false });
    const article = page.locator('main article');
    await expect(article).toHaveAttribute('data-body', 'complete');
    await expect(article.locator('[data-demo]')).toHaveCount(expected.demos);
    expect(await article.locator('h2[id]').evaluateAll((headings) => headings.map((heading) => heading.id))).toEqual(expect.arrayContaining(expected.sections));
    await expect(page.getByRole('navigation', { name: 'Previous and next pages' })).toBeAttached();
    // The contents beside the article follow the reader into a section the second step rendered.
    const last = expected.sections[expected.sections.length - 1];
    await page.locator(`[id="${last}"]`).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    await expect(page.locator('nav[aria-labelledby="toc-title"] a[aria-current="location"]')).toHaveAttribute('href', `#${last}`);
    expect(problems).toEqual([]);
  });

  test('a page change to a section renders the whole body at once and lands on the section', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/x/react-data-grid/sorting/');
    await waitForHydration(page);
    const { sections } = exportedBody('/x/react-data-grid/pagination/');
    const target = sections[sections.length - 1];
    const arrival = page.evaluate(recordArrival, 'Pagination');
    await page.evaluate((href) => (window as unknown as { next: { router: { push: (url: string) => Promise<boolean> } } }).next.router.push(href), `/x/react-data-grid/pagination/#${target}`);
    expect((await arrival).body).toBe('complete');
    await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
    expect(problems).toEqual([]);
  });

  test('drawer and article links change pages client-side; files and new-tab clicks are left to the browser', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/x/react-data-grid/sorting/');
    await waitForHydration(page);
    // A marker that a full page load would lose.
    await page.evaluate(() => ((window as unknown as { navMarker: number }).navMarker = 1));
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Pagination', exact: true }).click();
    await expect(page).toHaveURL(/\/x\/react-data-grid\/pagination\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagination');
    await expect(nav.getByRole('link', { name: 'Pagination', exact: true })).toHaveAttribute('aria-current', 'page');
    // A link inside the build-time article.
    const articleLink = page.locator('main article a[href^="/x/"]:not([href*="#"])').first();
    const href = (await articleLink.getAttribute('href'))!;
    await articleLink.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(await page.evaluate(() => (window as unknown as { navMarker?: number }).navMarker)).toBe(1);
    // The pager, the breadcrumbs and the header's home link are plain links too (no next/link).
    await page.goto('/x/react-data-grid/sorting/');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { navMarker: number }).navMarker = 1));
    const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
    const nextTitle = (await pager.locator('a[rel="next"]').innerText()).split('\n').pop()!.trim();
    await pager.locator('a[rel="next"]').click();
    // The pager names a page as the drawer does ("Overview"); its heading may add its group ("Filtering: overview").
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`${nextTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i'));
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    // Data Grid › Main features › Filtering: the product's crumb is a link.
    await crumbs.getByRole('link', { name: 'Data Grid' }).click();
    await expect(page).toHaveURL(/\/x\/react-data-grid\/$/);
    await page.locator('header a[href="/x/introduction/"]').first().click();
    await expect(page).toHaveURL(/\/x\/introduction\/$/);
    expect(await page.evaluate(() => (window as unknown as { navMarker?: number }).navMarker)).toBe(1);
    // Shift+click opens the link in a new window, as the browser does.
    const [popup] = await Promise.all([page.context().waitForEvent('page'), nav.getByRole('link', { name: 'Sorting', exact: true }).click({ modifiers: ['Shift'] })]);
    await popup.close();
    expect(await page.evaluate(() => (window as unknown as { navMarker?: number }).navMarker)).toBe(1);
    expect(problems).toEqual([]);
  });

  test('a failed section load offers a link instead of breaking', async ({ page }) => {
    await page.route('**/x/_nav/react-tree-view-group.json', (route) => route.fulfill({ status: 500, body: 'nope' }));
    await page.goto('/x/react-data-grid/sorting/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Tree View', exact: true }).click();
    await expect(nav.getByRole('alert')).toContainText('Could not load this section');
    await expect(nav.getByRole('link', { name: 'Open Tree View' })).toHaveAttribute('href', '/x/react-tree-view/');
  });

  test('below lg the drawer is temporary, behind a menu button', async ({ page, problems }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/x/react-tree-view/rich-tree-view/selection/');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await page.getByRole('button', { name: 'Open the navigation' }).click();
    const drawer = page.getByRole('dialog').getByRole('navigation', { name: 'Main navigation' });
    await expect(drawer.getByRole('link', { name: 'Selection' }).and(drawer.locator('[aria-current="page"]'))).toBeVisible();
    await drawer.getByRole('link', { name: 'Focus' }).last().click();
    await expect(page).toHaveURL(/\/rich-tree-view\/focus\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('the skip link jumps to the main content', async ({ page }) => {
    await page.goto('/x/introduction/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('the header is 57 px high and the permanent drawer 300 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/x/introduction/');
    expect((await page.locator('header').first().boundingBox())?.height).toBe(57);
    // The drawer's box (its border included) is 300 px wide; the nav sits inside it.
    expect((await page.getByRole('navigation', { name: 'Main navigation' }).locator('..').boundingBox())?.width).toBe(300);
  });
});

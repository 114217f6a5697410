import { test, expect } from './fixtures';

test('an unknown path answers 404 with the page inside the frame', async ({ page, problems }) => {
  const response = await page.goto('/x/react-data-grid/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found - MUI X');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Data Grid' }).click();
  await expect(page).toHaveURL(/\/x\/react-data-grid\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Grid: overview');
  // Chromium logs the document's own 404 status; anything else is a real problem.
  expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
  expect(problems.length).toBeLessThanOrEqual(1);
});

for (const entry of ['/', '/x/']) {
  test(`${entry} leads to the introduction`, async ({ page, request }) => {
    const html = await (await request.get(entry)).text();
    expect(html).toMatch(/<meta http-equiv="refresh" content="0; url=\/x\/introduction\/"/);
    await page.goto(entry);
    await expect(page).toHaveURL(/\/x\/introduction\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction: overview');
  });

  test(`${entry} leads to the introduction without JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(entry);
    await expect(page).toHaveURL(/\/x\/introduction\/$/);
    await context.close();
  });
}

test('without JavaScript, a guide and an API page show their article in place, first screen included', async ({ browser }) => {
  // React streams a large Suspense boundary out of line, hidden until a script reveals it: the pages
  // must not depend on that script to show their text.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [url, text] of [
    ['/x/introduction/installation/', 'Each MUI X product is a separate npm package'],
    ['/x/api/data-grid/data-grid/', 'density'],
  ]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main article').getByText(text).first()).toBeVisible();
    await expect(page.locator('main [hidden], template'), url).toHaveCount(0);
  }
  await context.close();
});

test('/playground renders without the docs theme and frame', async ({ page, problems }) => {
  await page.goto('/playground/');
  await expect(page.getByRole('heading', { level: 1, name: 'Playground' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(page.locator('header')).toHaveCount(0);
  // No CssBaseline: the browser's default body margin is still there.
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('8px');
  expect(problems).toEqual([]);
});

test('/x/llms.txt lists the guide pages, then the API reference as optional, each linking its markdown export', async ({ request }) => {
  const response = await request.get('/x/llms.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^# MUI X/);
  const [guides, optional] = text.split('\n## Optional\n');
  expect(guides).toContain('## Data Grid');
  expect(guides).toContain('- [Sorting](https://mui.com/x/react-data-grid/sorting.md): ');
  expect(guides.match(/^- \[/gm)?.length).toBeGreaterThanOrEqual(200);
  expect(optional.match(/^- \[[^\]]+ API\]\(https:\/\/mui\.com\/x\/api\//gm)?.length).toBeGreaterThanOrEqual(209);
  // The addresses are served: the markdown export of a guide, on this host.
  const markdown = await request.get('/x/react-data-grid/sorting.md');
  expect(markdown.status()).toBe(200);
  expect(await markdown.text()).toMatch(/^# Sorting\n/);
});

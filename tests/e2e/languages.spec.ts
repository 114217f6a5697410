import { test, expect } from './fixtures';

/**
 * Chinese: only titles are translated (the top groups and the product overview pages), so the
 * export has Chinese copies of those five overview pages only. They point search engines at the
 * English page (canonical), say they are Chinese (`lang`), and their drawer speaks Chinese where it can.
 */
const nextData = (html: string) =>
  JSON.parse(/<script id="__NEXT_DATA__" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as {
    props: { pageProps: { page: { userLanguage: string; translations: { pages?: Record<string, string> } } } };
  };

test('a Chinese overview page: lang, canonical, alternates and page props', async ({ request }) => {
  const html = await (await request.get('/zh/x/react-data-grid/')).text();
  expect(html).toMatch(/<html lang="zh-Hans" dir="ltr"/);
  expect(html).toMatch(/<title[^>]*>概览 - MUI X<\/title>/);
  expect(html).toMatch(/<link rel="canonical" href="https:\/\/mui.com\/x\/react-data-grid\/"/);
  expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="https:\/\/mui.com\/x\/react-data-grid\/"/);
  expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="https:\/\/mui.com\/x\/react-data-grid\/"/);
  expect(html).not.toMatch(/hrefLang="zh/i);
  const { page } = nextData(html).props.pageProps;
  expect(page.userLanguage).toBe('zh');
  expect(page.translations.pages?.['/x/react-data-grid-group']).toBe('数据表格');
  // Only what the page can show: the drawer's titles, never the whole file (the on-demand parts' English
  // strings come with their chunks).
  expect(Object.keys(page.translations).sort()).toEqual(['pages']);
  expect(JSON.stringify(page.translations.pages).length).toBeLessThan(1_000);
});

test('English pages carry userLanguage en, no translated titles and no Chinese alternate', async ({ request }) => {
  const html = await (await request.get('/x/react-data-grid/')).text();
  expect(html).toMatch(/<html lang="en" dir="ltr"/);
  expect(html).not.toMatch(/hrefLang="zh/i);
  const { page } = nextData(html).props.pageProps;
  expect(page.userLanguage).toBe('en');
  // No strings at all: the frame's come with the bundle, the on-demand parts' with their chunks.
  expect(page.translations).toEqual({});
});

test('the drawer shows Chinese titles and leads to the Chinese copies', async ({ page, problems }) => {
  await page.goto('/zh/x/react-data-grid/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('概览');
  await expect(nav.getByRole('button', { name: '数据表格' })).toHaveAttribute('aria-expanded', 'true');
  for (const title of ['简介', '通用概念', '日期和时间选择器', '图表', '树形视图', '迁移']) {
    await expect(nav.getByRole('button', { name: title, exact: true })).toBeVisible();
  }
  const current = nav.getByRole('link', { name: '概览' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toHaveAttribute('href', '/zh/x/react-data-grid/');
  // Untranslated entries stay English, say so, and lead to the English page.
  const quickstart = nav.getByRole('link', { name: 'Quickstart' });
  await expect(quickstart).toHaveAttribute('href', '/x/react-data-grid/quickstart/');
  await expect(quickstart.locator('[lang="en"]')).toHaveText('Quickstart');
  await expect(page.locator('article [lang="en"]').first()).toBeVisible();

  // Another product's section comes from its (English) file, titled in Chinese on this page.
  await nav.getByRole('button', { name: '图表', exact: true }).click();
  await nav.getByRole('link', { name: '概览' }).nth(1).click();
  await expect(page).toHaveURL(/\/zh\/x\/react-charts\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('概览');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');

  // Leaving for an English page switches the document's language back.
  await nav.getByRole('button', { name: 'Bars', exact: true }).click();
  await nav.getByRole('link', { name: 'Bars overview' }).click();
  await expect(page).toHaveURL(/\/x\/react-charts\/bars\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(nav.getByRole('button', { name: 'Charts', exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test('an old Chinese address without a Chinese page offers the English one', async ({ page }) => {
  const response = await page.goto('/zh/x/react-data-grid/sorting/');
  expect(response?.status()).toBe(404);
  const main = page.getByRole('main');
  await expect(main).toContainText('a translation the docs do not have');
  await main.getByRole('link', { name: '/x/react-data-grid/sorting/' }).click();
  await expect(page).toHaveURL(/\/x\/react-data-grid\/sorting\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorting');
});

test('an unknown language prefix is an ordinary missing page', async ({ page }) => {
  const response = await page.goto('/fr/x/react-data-grid/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('main')).not.toContainText('a translation the docs do not have');
});

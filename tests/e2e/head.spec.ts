import fs from 'node:fs';
import path from 'node:path';
import { test, expect, OUT_DIR } from './fixtures';

const samples = [
  { path: '/x/react-data-grid/sorting/', title: 'Sorting - MUI X', productId: 'x-data-grid' },
  { path: '/x/react-date-pickers/date-range-picker/', title: 'Date Range Picker - MUI X', productId: 'x-date-pickers' },
  { path: '/x/react-charts/', title: 'Charts: overview - MUI X', productId: 'x-charts' },
  { path: '/x/react-tree-view/rich-tree-view/editing/', title: 'Label editing - MUI X', productId: 'x-tree-view' },
  { path: '/x/introduction/licensing/', title: 'Licensing - MUI X', productId: 'null' },
];

for (const sample of samples) {
  test(`head of ${sample.path}`, async ({ page }) => {
    await page.goto(sample.path);
    await expect(page).toHaveTitle(sample.title);
    const head = page.locator('head');
    const description = await head.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(40);
    const url = `https://mui.com${sample.path}`;
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
    await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', url);
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', url);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', sample.title);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
    await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', description!);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    // The preview card is on the configured host, and the export carries the file it names.
    const image = await head.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/^https:\/\/mui\.com\/.+\.png$/);
    await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image!);
    const file = fs.readFileSync(path.join(OUT_DIR, new URL(image!).pathname));
    expect(file.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([file.readUInt32BE(16), file.readUInt32BE(20)]).toEqual([1200, 630]);
    await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(head.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /Data Grid/);
    await expect(head.locator('meta[name="mui:productId"]')).toHaveAttribute('content', sample.productId);
    await expect(head.locator('meta[name="mui:productCategoryId"]')).toHaveAttribute('content', 'x');
    await expect(head.locator('title')).toHaveCount(1);
    await expect(head.locator('meta[name="description"]')).toHaveCount(1);
  });
}

test('the static HTML already carries the head (no JavaScript needed)', async ({ request }) => {
  const html = await (await request.get('/x/react-data-grid/sorting/')).text();
  expect(html).toMatch(/<title[^>]*>Sorting - MUI X<\/title>/);
  expect(html).toMatch(/<link rel="canonical" href="https:\/\/mui.com\/x\/react-data-grid\/sorting\/"/);
  expect(html).toMatch(/<meta name="mui:productId" content="x-data-grid"/);
  expect(html).toMatch(/<html lang="en" dir="ltr"/);
});

import fs from 'node:fs';
import path from 'node:path';
import type { APIResponse } from '@playwright/test';
import { test, expect, OUT_DIR, exportedPages, waitForHydration } from '../e2e/fixtures';
import { headersFor, parseHeadersFile } from '../../src/export/hosting/headers';
import { cacheControl } from '../../data/hosting';

/**
 * What a real host does with the export: Debian's nginx with the generated configuration
 * (playwright.nginx.config.ts). Its headers are compared with out/_headers (the file Netlify and
 * Cloudflare Pages read, and `npm run serve` sends): both are generated from the same rules, so any
 * difference is a bug in one of them.
 */
const RULES = parseHeadersFile(fs.readFileSync(path.join(OUT_DIR, '_headers'), 'utf8'));
const NAMES = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'permissions-policy', 'cross-origin-opener-policy'];

/** The first file of a folder of out/ (recursively), as a URL path. */
function firstFile(folder: string, pattern: RegExp): string {
  const walk = (dir: string): string | null => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      const found = entry.isDirectory() ? walk(full) : pattern.test(entry.name) ? full : null;
      if (found) return found;
    }
    return null;
  };
  const file = walk(path.join(OUT_DIR, folder));
  if (!file) throw new Error(`no ${pattern} under out/${folder}`);
  return `/${path.relative(OUT_DIR, file).split(path.sep).join('/')}`;
}

/** Headers as served must be those _headers gives the path; errors get no-store instead of the path's Cache-Control. */
function expectHeadersOf(response: APIResponse, urlPath: string) {
  const expected = headersFor(RULES, urlPath);
  const served = response.headers();
  for (const name of NAMES) expect(served[name], `${name} of ${urlPath}`).toBe(expected.get(name));
  const cache = response.status() >= 400 ? cacheControl.error : expected.get('cache-control');
  expect(served['cache-control'], `cache-control of ${urlPath} (${response.status()})`).toBe(cache);
}

test('pages, scripts, the worker, section and sources files carry the headers of _headers', async ({ request }) => {
  const paths = [
    '/',
    '/x/introduction/',
    '/x/api/data-grid/data-grid/',
    '/404.html',
    '/x/sw.js',
    firstFile('_next/static/chunks', /\.js$/),
    firstFile('_next/static/css', /\.css$/),
    firstFile('x/_nav', /\.json$/),
    firstFile('x/_demo-sources', /\.json$/),
    '/static/social-preview.png',
  ];
  for (const urlPath of paths) {
    const response = await request.get(urlPath, { maxRedirects: 0 });
    expect(response.status(), urlPath).toBe(200);
    expectHeadersOf(response, urlPath);
  }
  expect((await request.get('/x/sw.js')).headers()['content-type']).toMatch(/javascript/);
});

test('hashed files are immutable, pages and the worker are revalidated', async ({ request }) => {
  const chunk = firstFile('_next/static/chunks', /\.js$/);
  expect((await request.get(chunk)).headers()['cache-control']).toBe(cacheControl.immutable);
  expect((await request.get(firstFile('x/_demo-sources', /\.json$/))).headers()['cache-control']).toBe(cacheControl.immutable);
  for (const urlPath of ['/x/introduction/', '/x/sw.js', '/']) {
    expect((await request.get(urlPath)).headers()['cache-control'], urlPath).toBe(cacheControl.revalidate);
  }
});

test('a missing path answers the site\'s 404 page, with every header and no-store', async ({ request, page }) => {
  const missing = await request.get('/x/no-such-page/');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toBe(fs.readFileSync(path.join(OUT_DIR, '404.html'), 'utf8'));
  expectHeadersOf(missing, '/x/no-such-page/');
  const response = await page.goto('/x/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('a missing hashed chunk or sources file is an error that is never cached', async ({ request }) => {
  for (const urlPath of ['/_next/static/chunks/gone-0123456789abcdef.js', '/x/_demo-sources/data-grid/Gone.0123456789abcdef.json']) {
    const response = await request.get(urlPath);
    expect(response.status(), urlPath).toBe(404);
    expect(response.headers()['cache-control'], urlPath).toBe('no-store');
    expectHeadersOf(response, urlPath);
  }
});

test('a page asked for without its trailing slash is redirected to it', async ({ request }) => {
  for (const urlPath of ['/x/introduction', '/x/react-data-grid/sorting', '/x/api/data-grid/data-grid']) {
    const response = await request.get(urlPath, { maxRedirects: 0 });
    expect(response.status(), urlPath).toBe(301);
    expect(response.headers().location, urlPath).toBe(`${urlPath}/`);
    expect(response.headers()['content-security-policy']).toBe(headersFor(RULES, urlPath).get('content-security-policy'));
  }
});

/** A sample of the export: every n-th page, plus a demo page, an API page and the privacy page. */
function crawlSample(size: number): string[] {
  const pages = exportedPages().filter((urlPath) => urlPath.startsWith('/x/'));
  const step = Math.max(1, Math.floor(pages.length / size));
  const sample = new Set(['/x/react-data-grid/sorting/', '/x/api/data-grid/data-grid/', '/x/privacy/', '/x/react-charts/bars/']);
  for (let index = 0; index < pages.length && sample.size < size; index += step) sample.add(pages[index]);
  return [...sample];
}

const SAMPLE = crawlSample(24);
const HALVES = [SAMPLE.slice(0, SAMPLE.length / 2), SAMPLE.slice(SAMPLE.length / 2)];

for (const [index, half] of HALVES.entries()) {
  test(`a crawl sample under the enforced policy, part ${index + 1}: no violation, no error`, async ({ page, problems }) => {
    test.setTimeout(120_000);
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
          `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
        );
      });
    });
    for (const urlPath of half) {
      const response = await page.goto(urlPath);
      expect(response?.status(), urlPath).toBe(200);
      expect(response?.headers()['content-security-policy'], urlPath).toBe(headersFor(RULES, urlPath).get('content-security-policy'));
      await waitForHydration(page);
    }
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });
}

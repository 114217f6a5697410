import { test as base, expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

export const OUT_DIR = path.join(process.cwd(), 'out');

/** Messages a clean page never prints: console errors, uncaught exceptions and React hydration warnings. */
export function watchPageProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat/i.test(text)) {
      problems.push(`console.${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Every request that leaves the local server is answered here (third parties are unreachable on CI
 * machines); a test that needs a third party routes it itself.
 */
async function isolate(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) =>
    route.fulfill({ status: 204, body: '' }),
  );
}

export const test = base.extend<{ problems: string[] }>({
  page: async ({ page }, use) => {
    await isolate(page);
    await use(page);
  },
  problems: async ({ page }, use) => {
    await use(watchPageProblems(page));
  },
});

export { expect };

/** Every exported HTML page as a URL path (`/x/introduction/`), 404.html excluded. */
export function exportedPages(): string[] {
  const result: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '_next') walk(full);
      } else if (entry.name === 'index.html') {
        const rel = path.relative(OUT_DIR, dir).split(path.sep).join('/');
        result.push(rel ? `/${rel}/` : '/');
      }
    }
  };
  walk(OUT_DIR);
  return result.sort();
}

/** Whether the static export serves a path (a page folder or a file). */
export function isExported(urlPath: string): boolean {
  const clean = decodeURIComponent(urlPath.replace(/[?#].*$/, ''));
  const target = clean.endsWith('/') ? path.join(OUT_DIR, clean, 'index.html') : path.join(OUT_DIR, clean);
  return fs.existsSync(target) && fs.statSync(target).isFile();
}

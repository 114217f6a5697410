import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const PAGE = '/x/react-data-grid/sorting/';
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const DARK_BG = 'rgb(13, 17, 23)';
const LIGHT_BG = 'rgb(255, 255, 255)';

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Open settings' }).click();
  return page.getByRole('dialog', { name: 'Settings' });
}

test('a stored dark mode paints dark even when every script is blocked', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('mui-mode', 'dark'));
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto(PAGE);
  expect(await background(page)).toBe(DARK_BG);
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute('content', '#0d1117');
});

test('the mode chosen in the settings survives a reload', async ({ page, problems }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(PAGE);
  expect(await background(page)).toBe(LIGHT_BG);
  const settings = await openSettings(page);
  await settings.getByRole('button', { name: 'Dark' }).click();
  await expect(settings.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  expect(await background(page)).toBe(DARK_BG);
  expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
  await page.reload();
  expect(await background(page)).toBe(DARK_BG);
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute('content', '#0d1117');
  expect(problems).toEqual([]);
});

test('system mode follows the operating system live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  expect(await background(page)).toBe(DARK_BG);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'light');
});

test('two open tabs stay in sync', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  for (const tab of [first, second]) {
    await tab.emulateMedia({ colorScheme: 'light' });
    await tab.goto(PAGE);
  }
  const settings = await openSettings(first);
  await settings.getByRole('button', { name: 'Dark' }).click();
  await expect(second.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  await settings.getByRole('button', { name: 'Right-to-left' }).click();
  await expect(second.locator('html')).toHaveAttribute('dir', 'rtl');
  await settings.getByRole('button', { name: 'Light' }).click();
  await expect(second.locator('html')).toHaveAttribute('data-mui-color-scheme', 'light');
});

/** Elements still styled by the LTR cache (`css-…` classes), as `tag.class`. */
const ltrClassed = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body [class*="css-"]')].flatMap((element) =>
      [...element.classList].filter((name) => name.startsWith('css-')).map((name) => `${element.tagName.toLowerCase()}.${name}`),
    ),
  );

test('a stored right-to-left restyles every part of a page, including those that hydrate after the frame', async ({ page, problems }) => {
  await page.addInitScript(() => window.localStorage.setItem('mui-direction', 'rtl'));
  for (const url of ['/x/react-data-grid/sorting/', '/x/api/data-grid/data-grid/']) {
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect.poll(() => page.locator('style[data-emotion^="rtl"]').count()).toBeGreaterThan(0);
    await expect.poll(() => ltrClassed(page), { message: url }).toEqual([]);
  }
  expect(problems).toEqual([]);
});

test('right-to-left mirrors the frame and survives a reload', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(PAGE);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  expect((await nav.boundingBox())!.x).toBeLessThan(10);
  const settings = await openSettings(page);
  await settings.getByRole('button', { name: 'Right-to-left' }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect.poll(async () => (await nav.boundingBox())!.x).toBeGreaterThan(1000);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect((await nav.boundingBox())!.x).toBeGreaterThan(1000);
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).textAlign)).toMatch(/start|right/);
  // Code stays left to right, its copy button in the block's top-right corner.
  const copy = page.getByRole('button', { name: 'Copy the code' }).first();
  const block = page.locator('pre', { has: page.locator('code') }).first();
  await copy.scrollIntoViewIfNeeded();
  expect(await block.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  const [blockBox, copyBox] = [(await block.boundingBox())!, (await copy.boundingBox())!];
  expect(blockBox.x + blockBox.width - (copyBox.x + copyBox.width)).toBeLessThan(24);
  // Inline code keeps its own order inside a right-to-left sentence.
  expect(await page.locator('p > code').first().evaluate((element) => getComputedStyle(element).unicodeBidi)).toBe('plaintext');
  // Once the RTL plugin chunk has arrived, every element carries the RTL cache's classes, the parts that
  // hydrate after the frame included (HydrationStyles). The theme's CSS variables stay: the same in
  // both directions, never generated again in the browser (DocsThemeProvider).
  await expect.poll(() => page.locator('style[data-emotion^="rtl"]').count()).toBeGreaterThan(0);
  await expect.poll(() => ltrClassed(page)).toEqual([]);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mui-spacing'))).toBe('8px');
  expect(problems).toEqual([]);
});

test("in RTL, MUI components' own styles mirror too: the phone drawer opens from the right", async ({ page, problems }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('mui-direction', 'rtl'));
  await page.goto(PAGE);
  await expect.poll(() => page.locator('style[data-emotion^="rtl"]').count()).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Open the navigation' }).click();
  const paper = page.locator('.MuiDrawer-paper');
  await expect(paper.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  // Flush with the right edge once the slide-in has ended (MUI writes `left: 0`, flipped for RTL).
  await expect.poll(async () => Math.round(await paper.evaluate((element) => element.getBoundingClientRect().right))).toBe(390);
  expect(await paper.evaluate((element) => getComputedStyle(element).right)).toBe('0px');
  expect(problems).toEqual([]);
});

test('RTL is applied before any script runs', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.addInitScript(() => localStorage.setItem('mui-direction', 'rtl'));
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto(PAGE);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect((await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox())!.x).toBeGreaterThan(1000);
});

for (const [label, values] of [
  ['unknown values', { 'mui-mode': 'banana', 'mui-color-scheme-dark': 'sepia', 'mui-direction': 'up' }],
  ['JSON garbage', { 'mui-mode': '{"mode":', 'mui-color-scheme-light': '[]', 'mui-direction': 'null' }],
  ['HTML', { 'mui-mode': '<img src=x onerror=alert(1)>', 'mui-direction': '<script>alert(1)</script>' }],
] as const) {
  test(`corrupt storage (${label}) falls back to the defaults without an error`, async ({ page, problems }) => {
    await page.addInitScript((stored) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    }, values);
    page.on('dialog', () => problems.push('a dialog opened'));
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'light');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const settings = await openSettings(page);
    await expect(settings.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
    expect(problems).toEqual([]);
  });
}

test('storage that throws leaves the site working on defaults', async ({ page, problems }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  const settings = await openSettings(page);
  await settings.getByRole('button', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'light');
  await settings.getByRole('button', { name: 'Right-to-left' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(problems).toEqual([]);
});

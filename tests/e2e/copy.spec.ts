import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration, loadAllDemos, demoSource } from './fixtures';

/**
 * Copy buttons put the exact source on the clipboard, say "Copied", and go back to "Copy"; the
 * Ctrl/⌘ + C shortcut copies a hovered block; copying works without the async Clipboard API.
 */
const PROSE_PAGE = '/x/introduction/installation/';
const DEMO_PAGE = '/x/react-data-grid/sorting/';

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/**
 * The code fences of the prose page's markdown source, in order: the exact text its copy buttons must
 * copy (the page sends a fence's code once, as its highlighted HTML).
 */
function proseFences(): string[] {
  const markdown = fs.readFileSync(path.join(process.cwd(), 'data', 'docs', 'introduction', 'installation.md'), 'utf8');
  return [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
}

test('a markdown code block copies its exact source and reverts after 2 s', async ({ page, problems }) => {
  await page.goto(PROSE_PAGE);
  await waitForHydration(page);
  const expected = proseFences()[0];
  const button = page.getByRole('button', { name: 'Copy the code' }).first();
  await expect(button).toHaveText('Copy');
  await expect(button).toHaveAccessibleDescription('Ctrl + C');
  await button.click();
  await expect(button).toHaveText('Copied');
  expect(await readClipboard(page)).toBe(expected);
  await expect(button).toHaveText('Copy', { timeout: 3_000 });
  expect(problems).toEqual([]);
});

test('a demo copies the full TS source (not the preview) and reverts after 1.2 s', async ({ page, problems }) => {
  await page.goto(DEMO_PAGE);
  await waitForHydration(page);
  await loadAllDemos(page);
  const block = page.locator('[data-demo]').first();
  await expect(block.getByRole('button', { name: 'Show the full source' })).toBeVisible();
  const button = block.getByRole('button', { name: 'Copy the code' });
  await button.click();
  await expect(button).toHaveText('Copied');
  expect(await readClipboard(page)).toBe(await demoSource(page));
  await expect(button).not.toHaveText('Copied', { timeout: 2_000 });

  await block.getByRole('button', { name: 'JS', exact: true }).click();
  await button.click();
  await expect(button).toHaveText('Copied');
  expect(await readClipboard(page)).toBe(await demoSource(page, { variant: 'JS' }));
  expect(problems).toEqual([]);
});

test('Ctrl + C on a hovered block copies it, unless text is selected', async ({ page, problems }) => {
  await page.goto(PROSE_PAGE);
  await waitForHydration(page);
  const codes = proseFences();
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  const second = page.locator('pre').nth(1);
  // Hovered once, possibly before the article has hydrated (it hydrates after the frame the router
  // reports ready with): the block then learns it is hovered when it hydrates. A key pressed before
  // that is not replayed (React replays clicks, not keys), so the press is repeated, not the hover.
  await second.hover();
  await expect(async () => {
    await page.keyboard.press('Control+c');
    await expect(page.getByRole('button', { name: 'Copy the code' }).nth(1)).toHaveText('Copied', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  expect(await readClipboard(page)).toBe(codes[1]);

  // With part of the text selected, the block stays out of the way of the browser's own copy.
  await expect(page.getByRole('button', { name: 'Copy the code' }).nth(1)).not.toHaveText('Copied', { timeout: 3_000 });
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  await second.evaluate((pre) => {
    const range = document.createRange();
    const text = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT).nextNode()!;
    range.setStart(text, 0);
    range.setEnd(text, Math.min(3, text.textContent!.length));
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
  });
  await second.hover();
  await page.keyboard.press('Control+c');
  await page.waitForTimeout(300);
  await expect(page.getByRole('button', { name: 'Copy the code' }).nth(1)).not.toHaveText('Copied');
  expect(await readClipboard(page)).not.toBe(codes[1]);
  expect(problems).toEqual([]);
});

test('Ctrl + C on a focused block copies it (keyboard only)', async ({ page }) => {
  await page.goto(PROSE_PAGE);
  await waitForHydration(page);
  const codes = proseFences();
  await page.mouse.move(0, 0);
  await page.locator('pre').first().focus();
  await page.keyboard.press('Control+c');
  await expect(page.getByRole('button', { name: 'Copy the code' }).first()).toHaveText('Copied');
  expect(await readClipboard(page)).toBe(codes[0]);
});

test('copy works without the async Clipboard API', async ({ page, context, problems }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true });
  });
  await page.goto(PROSE_PAGE);
  await waitForHydration(page);
  expect(await page.evaluate(() => typeof navigator.clipboard)).toBe('undefined');
  const expected = proseFences()[0];
  const button = page.getByRole('button', { name: 'Copy the code' }).first();
  await button.click();
  await expect(button).toHaveText('Copied');
  // Read the system clipboard from another tab, which still has the API.
  const reader = await context.newPage();
  await reader.goto(PROSE_PAGE);
  expect(await readClipboard(reader)).toBe(expected);
  expect(problems).toEqual([]);
});

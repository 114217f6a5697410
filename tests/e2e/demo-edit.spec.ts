import type { Locator, Page } from '@playwright/test';
import { test, expect, liveArea, waitForHydration } from './fixtures';

/**
 * Editing a demo in the page (src/demos/edit/, src/demos/runner/): the code becomes CodeMirror, the
 * edited code runs in the frame at /playground/demo-runner/ (the only path whose policy allows eval),
 * errors show in place with their line, and Reset demo brings the original back.
 */
const PAGE = '/x/react-tree-view/simple-tree-view/items/';
const FILE = 'BasicSimpleTreeView.tsx';

const demoOf = (page: Page) => page.locator(`[data-demo="${FILE}"]`);
const frameOf = (page: Page) => page.frameLocator(`[data-demo="${FILE}"] iframe.demo-edit-frame`);

/** Opens the page and the demo's editor with the button, as a reader would; returns the editor's content. */
async function openEditor(page: Page): Promise<Locator> {
  await page.goto(PAGE);
  await waitForHydration(page);
  const demo = demoOf(page);
  await liveArea(demo).scrollIntoViewIfNeeded();
  await expect(liveArea(demo)).toHaveAttribute('data-state', 'ready');
  await demo.getByRole('button', { name: 'Edit the code' }).click();
  const content = demo.locator('.cm-content');
  await expect(content).toBeFocused({ timeout: 15_000 });
  return content;
}

/** Replaces the editor's whole text, as one input (a paste). */
async function replaceCode(page: Page, content: Locator, text: string) {
  await content.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

test('an edited prop shows in the live demo; a syntax error shows in place and keeps the last render; Reset demo restores both', async ({ page, problems }) => {
  const content = await openEditor(page);
  const demo = demoOf(page);
  await expect(demo.getByText('Esc leaves the editor', { exact: false })).toBeVisible();
  const original = (await content.evaluate((element) => (element as HTMLElement).innerText)).replace(/\n$/, '');
  expect(original).toContain('label="Data Grid"');

  await replaceCode(page, content, original.replace('label="Data Grid"', 'label="Edited in place"'));
  await expect(frameOf(page).getByRole('treeitem', { name: /^Edited in place/ })).toBeVisible({ timeout: 15_000 });
  await expect(demo.locator('.demo-content')).toBeHidden();

  await replaceCode(page, content, original.replace('label="Data Grid"', 'label="Edited in place" {'));
  const error = demo.getByRole('alert');
  await expect(error).toContainText(/Syntax error in BasicSimpleTreeView\.tsx, line \d+/);
  await expect(frameOf(page).getByRole('treeitem', { name: /^Edited in place/ })).toBeVisible();

  await demo.getByRole('toolbar', { name: 'Demo tools' }).getByRole('button', { name: 'Reset demo' }).click();
  await expect(demo.locator('.cm-editor')).toHaveCount(0);
  await expect(demo.locator('iframe')).toHaveCount(0);
  await expect(demo.getByRole('alert')).toHaveCount(0);
  await expect(demo.locator('pre')).toContainText('label="Data Grid"');
  await expect(demo.getByRole('treeitem', { name: /^Data Grid/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test('keyboard only: the edit button starts the editor, Esc leaves it, the toolbar is one tab stop with arrows', async ({ page }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const demo = demoOf(page);
  await liveArea(demo).scrollIntoViewIfNeeded();
  const edit = demo.getByRole('button', { name: 'Edit the code' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const content = demo.locator('.cm-content');
  await expect(content).toBeFocused({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(demo.locator('.demo-editor-slot')).toBeFocused();

  const toolbar = demo.getByRole('toolbar', { name: 'Demo tools' });
  const first = toolbar.getByRole('button').first();
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button').nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(toolbar.locator('button, a[href]').last()).toBeFocused();
  await expect(toolbar.locator('[tabindex="0"]')).toHaveCount(1);
});

test('the edited demo follows dark mode and right-to-left', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('mui-mode', 'dark');
    localStorage.setItem('mui-direction', 'rtl');
  });
  const content = await openEditor(page);
  const original = (await content.evaluate((element) => (element as HTMLElement).innerText)).replace(/\n$/, '');
  await replaceCode(page, content, original.replace('label="Data Grid"', 'label="Dark and RTL"'));
  const frame = frameOf(page);
  await expect(frame.getByRole('treeitem', { name: /^Dark and RTL/ })).toBeVisible({ timeout: 15_000 });
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(frame.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
});

test("the editor's code is not in the first load; it arrives on the first edit", async ({ page }) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(new URL(response.url()).pathname, response.text().catch(() => ''));
  });
  const withEditor = async () => {
    const found: string[] = [];
    // CodeMirror's class names and one of sucrase's option names survive minification.
    for (const [url, body] of scripts) if (/cm-scroller|enableLegacyTypeScriptModuleInterop/.test(await body)) found.push(url);
    return found;
  };
  await page.goto(PAGE, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  await liveArea(demoOf(page)).scrollIntoViewIfNeeded();
  await expect(liveArea(demoOf(page))).toHaveAttribute('data-state', 'ready');
  expect(await withEditor()).toEqual([]);
  await demoOf(page).getByRole('button', { name: 'Edit the code' }).click();
  await expect(demoOf(page).locator('.cm-content')).toBeFocused({ timeout: 15_000 });
  await expect.poll(async () => (await withEditor()).length).toBeGreaterThan(0);
});

test('a link to the JS source opens the demo with its full JS source', async ({ page }) => {
  await page.goto(`${PAGE}#BasicSimpleTreeView.js`);
  await waitForHydration(page);
  const demo = demoOf(page);
  await expect(demo.getByRole('button', { name: 'JS', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(demo.getByRole('button', { name: 'Hide the full source' })).toBeVisible();
  await expect(demo.locator('pre')).toContainText('export default function BasicSimpleTreeView');
});

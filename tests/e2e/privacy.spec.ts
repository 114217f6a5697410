import fs from 'node:fs';
import path from 'node:path';
import { test, expect, OUT_DIR, waitForHydration } from './fixtures';
import { headersFor, parseHeadersFile } from '../../src/export/hosting/headers';
import { E2E_MEASUREMENT_ID } from './buildSettings';

/**
 * The privacy page against the policy the server sends: every host the browser may reach for a
 * script or a connection has its line; the settings drawer links to it; no placeholder id ships.
 */
const POLICY = headersFor(parseHeadersFile(fs.readFileSync(path.join(OUT_DIR, '_headers'), 'utf8')), '/').get('content-security-policy') ?? '';
const hostsOf = (name: string) =>
  (POLICY.split('; ').find((part) => part.startsWith(`${name} `))?.split(' ').slice(1) ?? []).filter((value) => !value.startsWith("'"));

test('lists every host of the policy\'s connect-src and script-src, with what it receives and when', async ({ page, problems }) => {
  await page.goto('/x/privacy/');
  await waitForHydration(page);
  const article = page.locator('main article').first();
  const text = (await article.innerText()).replace(/\s+/g, ' ');
  const hosts = [...new Set([...hostsOf('connect-src'), ...hostsOf('script-src')])];
  // The suite's build has analytics: Google's hosts are in the policy, and so on the page.
  expect(hosts).toEqual(expect.arrayContaining(['https://www.googletagmanager.com', 'https://*.google-analytics.com']));
  expect(hosts.filter((host) => !text.includes(host))).toEqual([]);
  await expect(article.getByRole('table').first()).toContainText('Only after you choose "Allow analytics"');
  await expect(article).toContainText('mui-analytics-consent');
  await expect(article).toContainText('codeVariant');
  expect(problems).toEqual([]);
});

test('the settings drawer links to the privacy page', async ({ page }) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open settings' }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('link', { name: 'What this site stores and sends' }).click();
  await expect(page).toHaveURL(/\/x\/privacy\/$/);
});

test('no placeholder measurement id in any built file; only the id the suite\'s build was given', () => {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(js|html|json|txt|md)$/.test(entry.name) && /G-X{10}/.test(fs.readFileSync(full, 'utf8'))) found.push(path.relative(OUT_DIR, full));
    }
  };
  walk(OUT_DIR);
  expect(found).toEqual([]);
  expect(POLICY).toContain('https://www.googletagmanager.com');
  expect(E2E_MEASUREMENT_ID).not.toMatch(/X{4}/);
});

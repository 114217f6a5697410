import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, OUT_DIR, exportedPages, loadAllDemos, waitForHydration } from './fixtures';
import { site } from '../../data/site';
import { evalFrame } from '../../data/hosting';
import { parseHeadersFile, headersFor } from '../../src/export/hosting/headers';
import { inlineScriptHashes } from '../../src/export/hosting/csp';

/**
 * The headers a host must send, as the export's `_headers` states them and `npm run serve` (the
 * suite's server) sends them. The whole suite runs under that Content-Security-Policy, so the crawl
 * (every page, every demo) already fails on any violation Chromium logs; this spec adds a walk with
 * the ad network, the JSON ad service, analytics and a sandbox answering as they would, and listens
 * for `securitypolicyviolation` events.
 */
const RULES = parseHeadersFile(fs.readFileSync(path.join(OUT_DIR, '_headers'), 'utf8'));
const POLICY = headersFor(RULES, '/').get('content-security-policy') ?? '';
const directive = (name: string) => POLICY.split('; ').find((part) => part.startsWith(`${name} `))?.split(' ').slice(1) ?? [];

test('the server sends the export\'s headers: policy, nosniff, referrer policy, framing, caching', async ({ request }) => {
  const page = await request.get('/x/introduction/');
  expect(page.headers()['content-security-policy']).toBe(POLICY);
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(directive('frame-ancestors')).toEqual(["'self'"]);
  const html = await page.text();
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  expect((await request.get(script!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/x/sw.js')).headers()['cache-control']).toBe('no-cache');
  const missing = await request.get('/x/no-such-page/');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-security-policy']).toBe(POLICY);
  expect(missing.headers()['cache-control']).toBe('no-store');
});

test('a missing hashed chunk or sources file is a 404 that is never cached, not a year-long one', async ({ request }) => {
  for (const urlPath of ['/_next/static/chunks/gone-0123456789abcdef.js', '/x/_demo-sources/data-grid/Gone.0123456789abcdef.json']) {
    const missing = await request.get(urlPath);
    expect(missing.status(), urlPath).toBe(404);
    expect(missing.headers()['cache-control'], urlPath).toBe('no-store');
    expect(missing.headers()['content-security-policy'], urlPath).toBe(POLICY);
  }
});

test('the policy allows no eval and no unhashed inline script, and hashes every inline script of every page', () => {
  expect(POLICY).not.toContain("'unsafe-eval'");
  expect(directive('script-src')).not.toContain("'unsafe-inline'");
  const missing: string[] = [];
  const evaluating: string[] = [];
  for (const urlPath of [...exportedPages(), '/404.html']) {
    // Each page under the policy the host sends for it: the edited-demo frame has its own (below).
    const policy = headersFor(RULES, urlPath).get('content-security-policy') ?? '';
    const scriptSrc = policy.split('; ').find((part) => part.startsWith('script-src '))?.split(' ') ?? [];
    if (scriptSrc.includes("'unsafe-eval'") && !urlPath.startsWith(evalFrame.folder)) evaluating.push(urlPath);
    const allowed = new Set(scriptSrc);
    const file = urlPath.endsWith('/') ? path.join(OUT_DIR, urlPath, 'index.html') : path.join(OUT_DIR, urlPath);
    for (const hash of inlineScriptHashes(fs.readFileSync(file, 'utf8'))) {
      if (!allowed.has(hash)) missing.push(`${urlPath} ${hash}`);
    }
  }
  expect(missing).toEqual([]);
  // Only the frame that runs edited demos may evaluate code.
  expect(evaluating).toEqual([]);
  const framePolicy = headersFor(RULES, evalFrame.folder).get('content-security-policy') ?? '';
  expect(framePolicy).toContain("'unsafe-eval'");
  expect(framePolicy).toContain("frame-ancestors 'self'");
});

test('another site cannot frame the docs', async ({ page, baseURL }) => {
  // The frame's parent is a blank page, not the docs' origin: frame-ancestors 'self' refuses it.
  await page.setContent(`<iframe src="${baseURL}/x/introduction/" title="framed"></iframe>`);
  await expect.poll(() => page.frames().find((candidate) => candidate !== page.mainFrame())?.url() ?? '').toMatch(/^chrome-error:/);
});

// What the ad network's script does: asks its server for an ad (fetch), then inserts it with an image.
const NETWORK_SCRIPT = `(function(){var s=document.getElementById(${JSON.stringify(site.ads.network.scriptId)});
fetch('https://srv.carbonads.net/ads/x.json').catch(function(){});
var d=document.createElement('div');d.id='carbonads';
d.innerHTML='<span><span class="carbon-wrap"><a href="https://srv.carbonads.net/click" class="carbon-img"><img src="https://srv.carbonads.net/ad.png" alt="" width="130" height="100"></a><a href="https://srv.carbonads.net/click" class="carbon-text">A network ad</a></span></span>';
s.parentNode.insertBefore(d,s.nextSibling);})();`;
// What gtag.js does: keeps its queue, sends hits with fetch and an image beacon.
const ANALYTICS_SCRIPT = `(function(){window.dataLayer=window.dataLayer||[];
fetch('https://region1.google-analytics.com/g/collect?v=2',{method:'POST',mode:'no-cors',keepalive:true}).catch(function(){});
new Image().src='https://www.google-analytics.com/g/collect?v=2&t=pageview';})();`;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Third parties answering as they would, and every policy violation reported to `violations`. */
async function realisticThirdParties(page: Page, random: number, violations: string[]) {
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript((draw) => {
    Math.random = () => draw;
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  }, random);
  const script = (body: string) => ({ status: 200, contentType: 'text/javascript', body });
  await page.route((url) => url.href.startsWith(site.ads.network.scriptUrl), (route) => route.fulfill(script(NETWORK_SCRIPT)));
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill(script(ANALYTICS_SCRIPT)));
  await page.route(/^https:\/\/(srv\.carbonads\.net|ads-cdn\.example\.com|pixel\.example\.com)\/.*\.png/, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PNG }));
  await page.route((url) => url.href.startsWith(site.ads.jsonServiceUrl), (route) =>
    route.fulfill({
      status: 200,
      headers: { 'access-control-allow-origin': '*' },
      contentType: 'application/json',
      body: JSON.stringify({
        ads: [{ company: 'Sample Co', description: 'Build <b>faster</b>.', image: 'https://ads-cdn.example.com/ad.png', statlink: 'https://ads.example.com/click', statimp: 'https://pixel.example.com/imp.png', pixel: 'https://pixel.example.com/p.png?t=[timestamp]', timestamp: '1' }],
      }),
    }),
  );
}

test('a reader\'s walk with ads, analytics and a sandbox answering: no policy violation', async ({ page, context, problems }) => {
  test.setTimeout(120_000);
  const violations: string[] = [];
  await realisticThirdParties(page, 0.5, violations);
  await context.route(/^https:\/\/codesandbox\.io\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>sandbox</p>' }));

  await page.goto('/');
  await page.waitForURL('**/x/introduction/');
  await waitForHydration(page);
  await expect(page.locator('.ad-slot')).toHaveAttribute('data-ad-view', 'network', { timeout: 10_000 });

  // A demo page: its demo, the drawer, the settings, a sandbox.
  await page.goto('/x/react-date-pickers/date-range-picker/');
  await waitForHydration(page);
  await loadAllDemos(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Charts', exact: true }).click();
  await expect(nav.getByRole('button', { name: 'Bars', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Open settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('button', { name: 'Dark' }).click();
  await settings.getByRole('button', { name: 'Right-to-left' }).click();
  await page.keyboard.press('Escape');
  const popup = context.waitForEvent('page');
  await page.locator('[data-demo]').first().getByRole('button', { name: 'Open in CodeSandbox' }).click();
  await (await popup).close();

  // Pages of other kinds: API reference, Chinese, offline, 404 (its page-list lookup included).
  for (const urlPath of ['/x/api/data-grid/data-grid/', '/zh/x/react-charts/', '/x/offline/', '/zh/x/react-data-grid/sorting/']) {
    await page.goto(urlPath);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByRole('link', { name: '/x/react-data-grid/sorting/' })).toBeVisible();

  expect(violations).toEqual([]);
  // The Pro demo logs MUI X's missing-licence message in a build without a key; the 404 page its status.
  expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
});

test('an inline ad from the JSON service, its image and pixels: no policy violation', async ({ page, problems }) => {
  const violations: string[] = [];
  await realisticThirdParties(page, 0.05, violations);
  const pixels: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().startsWith('https://pixel.example.com/')) pixels.push(request.url());
  });
  await page.goto('/x/react-data-grid/sorting/');
  // The listener hears a violation: an injected inline script is refused and reported.
  await page.evaluate(() => {
    const injected = document.createElement('script');
    injected.textContent = "window.__canary = 'touched'";
    document.body.append(injected);
  });
  await expect.poll(() => violations.length).toBe(1);
  expect(violations[0]).toContain('script-src-elem blocked inline');
  expect(await page.evaluate(() => (window as unknown as { __canary?: string }).__canary)).toBeUndefined();
  violations.length = 0;
  problems.length = 0;
  await expect(page.locator('.ad-slot')).toHaveAttribute('data-ad-view', 'json', { timeout: 10_000 });
  await expect(page.locator('.ad-slot img')).toHaveJSProperty('naturalWidth', 1);
  await expect.poll(() => pixels.sort()).toEqual(['https://pixel.example.com/imp.png', 'https://pixel.example.com/p.png?t=1']);
  expect(violations).toEqual([]);
  expect(problems).toEqual([]);
});

import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

export const OUT_DIR = path.join(process.cwd(), 'out');

/** Whether the build had an MUI X licence key (the same environment builds and tests). */
export const LICENSE_KEY_CONFIGURED = (process.env.NEXT_PUBLIC_MUI_X_LICENSE_KEY ?? '').trim() !== '';

/**
 * MUI X's own console message for a Pro or Premium component rendered without a licence key. The
 * site ships no key by default (a deployment sets NEXT_PUBLIC_MUI_X_LICENSE_KEY), so pages with Pro or
 * Premium demos print exactly this message.
 */
export function isMissingLicenceMessage(problem: string): boolean {
  return /^(console\.error: )?\*+\s+MUI X: Missing license key\./.test(problem);
}

const licensedPages = new Map<string, boolean>();

/** Whether the exported page at this URL holds a Pro or Premium demo (its frame says `data-licensed="true"`). */
export function hasLicensedDemo(url: string): boolean {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return false;
  }
  let licensed = licensedPages.get(pathname);
  if (licensed === undefined) {
    const file = exportedFile(pathname);
    licensed = file !== null && fs.readFileSync(file, 'utf8').includes('data-licensed="true"');
    licensedPages.set(pathname, licensed);
  }
  return licensed;
}

/**
 * Messages a clean page never prints: console errors, uncaught exceptions and React hydration
 * warnings. The one tolerated exception is MUI X's missing-licence message, in a build without a key
 * and only on a page whose export holds a Pro or Premium demo: anywhere else it is a problem too.
 */
export function watchPageProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat/i.test(text)) {
      if (isMissingLicenceMessage(text) && !LICENSE_KEY_CONFIGURED && hasLicensedDemo(page.url())) return;
      problems.push(`console.${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Every URL that leaves the local server. */
export const THIRD_PARTY = /^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/;

/**
 * Every request that leaves the local server is answered here (third parties are unreachable on CI
 * machines); a test that needs a third party routes it itself. The empty answer carries the CORS
 * header a real service sends, so the ad JSON service's fetch reads it (an empty, unusable answer)
 * instead of failing with a console error.
 */
async function isolate(page: Page) {
  await page.route(THIRD_PARTY, (route) =>
    route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*' }, body: '' }),
  );
}

/** localStorage key of the reader's analytics answer (src/lib/storage.ts). */
export const CONSENT_KEY = 'mui-analytics-consent';

/**
 * The analytics answer a test starts with, so the consent prompt stays out of specs that are not
 * about it: `analytics` by default (the analytics code runs on every page of the crawl); `null`
 * starts as a first-time visitor (`test.use({ consent: null })`). A choice made during the test stays.
 */
type Consent = 'analytics' | 'essential' | null;

/**
 * Requests the page started and has not finished, by URL, with when each started: a test that fails
 * prints those older than a second, so a hang shows whether the page was waiting on the network (a
 * chunk that never arrived) or on itself.
 */
function watchRequestsInFlight(page: Page, now: () => number = Date.now) {
  const inFlight = new Map<Request, number>();
  page.on('request', (request) => inFlight.set(request, now()));
  const settle = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return () =>
    [...inFlight]
      .filter(([, started]) => now() - started > 1_000)
      .map(([request, started]) => `${request.method()} ${request.url()} (${Math.round((now() - started) / 1000)} s)`);
}

export const test = base.extend<{ problems: string[]; consent: Consent }>({
  consent: ['analytics', { option: true }],
  page: async ({ page, consent }, use, testInfo) => {
    await isolate(page);
    const stillInFlight = watchRequestsInFlight(page);
    if (consent) {
      await page.addInitScript(
        ([key, value]) => {
          try {
            if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
          } catch {
            // Storage unavailable: the test sees the prompt, like such a reader would.
          }
        },
        [CONSENT_KEY, consent] as const,
      );
    }
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      const pending = stillInFlight();
      console.log(pending.length ? `Requests still in flight when the test ended:\n  ${pending.join('\n  ')}` : 'No request was in flight when the test ended.');
    }
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
  return exportedFile(urlPath) !== null;
}

/** The file of the export that serves a path (`/x/a/` -> out/x/a/index.html), or null when none does. */
export function exportedFile(urlPath: string): string | null {
  let clean: string;
  try {
    clean = decodeURIComponent(urlPath.replace(/[?#].*$/, ''));
  } catch {
    return null;
  }
  const target = clean.endsWith('/') ? path.join(OUT_DIR, clean, 'index.html') : path.join(OUT_DIR, clean);
  return fs.existsSync(target) && fs.statSync(target).isFile() ? target : null;
}

/** True once the Pages Router has hydrated the page. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window as unknown as { next?: { router?: { isReady?: boolean } } }).next?.router?.isReady === true);
}

/**
 * Axe's violations on the page (all rules, or `rules`; the whole page, or `include`). Axe collects the
 * violations only, which is all the tests read, and runs in the page itself (its "legacy mode"), not
 * through a blank second page that receives every checked node: on a page of grids, 4-5 s instead of
 * 20-25 s, with the same violations (compared on the accessibility suite's pages, light and dark).
 * That mode reads no frame from another origin, so such a frame fails the test instead of going
 * unchecked.
 */
export async function axeResults(page: Page, { rules, include = [] }: { rules?: readonly string[] | null; include?: readonly string[] } = {}) {
  const { origin } = new URL(page.url());
  const foreign = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
  expect(foreign, 'frames axe would not check').toEqual([]);
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  // After options(), which replaces them all: withRules sets the rules to run among them.
  if (rules) builder = builder.withRules([...rules]);
  for (const selector of include) builder = builder.include(selector);
  return builder.analyze();
}

/**
 * The live part of a demo (the box that loads). Scroll this one into view, not the whole demo: a demo
 * with a long listing is taller than the viewport, and centring it can leave its live part far above.
 */
export const liveArea = (demo: Locator) => demo.locator('[data-state]');

/**
 * Brings every live demo of the page near the viewport, one after the other without waiting (a
 * demo starts loading once it has been near, and keeps going), then waits until none is still
 * loading: the demos of a long page load side by side instead of one at a time.
 */
export async function loadAllDemos(page: Page) {
  // After a client-side move, a guide renders the demos below its first screen a moment later.
  await expect(page.locator('[data-body="first-screen"]')).toHaveCount(0);
  const demos = page.locator('[data-demo]');
  const count = await demos.count();
  for (let index = 0; index < count; index += 1) {
    await liveArea(demos.nth(index)).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  }
  // A demo only starts loading once the browser has seen it near the viewport: one scrolled past
  // between two intersection checks has not started. Each still waiting is brought back, one at a time.
  const waiting = page.locator('[data-demo]').filter({ has: page.locator('[data-state="loading"]') });
  const deadline = Date.now() + 20_000 + count * 3_000;
  while (Date.now() < deadline) {
    // Read without waiting: a demo may finish between two looks.
    const [name] = await waiting.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-demo')));
    if (name === undefined) break;
    const demo = page.locator(`[data-demo="${name}"]`).first();
    await liveArea(demo).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    try {
      await expect(demo.locator('[data-state="loading"]')).toHaveCount(0, { timeout: 20_000 });
    } catch (error) {
      throw new Error(`${name} still loading: ${await stuckDemoReport(demo)}\n${(error as Error).message}`);
    }
  }
  await expect(page.locator('[data-demo] [data-state="loading"]')).toHaveCount(0, { timeout: 5_000 });
  return count;
}

/**
 * Why a demo may still be loading, for the failure message: what it says it waits for (DemoLive's
 * data-wait: view, idle, chunk or mount), whether it is in the viewport, the page's state and the
 * service worker's (which may answer the chunk requests).
 */
async function stuckDemoReport(demo: Locator): Promise<string> {
  return liveArea(demo)
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      const worker = navigator.serviceWorker?.controller;
      return [
        `waits for ${element.getAttribute('data-wait') ?? '(nothing said)'}`,
        `box top ${Math.round(box.top)} of ${window.innerHeight}`,
        `document ${document.readyState}, ${document.visibilityState}`,
        `service worker ${worker ? worker.state : 'none in control'}`,
      ].join('; ');
    })
    .catch((error: Error) => `(no report: ${error.message})`);
}

/** A demo as the page data carries it (src/contracts/content.ts `DemoData`): the first code and where the rest is. */
export interface PageDemo {
  file: string;
  firstCode: { html: string; preview: boolean };
  sources: string;
}

/** The demos of the open page, as the build handed them to it. */
export function pageDemos(page: Page): Promise<PageDemo[]> {
  return page.evaluate(() => {
    type Segment = { kind: string; demo?: unknown; children?: Segment[] };
    const found: unknown[] = [];
    const walk = (segments: Segment[]) =>
      segments.forEach((segment) => (segment.kind === 'demo' ? found.push(segment.demo) : segment.children && walk(segment.children)));
    // Read from the document (the scripts, which set window.__NEXT_DATA__, start after the first paint).
    const data = JSON.parse(document.getElementById('__NEXT_DATA__')!.textContent!) as { props: { pageProps: { segments: Segment[] } } };
    walk(data.props.pageProps.segments);
    return found;
  }) as Promise<PageDemo[]>;
}

/** The full source of a demo of the open page (the first by default), read from its sources file. */
export async function demoSource(page: Page, { file, styling = 'MUI System', variant = 'TS' }: { file?: string; styling?: string; variant?: 'TS' | 'JS' } = {}) {
  const demos = await pageDemos(page);
  const demo = file ? demos.find((entry) => entry.file === file) : demos[0];
  if (!demo) throw new Error(`no demo ${file ?? ''} on ${page.url()}`);
  const response = await page.request.get(new URL(demo.sources, page.url()).href);
  expect(response.status(), demo.sources).toBe(200);
  const sources = (await response.json()) as { stylings: Record<string, Record<'TS' | 'JS', { code: string }>> };
  return sources.stylings[styling][variant].code;
}

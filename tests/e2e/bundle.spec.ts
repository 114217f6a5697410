import fs from 'node:fs';
import path from 'node:path';
import { test, expect, OUT_DIR, waitForHydration } from './fixtures';

/** What the browser bundle must not carry: build-time tools stay on the build machine. */
const chunksDir = path.join(OUT_DIR, '_next', 'static', 'chunks');

function allScripts(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? allScripts(full) : entry.name.endsWith('.js') ? [full] : [];
  });
}

test('no highlighter, Babel or Prettier in any browser chunk', () => {
  const offenders: string[] = [];
  for (const file of allScripts(chunksDir)) {
    const text = fs.readFileSync(file, 'utf8');
    // Property names survive minification: one per tool.
    if (/highlightAuto|registerLanguage/.test(text)) offenders.push(`${path.basename(file)}: highlight.js`);
    if (/transformFromAstSync|loadPartialConfig/.test(text)) offenders.push(`${path.basename(file)}: @babel/core`);
    if (/printDocToString/.test(text)) offenders.push(`${path.basename(file)}: prettier`);
  }
  expect(offenders).toEqual([]);
});

test('every script of the build starts with the compile hint; the polyfills Next adds do not', () => {
  // V8 compiles a file that starts with this comment on a background thread (scripts/build/compileHints.ts).
  const hint = '//# allFunctionsCalledOnLoad\n';
  const files = allScripts(chunksDir);
  expect(files.length).toBeGreaterThan(100);
  const missing = files.filter((file) => !/[\\/]polyfills-/.test(file) && !fs.readFileSync(file, 'utf8').startsWith(hint));
  expect(missing.map((file) => path.basename(file))).toEqual([]);
  const polyfills = files.find((file) => /[\\/]polyfills-/.test(file))!;
  expect(fs.readFileSync(polyfills, 'utf8').startsWith(hint)).toBe(false);
});

test('module browsers get no polyfill their browserslist already has; only URL.canParse is kept', () => {
  const files = allScripts(chunksDir).filter((file) => !/[\\/]polyfills-/.test(file));
  // Next's polyfill module would define these (its text survives minification).
  const legacy = /String\.prototype\.trimStart=|Array\.prototype\.flat=|Object\.fromEntries=|Object\.hasOwn=|Promise\.prototype\.finally=/;
  expect(files.filter((file) => legacy.test(fs.readFileSync(file, 'utf8'))).map((file) => path.basename(file))).toEqual([]);
  const main = files.find((file) => /[\\/]main-[\w]+\.js$/.test(file))!;
  expect(fs.readFileSync(main, 'utf8')).toMatch(/URL\.canParse=/);
});

test('the start-up scripts leave out what only the server writes (the baseline, the consent prompt\'s and the ad slot\'s rules, emotion\'s tag shortcuts) and the strings of on-demand parts', async ({ page }) => {
  const html = fs.readFileSync(path.join(OUT_DIR, 'x', 'introduction', 'installation', 'index.html'), 'utf8');
  const named = [...html.matchAll(/<script\b[^>]*\bsrc="\/(_next\/[^"?]+)"/g)].map(([, src]) => path.join(OUT_DIR, decodeURIComponent(src)));
  expect(named.length).toBeGreaterThan(3);
  const startUp = named.map((file) => fs.readFileSync(file, 'utf8')).join('\n');
  // Strings that survive minification: CssBaseline's theme key, the prompt's and the ad slot's
  // selectors, two tag names from emotion's list.
  expect(startUp).not.toMatch(/MuiCssBaseline|"\.consent-prompt"|"\.ad-slot"|"radialGradient"|"blockquote"/);
  // Nor the English strings of the parts that load on demand (consent prompt, settings, ad appeal).
  expect(startUp).not.toMatch(/Google Analytics shows us|Google Analytics counts which|One discreet ad from/);
  // The rules themselves are in the page (the shared stylesheet) and still apply after a client-side
  // page change, which renders neither.
  await page.goto('/x/introduction/installation/');
  await waitForHydration(page);
  await page.locator('nav a[href="/x/introduction/licensing/"]').first().click();
  await expect(page).toHaveURL(/\/x\/introduction\/licensing\/$/);
  await expect(page.locator('body')).toHaveCSS('margin-top', '0px');
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('main')!).boxSizing)).toBe('border-box');
});

test('a page with a demo names the demo frame\'s chunk in its HTML, once; a text page does not', () => {
  const scripts = (page: string) =>
    [...fs.readFileSync(path.join(OUT_DIR, page, 'index.html'), 'utf8').matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => path.basename(src));
  const frame = /^page-aid-demo\.[0-9a-f]{8}\.js$/;
  expect(scripts(path.join('x', 'react-data-grid', 'sorting')).filter((name) => frame.test(name))).toHaveLength(1);
  expect(scripts(path.join('x', 'introduction', 'installation')).filter((name) => frame.test(name))).toEqual([]);
});

test('async chunks are named with 8 hex digits of their hash (webpack\'s runtime on every page lists each name)', () => {
  // Start-up chunks (webpack-, framework-, main-, pages/…) keep Next's own names; the others are loaded on demand.
  const onDemand = fs.readdirSync(chunksDir).filter((name) => name.endsWith('.js') && !/^(webpack|framework|main|polyfills|main-app)-/.test(name) && !/^\d+-[0-9a-f]{16}\.js$/.test(name));
  expect(onDemand.length).toBeGreaterThan(100);
  expect(onDemand.filter((name) => !/\.[0-9a-f]{8}\.js$/.test(name))).toEqual([]);
  // The runtime lists every on-demand chunk (about 17 bytes each, on every page): one chunk per demo,
  // plus the site's own few hundred, not two per demo (an editor's scope chunk per demo once added 9 KB gzip).
  const demos = fs.readdirSync(path.join(process.cwd(), 'data', 'demos'), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'));
  expect(onDemand.length).toBeLessThan(demos.length + 500);
  const runtime = allScripts(chunksDir).find((file) => /[\\/]webpack-[\w]+\.js$/.test(file))!;
  expect(fs.readFileSync(runtime, 'utf8')).not.toMatch(/:"[0-9a-f]{16}"/);
});

test('each demo is its own chunk, listed only by its folder\'s loader (the editor\'s frame loads demos through it too); the shell and the demo frame carry no demo names', () => {
  const files = allScripts(chunksDir);
  const demosDir = path.join(process.cwd(), 'data', 'demos');
  const folders = fs.readdirSync(demosDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  // A loader's map: "./BasicBars.tsx":[moduleId, ...chunk ids the demo needs], paths inside its folder.
  const maps = files
    .map((file) => {
      const entries = new Map<string, number[]>();
      // Ids as the minifier writes them: 9000 may be `9e3`.
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/"(\.\/[\w./-]+\.tsx)":\[([\de,]+)\]/g)) {
        entries.set(match[1], match[2].split(',').slice(1).map(Number));
      }
      return { file, entries };
    })
    .filter(({ entries }) => entries.size > 0);
  const owners = new Map<number, number>();
  for (const { entries } of maps) for (const chunks of entries.values()) for (const chunk of chunks) owners.set(chunk, (owners.get(chunk) ?? 0) + 1);
  for (const folder of folders) {
    const demoFiles = fs
      .readdirSync(path.join(demosDir, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'))
      .map((name) => `./${name.split(path.sep).join('/')}`)
      .sort();
    // One list, in a chunk of its own loaded on demand: the page's demo loader (the editor's frame
    // loads a demo through it too, and reads the scope the demo's module exports).
    const holders = maps.filter(({ entries }) => [...entries.keys()].sort().join() === demoFiles.join());
    expect(holders.map(({ file }) => path.basename(file)), `one chunk lists the demos of ${folder}`).toHaveLength(1);
    for (const holder of holders) {
      for (const [demo, chunks] of holder.entries) {
        expect(chunks.filter((chunk) => owners.get(chunk) === 1).length, `${folder}/${demo} has a chunk of its own`).toBeGreaterThanOrEqual(1);
      }
    }
  }
  expect(maps).toHaveLength(folders.length);
  // The runtime every page loads knows demo chunks by number only; the demo frame, which every demo
  // page loads before it is interactive, lists none.
  const runtime = files.find((file) => /[\\/]webpack-[\w]+\.js$/.test(file))!;
  expect(fs.readFileSync(runtime, 'utf8')).not.toMatch(/BasicBars|CustomizedTreeView|demo-/);
  const html = fs.readFileSync(path.join(OUT_DIR, 'x', 'react-data-grid', 'sorting', 'index.html'), 'utf8');
  const named = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => path.basename(decodeURIComponent(src)));
  expect(maps.map(({ file }) => path.basename(file)).filter((file) => named.includes(file))).toEqual([]);
});

test('the article is sent once: page data leaves out the prose the document shows, and hydration keeps it', async ({ page }) => {
  const html = fs.readFileSync(path.join(OUT_DIR, 'x', 'react-data-grid', 'sorting', 'index.html'), 'utf8');
  const data = JSON.parse(/<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]) as {
    props: { pageProps: { segments: Array<{ kind: string; html?: string }> } };
  };
  const prose = data.props.pageProps.segments.filter((segment) => segment.kind === 'html');
  expect(prose.length).toBeGreaterThan(0);
  expect(prose.every((segment) => segment.html === '\u0000')).toBe(true);

  await page.goto('/x/react-data-grid/sorting/');
  await waitForHydration(page);
  // Read back from the document: the prose is still there once React owns the page.
  const first = page.locator('[data-html^="s"]').first();
  await expect(first).not.toBeEmpty();
  await expect(page.locator('[data-html]:empty')).toHaveCount(0);
});

test('hydration leaves the build-time HTML alone: React neither removes nor rewrites a node of the article or of an API entry', async ({ page, problems }) => {
  // Watches the document from its first byte: parsing only adds nodes, so a removal or a text rewrite
  // inside a fragment marked data-html can only come from React re-rendering it.
  await page.addInitScript(() => {
    const touched: string[] = [];
    (window as unknown as { fragmentMutations: string[] }).fragmentMutations = touched;
    const insideFragment = (node: Node | null) => (node instanceof Element ? node : node?.parentElement)?.closest('[data-html]');
    new MutationObserver((records) => {
      for (const record of records) {
        const fragment = insideFragment(record.target);
        if (!fragment) continue;
        if (record.type === 'characterData' || record.removedNodes.length > 0) touched.push(`${record.type} in ${fragment.getAttribute('data-html')}`);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  for (const url of ['/x/react-data-grid/sorting/', '/x/api/data-grid/data-grid/']) {
    await page.goto(url);
    await waitForHydration(page);
    await expect(page.locator('[data-html]').first()).not.toBeEmpty();
    expect(await page.evaluate(() => (window as unknown as { fragmentMutations: string[] }).fragmentMutations), url).toEqual([]);
  }
  expect(problems).toEqual([]);
});

test('the styles pages share arrive once, in a cached stylesheet, and hydration inserts none of them again', async ({ page, problems, browser }) => {
  const html = fs.readFileSync(path.join(OUT_DIR, 'x', 'introduction', 'installation', 'index.html'), 'utf8');
  const href = /<link rel="stylesheet" href="(\/_next\/static\/css\/shared-[0-9a-f]+\.css)"/.exec(html)?.[1];
  expect(href, 'the page links the shared stylesheet').toBeTruthy();
  // Before the emotion tags, whose CSS now lacks the shared rules but still names them for the client cache.
  expect(html.indexOf(href!)).toBeLessThan(html.indexOf('<style data-emotion='));
  const shared = fs.readFileSync(path.join(OUT_DIR, href!), 'utf8');
  const sharedClasses = new Set([...shared.matchAll(/\.css-([a-z0-9]+)\{/g)].map((match) => match[1]));
  expect(sharedClasses.size).toBeGreaterThan(20);
  const inlined = [...html.matchAll(/<style data-emotion="css [^"]*">([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  expect([...sharedClasses].filter((name) => inlined.includes(`.css-${name}{`))).toEqual([]);

  const response = await page.request.get(href!);
  expect(response.headers()['cache-control']).toContain('immutable');

  for (const url of ['/x/introduction/installation/', '/x/api/data-grid/data-grid/']) {
    await page.goto(url);
    await waitForHydration(page);
    await page.waitForTimeout(500);
    // Rules emotion inserted in the browser, by class: none may repeat a rule of the shared file.
    const insertedClasses = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-emotion]')].flatMap((element) =>
        [...((element as HTMLStyleElement).sheet?.cssRules ?? [])].flatMap((rule) => [...rule.cssText.matchAll(/\.css-([a-z0-9]+)/g)].map((match) => match[1])),
      ),
    );
    expect(insertedClasses.filter((name) => sharedClasses.has(name)), url).toEqual([]);
  }
  expect(problems).toEqual([]);

  // Without JavaScript the shared file styles the page: the app bar sticks to the top.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('/x/introduction/installation/');
  await expect(bare.locator('header').first()).toHaveCSS('position', 'sticky');
  await noScript.close();
});

test.describe('after load', () => {
  test.use({ consent: null });

  test('what appears late (the consent prompt, an ad) brings no new style rule: each would restyle the whole page', async ({ page, problems }) => {
    await page.addInitScript(() => {
      const inserted: string[] = [];
      (window as unknown as { lateRules: string[] }).lateRules = inserted;
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
        if (document.readyState === 'complete') inserted.push(rule.slice(0, 80));
        return insertRule.call(this, rule, index);
      };
    });
    await page.goto('/x/api/data-grid/data-grid/');
    await waitForHydration(page);
    // The consent prompt of a first visit, and the ad slot's in-house ad once the unreachable network
    // has been waited for (3 s).
    await expect(page.getByRole('region', { name: 'Help improve these docs' })).toBeVisible();
    await expect(page.locator('.ad-slot .ad-card')).toBeVisible({ timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { lateRules: string[] }).lateRules)).toEqual([]);
    // Still styled: the prompt is a flex bar (its styles came with the page) and the ad card has its border.
    await expect(page.locator('.consent-prompt')).toHaveCSS('display', 'flex');
    await expect(page.locator('.ad-slot .ad-card')).toHaveCSS('border-top-style', 'solid');
    expect(problems).toEqual([]);
  });
});

// Benchmark (not a test): build time, pages exported, HTML size of a deep page, JS a browser downloads
// on a cold load of a text page (all of it after the page settles, and the part its HTML names), and
// of a page with a live demo before and after scrolling to it, API
// reference generation time (cold, then from the cache), the largest API page's HTML, and search:
// the index on disk and its build time, what opening the dialog downloads, and per query the bytes of
// a cold first query and the time from keystroke to results, cold and warm (scripts/measure/benchSearch.mjs),
// and the query set's hit@1, hit@3, hit@5 and MRR through the dialog (scripts/measure/searchEval.ts),
// and what a reader's first edit of a demo downloads, with the time from an edit to the re-rendered
// demo (scripts/measure/benchEdit.mjs; `--edit-only`: those alone, on the out/ already built), and
// the time from a click in the drawer to the new page's heading, 1x and 4x CPU
// (scripts/measure/benchNavigation.mjs; `--nav-only [export…]`: that alone, on one or more exports).
// `npm run bench -- --scale` also builds with ten times as many synthetic pages added to the tree and
// reports both runs side by side. Lighthouse (scripts/measure/benchLighthouse.mjs) then scores a text page, a
// page with a demo in its first screen and the largest API page, mobile and desktop (`--no-lighthouse`
// skips it; `--lighthouse-only` runs Lighthouse alone on the out/ already built). The sizes of the
// llms.txt and llms-full.txt files (raw and gzip) are part of each run (`--llms-only`: those alone,
// on the out/ already built, or on the folder named after it: `--llms-only public` after the prebuild
// step alone). `--dev`: the writer's figures under `next dev` alone (scripts/measure/benchDev.mjs: first
// answer of a page with demos, save to screen, memory after ten pages; `--dev-warm` keeps webpack's
// cache). Prints JSON.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { site } from '../../data/site';
import { indexBuildSeconds, searchCost, searchIndexOnDisk } from './benchSearch.mjs';
import { lighthouseFigures } from './benchLighthouse.mjs';
import { editCost } from './benchEdit.mjs';
import { navigationCost } from './benchNavigation.mjs';
import { scriptFilesInHtml } from './pageScripts.mjs';

const root = process.cwd();
const out = path.join(root, 'out');
const DEEP_PAGE = '/x/react-data-grid/server-side-data/tree-data/';
// A text page with a code block and no demo (the synthetic pages copy it).
const TEXT_PAGE = '/x/introduction/installation/';
// A page whose demo sits below the fold: its code loads only once the reader scrolls to it.
const DEMO_PAGE = '/x/react-data-grid/filtering/';
// Lighthouse's pages: a page whose demo is in the first screen, and the largest API page.
const FIRST_SCREEN_DEMO_PAGE = '/x/react-data-grid/sorting/';
const LARGEST_API_PAGE = '/x/api/data-grid/data-grid/';
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

function countPages(dir) {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== '_next') count += countPages(path.join(dir, entry.name));
    else if (entry.name === 'index.html') count += 1;
  }
  return count;
}

const API_STORE = path.join(root, '.next', 'cache', 'api-reference');

/** Runs the API reference step alone and returns the seconds it reports (generation or cache hit). */
function apiReference(env) {
  const result = spawnSync('npx', ['tsx', 'scripts/build/apiReference.ts'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const match = /API reference: (cache hit|generated), (\d+) pages in ([\d.]+) s, CPU ([\d.]+) s/.exec(result.stdout);
  if (result.status !== 0 || !match) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error('API reference step failed');
  }
  return { cached: match[1] === 'cache hit', pages: Number(match[2]), seconds: Number(match[3]), cpuSeconds: Number(match[4]) };
}

/** The biggest exported API page (raw bytes), with its gzip size. */
function largestApiPage() {
  let largest = null;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html') {
        const size = fs.statSync(full).size;
        if (!largest || size > largest.size) largest = { file: full, size };
      }
    }
  };
  walk(path.join(out, 'x', 'api'));
  const html = fs.readFileSync(largest.file);
  const data = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html.toString('utf8'))?.[1] ?? '';
  return {
    path: `/${path.relative(out, path.dirname(largest.file)).split(path.sep).join('/')}/`,
    htmlBytes: html.length,
    htmlGzipBytes: gzipSize(html),
    pagePropsBytes: Buffer.byteLength(data),
  };
}

function build(env) {
  const started = process.hrtime.bigint();
  const result = spawnSync('npm', ['run', 'build'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error('build failed');
  }
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9, log: result.stdout };
}

const sum = (files) => ({
  files: files.length,
  rawBytes: files.reduce((total, file) => total + file.raw, 0),
  gzipBytes: files.reduce((total, file) => total + file.gzip, 0),
});

/** Serves out/ (or `dir`, another export) as `npm run serve` does (the headers a host sends) while `run()` runs. */
async function withServer(run, dir = out) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve/serve.ts'], { env: { ...process.env, PORT: String(PORT), SERVE_DIR: dir }, stdio: 'pipe' });
  await new Promise((resolve) => server.stdout.once('data', resolve));
  try {
    return await run();
  } finally {
    server.kill();
  }
}

/** Serves out/ (or `dir`) and opens a browser for `run(browser)`. */
async function withBrowser(run, dir = out) {
  return withServer(async () => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    try {
      return await run(browser);
    } finally {
      await browser.close();
    }
  }, dir);
}

// The ad network's script. The bench answers it with a stand-in that places an ad, as for most
// readers; the slot then never falls back to in-house content.
const AD_SCRIPT_URL = site.ads.network.scriptUrl;
const AD_STAND_IN = `(function(){var s=document.currentScript;var d=document.createElement('div');d.id='carbonads';d.textContent='An ad';s.parentNode.insertBefore(d,s.nextSibling);})();`;
// Past the ad probe's fallback (6 polls of 500 ms) and the deferred analytics start.
const SETTLE_MS = 4000;

/**
 * Records every script the page downloads, with raw and gzipped sizes. Only the site's own JS counts:
 * third parties (analytics, fonts) are refused, the ad network answered by a stand-in. Random draws
 * (ad shape, sampling) are pinned so that two runs load the same chunks: 0.5 = image ad, not sampled.
 */
async function recordScripts(page) {
  await page.addInitScript(() => {
    Math.random = () => 0.5;
  });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
    route.request().url().startsWith(AD_SCRIPT_URL)
      ? route.fulfill({ status: 200, contentType: 'text/javascript', body: AD_STAND_IN })
      : route.abort(),
  );
  const scripts = [];
  page.on('response', (response) => {
    const url = response.url();
    if (response.request().resourceType() === 'script' && !url.startsWith(AD_SCRIPT_URL)) {
      // A body the browser no longer holds (page closed mid-download) counts as nothing.
      scripts.push(response.body().then((body) => ({ url, raw: body.length, gzip: gzipSize(body) }), () => ({ url, raw: 0, gzip: 0 })));
    }
  });
  return scripts;
}

/** Third parties (ads, analytics, fonts) cannot be reached here: refused at once instead of waited for. */
const refuseThirdParties = (page) => page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());

/** Sizes of the scripts a page's HTML names (see scripts/measure/pageScripts.mjs). */
function scriptsInHtml(html) {
  return sum(scriptFilesInHtml(html, out).map((file) => fs.readFileSync(file)).map((body) => ({ raw: body.length, gzip: gzipSize(body) })));
}

async function coldLoadJs(pagePath) {
  return withBrowser(async (browser) => {
    const page = await browser.newPage();
    const scripts = await recordScripts(page);
    await page.goto(`http://127.0.0.1:${PORT}${pagePath}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    return sum(await Promise.all(scripts));
  });
}

/** JS of a cold load of a demo page, then after scrolling every demo into view and waiting for it. */
async function demoPageJs(pagePath) {
  return withBrowser(async (browser) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const scripts = await recordScripts(page);
    await page.goto(`http://127.0.0.1:${PORT}${pagePath}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    const before = sum(await Promise.all(scripts));
    const demos = page.locator('[data-demo]');
    for (let index = 0; index < (await demos.count()); index += 1) {
      await demos.nth(index).scrollIntoViewIfNeeded();
      await page.locator('[data-demo] [data-state="loading"]').waitFor({ state: 'detached', timeout: 30_000 }).catch(() => {});
    }
    await page.waitForLoadState('networkidle');
    const after = sum(await Promise.all(scripts));
    return { demos: await demos.count(), beforeScroll: before, afterScroll: after };
  });
}

/** The llms files of an export (every llms.txt and llms-full.txt under its x/): raw and gzip bytes of each. */
function llmsFileSizes(base = out) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && !entry.name.startsWith('_')) walk(full);
      else if (entry.name === 'llms.txt' || entry.name === 'llms-full.txt') found.push(full);
    }
  };
  if (!fs.existsSync(path.join(base, 'x', 'llms.txt'))) throw new Error(`${base} holds no llms.txt under x/: run npm run build (or npm run prebuild, then name public)`);
  walk(path.join(base, 'x'));
  return found.sort().map((file) => {
    const body = fs.readFileSync(file);
    return { path: `/${path.relative(base, file).split(path.sep).join('/')}`, bytes: body.length, gzipBytes: gzipSize(body) };
  });
}

async function measure(label, env) {
  // Generation from scratch, then again with the store filled: the build that follows hits the cache.
  fs.rmSync(API_STORE, { recursive: true, force: true });
  const cold = apiReference(env);
  const cached = apiReference(env);
  const { seconds: buildSeconds, log: buildLog } = build(env);
  const pages = countPages(out);
  const deepHtml = fs.readFileSync(path.join(out, DEEP_PAGE, 'index.html'));
  const textHtml = fs.readFileSync(path.join(out, TEXT_PAGE, 'index.html'));
  return {
    label,
    buildSeconds: Number(buildSeconds.toFixed(1)),
    pagesExported: pages,
    msPerPage: Number(((buildSeconds * 1000) / pages).toFixed(1)),
    deepPage: { path: DEEP_PAGE, htmlBytes: deepHtml.length, htmlGzipBytes: gzipSize(deepHtml) },
    textPage: {
      path: TEXT_PAGE,
      htmlBytes: textHtml.length,
      htmlGzipBytes: gzipSize(textHtml),
      // Everything downloaded by network idle, deferred chunks included.
      js: await coldLoadJs(TEXT_PAGE),
      jsNamedInHtml: scriptsInHtml(textHtml.toString('utf8')),
    },
    apiReference: {
      pages: cold.pages,
      generationSecondsCold: cold.seconds,
      generationCpuSecondsCold: cold.cpuSeconds,
      generationSecondsCached: cached.seconds,
      // The build above reused the store; a first build on a fresh clone also pays the generation.
      estimatedColdBuildSeconds: Number((buildSeconds + cold.seconds - cached.seconds).toFixed(1)),
      largestPage: largestApiPage(),
    },
    demoPage: { path: DEMO_PAGE, js: await demoPageJs(DEMO_PAGE) },
    // A click in the drawer to the new page's heading, 1x and 4x CPU (scripts/measure/benchNavigation.mjs).
    pageChange: await withBrowser((browser) => navigationCost(browser, { origin: `http://127.0.0.1:${PORT}`, prepare: refuseThirdParties })),
    // A reader's first edit of a grid demo, and edit-to-render times (scripts/measure/benchEdit.mjs).
    demoEdit: await withBrowser((browser) => editCost(browser, { origin: `http://127.0.0.1:${PORT}`, prepare: refuseThirdParties })),
    llmsFiles: llmsFileSizes(),
    search: {
      index: searchIndexOnDisk(out),
      indexBuildSeconds: indexBuildSeconds(buildLog),
      ...(await withBrowser((browser) =>
        searchCost(browser, {
          origin: `http://127.0.0.1:${PORT}`,
          pagePath: TEXT_PAGE,
          prepare: (page) => page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort()),
        }),
      )),
      // The query set through the dialog (npm run search:eval): how often the wanted page comes first.
      quality: await searchQuality(),
    },
  };
}

async function searchQuality() {
  const { runSearchEval } = await import('./searchEval.ts');
  const { misses, byKind, ...figures } = await runSearchEval();
  return { ...figures, byKind, outsideTop3: misses.map((miss) => miss.query.query) };
}

const llmsOnly = process.argv.indexOf('--llms-only');
if (llmsOnly !== -1) {
  // The llms files' sizes alone, on the out/ already built (or the folder named after the flag).
  const folder = process.argv[llmsOnly + 1];
  const base = folder && !folder.startsWith('--') ? path.resolve(folder) : out;
  console.log(JSON.stringify({ from: path.relative(root, base) || '.', llmsFiles: llmsFileSizes(base) }, null, 2));
  process.exit(0);
}
if (process.argv.includes('--dev') || process.argv.includes('--dev-warm')) {
  const { devFigures } = await import('./benchDev.mjs');
  const figures = await devFigures({ warm: process.argv.includes('--dev-warm') });
  console.log(JSON.stringify({ date: new Date().toISOString(), cores: (await import('node:os')).cpus().length, dev: figures }, null, 2));
  process.exit(0);
}
const navOnly = process.argv.indexOf('--nav-only');
if (navOnly !== -1) {
  // Page change alone, on the out/ already built, or on each export named after the flag (today's
  // build and yours, in one run): `--nav-only ../before/out out`.
  const dirs = process.argv.slice(navOnly + 1).filter((arg) => !arg.startsWith('--'));
  const figures = [];
  for (const dir of dirs.length > 0 ? dirs : [out]) {
    figures.push({ export: path.relative(root, path.resolve(dir)) || '.', ...(await withBrowser((browser) => navigationCost(browser, { origin: `http://127.0.0.1:${PORT}`, prepare: refuseThirdParties }), path.resolve(dir))) });
  }
  console.log(JSON.stringify(figures, null, 2));
  process.exit(0);
}
if (process.argv.includes('--edit-only')) {
  // The demo editor's figures alone, on the out/ already built.
  const figures = await withBrowser((browser) => editCost(browser, { origin: `http://127.0.0.1:${PORT}`, prepare: refuseThirdParties }));
  console.log(JSON.stringify(figures, null, 2));
  process.exit(0);
}
const lighthouseOnly = process.argv.indexOf('--lighthouse-only');
if (lighthouseOnly !== -1) {
  // Lighthouse alone, on the out/ already built or the export named after the flag (while working on a figure).
  const dir = process.argv[lighthouseOnly + 1];
  const figures = await withServer(
    () => lighthouseFigures(`http://127.0.0.1:${PORT}`, { text: TEXT_PAGE, demo: FIRST_SCREEN_DEMO_PAGE, api: LARGEST_API_PAGE }, CHROMIUM),
    dir && !dir.startsWith('--') ? path.resolve(dir) : out,
  );
  console.log(JSON.stringify(figures, null, 2));
  process.exit(0);
}
const scale = process.argv.includes('--scale');
const results = [];
if (scale) {
  // 10x the guide pages of the real tree, in a separate top-level group.
  results.push(await measure('scale-10x', { DOCS_SYNTHETIC_PAGES: '2000' }));
}
results.push(await measure('normal', {}));
const lighthouseReport = process.argv.includes('--no-lighthouse')
  ? null
  : await withServer(() =>
      lighthouseFigures(`http://127.0.0.1:${PORT}`, { text: TEXT_PAGE, demo: FIRST_SCREEN_DEMO_PAGE, api: LARGEST_API_PAGE }, CHROMIUM),
    );
const { contentStats } = await import('../../src/checks/contentStats.ts');
const report = { date: new Date().toISOString(), cores: (await import('node:os')).cpus().length, content: contentStats(), results, lighthouse: lighthouseReport };
if (scale) {
  const [big, normal] = results;
  report.growth = {
    textPageJsGzip: big.textPage.js.gzipBytes - normal.textPage.js.gzipBytes,
    deepPageHtmlGzip: big.deepPage.htmlGzipBytes - normal.deepPage.htmlGzipBytes,
    msPerPageRatio: Number((big.msPerPage / normal.msPerPage).toFixed(2)),
    // Bytes of a cold first query at 10x pages over 1x (per query, and the largest).
    searchFirstQueryGzipRatio: Object.fromEntries(
      normal.search.queries.map((entry, index) => [entry.query, Number((big.search.queries[index].firstQuery.gzipBytes / entry.firstQuery.gzipBytes).toFixed(2))]),
    ),
    searchMaxFirstQueryGzipRatio: Number((big.search.maxFirstQueryGzipBytes / normal.search.maxFirstQueryGzipBytes).toFixed(2)),
    searchIndexBytesRatio: Number((big.search.index.bytes / normal.search.index.bytes).toFixed(2)),
  };
}
fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench-results', `${scale ? 'scale' : 'normal'}.json`), JSON.stringify(report, null, 2));
console.log(JSON.stringify(report, null, 2));

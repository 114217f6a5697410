// Benchmark (not a test): build time, pages exported, HTML size of a deep page, JS a browser downloads
// on a cold load of a text page. `npm run bench -- --scale` also builds with ten times as many
// synthetic pages added to the tree and reports both runs side by side. Prints JSON.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

const root = process.cwd();
const out = path.join(root, 'out');
const DEEP_PAGE = '/x/react-data-grid/server-side-data/tree-data/';
const TEXT_PAGE = '/x/react-data-grid/sorting/';
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
  return Number(process.hrtime.bigint() - started) / 1e9;
}

async function coldLoadJs(pagePath) {
  const server = spawn('node', ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(PORT) }, stdio: 'pipe' });
  await new Promise((resolve) => server.stdout.once('data', resolve));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.body().then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSize(body) })));
      }
    });
    await page.goto(`http://127.0.0.1:${PORT}${pagePath}`, { waitUntil: 'networkidle' });
    const files = await Promise.all(scripts);
    return {
      files: files.length,
      rawBytes: files.reduce((sum, file) => sum + file.raw, 0),
      gzipBytes: files.reduce((sum, file) => sum + file.gzip, 0),
    };
  } finally {
    await browser.close();
    server.kill();
  }
}

async function measure(label, env) {
  const buildSeconds = build(env);
  const pages = countPages(out);
  const deepHtml = fs.readFileSync(path.join(out, DEEP_PAGE, 'index.html'));
  const textHtml = fs.readFileSync(path.join(out, TEXT_PAGE, 'index.html'));
  return {
    label,
    buildSeconds: Number(buildSeconds.toFixed(1)),
    pagesExported: pages,
    msPerPage: Number(((buildSeconds * 1000) / pages).toFixed(1)),
    deepPage: { path: DEEP_PAGE, htmlBytes: deepHtml.length, htmlGzipBytes: gzipSize(deepHtml) },
    textPage: { path: TEXT_PAGE, htmlBytes: textHtml.length, htmlGzipBytes: gzipSize(textHtml), js: await coldLoadJs(TEXT_PAGE) },
  };
}

const scale = process.argv.includes('--scale');
const results = [];
if (scale) {
  // 10x the guide pages of the real tree, in a separate top-level group.
  results.push(await measure('scale-10x', { DOCS_SYNTHETIC_PAGES: '2000' }));
}
results.push(await measure('normal', {}));
const report = { date: new Date().toISOString(), cores: (await import('node:os')).cpus().length, results };
if (scale) {
  const [big, normal] = results;
  report.growth = {
    textPageJsGzip: big.textPage.js.gzipBytes - normal.textPage.js.gzipBytes,
    deepPageHtmlGzip: big.deepPage.htmlGzipBytes - normal.deepPage.htmlGzipBytes,
    msPerPageRatio: Number((big.msPerPage / normal.msPerPage).toFixed(2)),
  };
}
fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench-results', `${scale ? 'scale' : 'normal'}.json`), JSON.stringify(report, null, 2));
console.log(JSON.stringify(report, null, 2));

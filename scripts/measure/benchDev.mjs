// `npm run bench -- --dev`: what a writer waits for under `npm run dev` (issue 35, item 3). Starts the
// development server (the prebuild step first, as `npm run dev` does) on its own port with webpack's
// development cache removed (a fresh clone's first start; `--dev-warm` keeps it), then reports:
// - the first answer: seconds from the server's "Ready" to the complete HTML of a page with demos,
//   then, in Chromium, to its first demo rendered (the browser's chunks may compile on that request),
//   and where it went (`firstAnswerParts`, from Next's trace: each compile, the request, module counts);
// - save to screen: a paragraph added to that page's markdown file, from the write to the text shown
//   in the open page (median of SAVES saves; the file is restored after);
// - memory: the resident memory of the server's process tree (read from /proc) after ten pages.
// The server runs at a lower priority (nice) and is always stopped, with its children; BENCH_DEV_LOG=<file>
// keeps its output.
import { median } from './median.mjs';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { treeMemory } from './processTree.ts';
import { firstAnswerParts } from './devTrace.ts';

const root = process.cwd();
const PORT = Number(process.env.BENCH_DEV_PORT ?? 4391);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PAGE = '/x/react-data-grid/sorting/';
const GUIDE = path.join(root, 'data', 'docs', 'react-data-grid', 'sorting.md');
const SAVES = 5;
// Ten pages of every product, the first the one timed above: the memory figure is read after them.
const TEN_PAGES = [
  PAGE,
  '/x/react-data-grid/filtering/',
  '/x/react-data-grid/editing/',
  '/x/react-charts/bars/',
  '/x/react-charts/lines/',
  '/x/react-date-pickers/date-picker/',
  '/x/react-date-pickers/date-range-picker/',
  '/x/react-tree-view/rich-tree-view/items/',
  '/x/introduction/installation/',
  '/x/api/data-grid/data-grid/',
];
const READY_TIMEOUT_MS = 600_000;
const seconds = (ms) => Number((ms / 1000).toFixed(2));
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Starts `npm run dev` in its own process group; resolves once Next prints "Ready", with the time it did. */
function startServer() {
  const server = spawn('nice', ['-n', '10', 'npm', 'run', 'dev', '--', '-p', String(PORT), '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const log = [];
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`next dev was not ready after ${READY_TIMEOUT_MS / 1000} s`)), READY_TIMEOUT_MS);
    const onData = (chunk) => {
      const text = chunk.toString().replace(ANSI, '');
      log.push(text);
      if (process.env.BENCH_DEV_LOG) fs.appendFileSync(process.env.BENCH_DEV_LOG, text);
      if (/Ready in/.test(text)) {
        clearTimeout(timer);
        resolve(Date.now());
      }
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.once('exit', (code) => reject(new Error(`next dev exited (${code}) before it was ready:\n${log.join('').slice(-4000)}`)));
  });
  return { server, ready, log };
}

/** Stops the server and every process of its group, waiting for them to end. */
async function stopServer(server) {
  const signal = (name) => {
    try {
      process.kill(-server.pid, name);
    } catch {
      // Already gone.
    }
  };
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
  // Workers that outlive their parent by a moment.
  await new Promise((resolve) => setTimeout(resolve, 500));
  signal('SIGKILL');
}

/** Resolves with the wall-clock time the page first holds `text` and has painted it. */
const whenShown = (page, text) =>
  page.evaluate(
    (wanted) =>
      new Promise((resolve) => {
        const check = () => {
          if (!document.body.textContent.includes(wanted)) return false;
          requestAnimationFrame(() => setTimeout(() => resolve(Date.now()), 0));
          return true;
        };
        if (check()) return;
        const observer = new MutationObserver(() => {
          if (check()) observer.disconnect();
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    text,
  );

/** The page's first demo rendered (no longer loading), or null when it shows none. */
async function firstDemoShown(page) {
  const live = page.locator('[data-demo-live]').first();
  if ((await page.locator('[data-demo-live]').count()) === 0) return null;
  await live.scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-demo-live]:not([data-state="loading"])', { timeout: READY_TIMEOUT_MS });
  return Date.now();
}

async function savesToScreen(page) {
  const original = fs.readFileSync(GUIDE, 'utf8');
  const times = [];
  try {
    for (let index = 0; index < SAVES; index += 1) {
      const sentence = `A paragraph saved by the bench (${index}, ${Date.now()}).`;
      const shown = whenShown(page, sentence);
      const savedAt = Date.now();
      fs.writeFileSync(GUIDE, original.replace(/\n---\n/, `\n---\n\n${sentence}\n`));
      times.push((await shown) - savedAt);
      await page.waitForTimeout(1000);
    }
  } finally {
    fs.writeFileSync(GUIDE, original);
  }
  return times;
}

/** Where the first answer went, from Next's trace (written out by the time the server has stopped). */
function firstAnswerFromTrace() {
  const trace = path.join(root, '.next', 'dev', 'trace');
  return fs.existsSync(trace) ? firstAnswerParts(fs.readFileSync(trace, 'utf8'), PAGE) : null;
}

export async function devFigures({ warm = false } = {}) {
  const figures = await serverFigures(warm);
  return { ...figures, firstAnswerParts: firstAnswerFromTrace() };
}

async function serverFigures(warm) {
  if (!warm) fs.rmSync(path.join(root, '.next', 'dev'), { recursive: true, force: true });
  const { server, ready, log } = startServer();
  let browser;
  try {
    const readyAt = await ready;
    const html = await (await fetch(`${ORIGIN}${PAGE}`)).text();
    const answeredAt = Date.now();
    if (!html.includes('data-demo=')) throw new Error(`${PAGE} answered without its demos:\n${html.slice(0, 2000)}`);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    await page.goto(`${ORIGIN}${PAGE}`);
    const demoAt = await firstDemoShown(page);
    // Hydrated: React holds the app bar's buttons (as tests/dev/live-reload.spec.ts waits for).
    await page.waitForFunction(() => Object.keys(document.querySelector('header button') ?? {}).some((key) => key.startsWith('__react')));
    const saves = await savesToScreen(page);
    const visits = [];
    for (const pagePath of TEN_PAGES) {
      const started = Date.now();
      await page.goto(`${ORIGIN}${pagePath}`, { timeout: READY_TIMEOUT_MS });
      await page.locator('h1').first().waitFor({ timeout: READY_TIMEOUT_MS });
      await firstDemoShown(page);
      visits.push({ path: pagePath, seconds: seconds(Date.now() - started) });
    }
    const memory = treeMemory(server.pid);
    return {
      cache: warm ? 'warm' : 'cold',
      page: PAGE,
      firstAnswerSeconds: seconds(answeredAt - readyAt),
      firstDemoShownSeconds: demoAt === null ? null : seconds(demoAt - readyAt),
      saveToScreenMs: { median: median(saves), all: saves },
      tenPages: visits,
      memoryAfterTenPages: {
        rssMB: Math.round(memory.rssBytes / 1024 / 1024),
        processes: memory.processes.map((entry) => ({ rssMB: Math.round(entry.rssBytes / 1024 / 1024), command: entry.command })),
      },
    };
  } catch (error) {
    process.stderr.write(log.join('').slice(-6000));
    throw error;
  } finally {
    await browser?.close();
    await stopServer(server);
  }
}

// Search figures for the benchmark (scripts/measure/bench.mjs): the index on disk, what opening the dialog
// downloads, and for a few queries entered in a fresh page the bytes a first (cold) query fetches
// and the time from its input to its results on screen, then the same query again (warm), and a
// second, different query with the index loaded (its own chunks and fragments still to fetch).
import { median } from './median.mjs';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

// Typed by the bench as a reader would: a prop, a guide topic, a component.
export const SEARCH_QUERIES = ['sortComparator', 'checkboxSelection', 'date range validation'];

const WARM_RUNS = 5;

/** `count` spellings of a query that differ only in case: `SORTCOMPARATOR`, `Sortcomparator`, … */
function caseVariants(query, count) {
  const variants = [query.toUpperCase(), query.toLowerCase()];
  for (let index = 0; variants.length < count; index += 1) {
    const at = index % query.length;
    variants.push(query.toLowerCase().slice(0, at) + query.charAt(at).toUpperCase() + query.toLowerCase().slice(at + 1));
  }
  return [...new Set(variants)].slice(0, count);
}

/** Files and bytes of the index folder (the search library included), per kind of file. */
export function searchIndexOnDisk(out) {
  const dir = path.join(out, 'x', '_pagefind');
  const kinds = {};
  let files = 0;
  let bytes = 0;
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      const size = fs.statSync(full).size;
      const kind = /\.pf_(\w+)$/.exec(entry.name)?.[1] ?? 'library';
      kinds[kind] = kinds[kind] ?? { files: 0, bytes: 0 };
      kinds[kind].files += 1;
      kinds[kind].bytes += size;
      files += 1;
      bytes += size;
    }
  };
  walk(dir);
  const entry = JSON.parse(fs.readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8'));
  const pages = Object.fromEntries(Object.entries(entry.languages).map(([language, info]) => [language, info.page_count]));
  return { files, bytes, kinds, pages };
}

/** The build log's index line: `search index out/x/_pagefind written (… 2.1 s)`. */
export function indexBuildSeconds(buildLog) {
  const match = /search index \S+ written \(.*?, ([\d.]+) s\)/.exec(buildLog);
  return match ? Number(match[1]) : null;
}

function classify(url) {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/x/_pagefind/')) {
    // The vocabulary (page list, key shards, word lists) is ours, beside Pagefind's files.
    if (pathname.startsWith('/x/_pagefind/vocabulary/')) return 'vocabulary';
    if (pathname.endsWith('.pf_fragment')) return 'fragments';
    if (pathname.endsWith('.pf_index')) return 'indexChunks';
    if (pathname.endsWith('.pf_meta') || pathname.endsWith('pagefind-entry.json')) return 'indexEntry';
    if (pathname.endsWith('.pf_filter')) return 'filters';
    return 'library';
  }
  if (pathname.startsWith('/_next/static/')) return 'dialogJs';
  return 'other';
}

/** Records every same-origin response's size (gzip, as a host would send it) until `take()`. */
function recordResponses(page) {
  let pending = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!/^http:\/\/127\.0\.0\.1[:/]/.test(url)) return;
    pending.push(response.body().then((body) => ({ url, kind: classify(url), gzip: gzipSize(body), raw: body.length }), () => null));
  });
  return async function take() {
    const done = (await Promise.all(pending)).filter(Boolean);
    pending = [];
    const byKind = {};
    for (const file of done) {
      byKind[file.kind] = byKind[file.kind] ?? { requests: 0, gzipBytes: 0 };
      byKind[file.kind].requests += 1;
      byKind[file.kind].gzipBytes += file.gzip;
    }
    return { requests: done.length, gzipBytes: done.reduce((sum, file) => sum + file.gzip, 0), byKind };
  };
}

/**
 * Enters `query` as one input (as a paste, or the last key of a query typed quickly, does) and
 * resolves with the ms from that input to the dialog listing its results. Typed key by key, a reader
 * who pauses mid-query also gets (and downloads) the results of what was typed so far.
 */
async function typeAndTime(page, query) {
  // Installed (and awaited) before the input, so the input is always seen.
  await page.evaluate((expected) => {
    const input = document.querySelector('[role="combobox"][aria-label="Search the docs"]');
    window.__searchTiming = new Promise((resolve, reject) => {
      let inputAt = null;
      input.addEventListener('input', () => (inputAt = performance.now()), { once: true });
      const shown = () => document.querySelector(`[role="listbox"][data-query="${CSS.escape(expected)}"] [role="option"]`);
      const observer = new MutationObserver(() => {
        if (inputAt !== null && shown()) {
          observer.disconnect();
          resolve(performance.now() - inputAt);
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      setTimeout(() => reject(new Error(`no results for ${expected} within 30 s`)), 30_000);
    });
  }, query);
  await page.keyboard.insertText(query);
  return Math.round(await page.evaluate(() => window.__searchTiming));
}

/**
 * Opens search on `pagePath` in a fresh page (nothing cached), records what opening loads, then types
 * each query in turn: the first run of a query is cold (its chunks and fragments download), the
 * second warm.
 */
export async function searchCost(browser, { origin, pagePath, queries = SEARCH_QUERIES, prepare }) {
  const results = [];
  for (const query of queries) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await prepare?.(page);
    const take = recordResponses(page);
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.getElementById('__next')?.hasChildNodes());
    await take();
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox').waitFor();
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]')?.textContent?.includes('Loading search'));
    await page.waitForLoadState('networkidle');
    const open = await take();
    const run = async (text) => {
      await page.getByRole('combobox').fill('');
      const ms = await typeAndTime(page, text);
      await page.waitForLoadState('networkidle');
      return { ...(await take()), keystrokeToResultsMs: ms };
    };
    const firstQuery = await run(query);
    // The same words in other cases: new queries for the dialog, whose chunks and fragments are
    // loaded (the median of five, the machine being shared).
    const warmRuns = [];
    for (const variant of caseVariants(query, WARM_RUNS)) warmRuns.push(await run(variant));
    const warmQuery = { gzipBytes: warmRuns.reduce((sum, entry) => sum + entry.gzipBytes, 0), keystrokeToResultsMs: median(warmRuns.map((entry) => entry.keystrokeToResultsMs)), runsMs: warmRuns.map((entry) => entry.keystrokeToResultsMs) };
    // Exactly the first query again: answered from the dialog's memory of this visit's queries.
    const repeatedQuery = await run(query);
    // Another query with the index loaded: its own chunks and fragments still download.
    const secondQuery = { query: queries[(queries.indexOf(query) + 1) % queries.length], ...(await run(queries[(queries.indexOf(query) + 1) % queries.length])) };
    results.push({ query, open, firstQuery, warmQuery, repeatedQuery, secondQuery });
    await context.close();
  }
  const firstQueryGzip = results.map((result) => result.firstQuery.gzipBytes);
  return {
    page: pagePath,
    openGzipBytes: results[0]?.open.gzipBytes ?? 0,
    open: results[0]?.open,
    queries: results,
    maxFirstQueryGzipBytes: Math.max(...firstQueryGzip),
    medianColdMs: median(results.map((result) => result.firstQuery.keystrokeToResultsMs)),
    maxColdMs: Math.max(...results.map((result) => result.firstQuery.keystrokeToResultsMs)),
    medianWarmMs: median(results.map((result) => result.warmQuery.keystrokeToResultsMs)),
    maxWarmMs: Math.max(...results.map((result) => result.warmQuery.keystrokeToResultsMs)),
    maxRepeatedMs: Math.max(...results.map((result) => result.repeatedQuery.keystrokeToResultsMs)),
    maxSecondQueryMs: Math.max(...results.map((result) => result.secondQuery.keystrokeToResultsMs)),
  };
}

// Lighthouse figures for `npm run bench`: a text page, a page with a demo in its first screen and the
// largest API page, each on Lighthouse's mobile and desktop settings, median of LIGHTHOUSE_RUNS runs
// (3 by default). Lighthouse throttles by simulation (Lantern), so its timings are those of its
// reference device; `benchmarkIndex` (Lighthouse's CPU score of this machine) is printed so figures from
// different machines can be compared. Every host but the local server fails to resolve: third parties
// (ads, analytics, fonts) never count, and the ad slot shows its in-house fallback.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The figures kept from one Lighthouse result. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    tbtMs: Math.round(audit('total-blocking-time').numericValue),
    lcpMs: Math.round(audit('largest-contentful-paint').numericValue),
    fcpMs: Math.round(audit('first-contentful-paint').numericValue),
    cls: Number(audit('cumulative-layout-shift').numericValue.toFixed(3)),
    mainThreadMs: Math.round(audit('mainthread-work-breakdown').numericValue),
    longTasks: audit('long-tasks')?.details?.items?.length ?? 0,
    domElements: audit('dom-size').numericValue,
    jsTransferBytes: Math.round(
      (audit('network-requests').details.items ?? [])
        .filter((request) => request.resourceType === 'Script')
        .reduce((total, request) => total + (request.transferSize ?? 0), 0),
    ),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** Median of each figure over the runs (a run is one cold load). */
function medianOf(runs) {
  const keys = Object.keys(runs[0]);
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

/**
 * Runs Lighthouse on `pages` (paths on `origin`) in mobile and desktop settings and returns the medians.
 * `chromePath` is the Chromium to drive.
 */
export async function lighthouseFigures(origin, pages, chromePath) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
  const results = {};
  try {
    for (const [name, pagePath] of Object.entries(pages)) {
      results[name] = { path: pagePath };
      for (const [formFactor, config] of [['mobile', undefined], ['desktop', desktopConfig]]) {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) {
          const result = await lighthouse(
            `${origin}${pagePath}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
            config,
          );
          if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${pagePath} (${formFactor})`);
          if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${pagePath} (${formFactor}): ${result.lhr.runtimeError.message}`);
          runs.push(figures(result.lhr));
        }
        results[name][formFactor] = medianOf(runs);
      }
    }
  } finally {
    await chrome.kill();
  }
  return { runs: RUNS, ...results };
}

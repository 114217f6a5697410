// Lighthouse figures for `npm run bench`: a text page, a page with a demo in its first screen and the
// largest API page, each on Lighthouse's mobile and desktop settings, median of LIGHTHOUSE_RUNS runs
// (3 by default). Lighthouse throttles by simulation (Lantern): it multiplies the main-thread time it
// observes on this machine by a CPU slowdown (4 for mobile). A faster machine therefore reports less
// blocking time for the same page, and this machine's speed moves from day to day (Lighthouse's
// `benchmarkIndex` has read 900 to 2,900 here). So that figures compare across machines and days, each
// mobile run measures the index right before it and scales the slowdown to a reference machine:
// 4 x index / LIGHTHOUSE_REFERENCE_INDEX (1,400 by default, the machine the performance targets were
// set on); `LIGHTHOUSE_REFERENCE_INDEX=off` keeps Lighthouse's stock 4x. Desktop runs keep the stock
// settings (no CPU slowdown). Every host but the local server fails to resolve: third parties (ads,
// analytics, fonts) never count, and the ad slot shows its in-house fallback.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const REFERENCE_INDEX = process.env.LIGHTHOUSE_REFERENCE_INDEX === 'off' ? null : Number(process.env.LIGHTHOUSE_REFERENCE_INDEX ?? 1400);
const STOCK_MOBILE_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

/**
 * Lighthouse's CPU benchmark, run in a Chromium page now (the index Lighthouse records is taken the
 * same way at the start of its run).
 */
async function benchmarkIndex(page) {
  return page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
}

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
    cpuSlowdown: Number(lhr.configSettings.throttling.cpuSlowdownMultiplier.toFixed(2)),
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
  const calibration = REFERENCE_INDEX ? await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] }) : null;
  const calibrationPage = await calibration?.newPage();
  const results = {};
  try {
    for (const [name, pagePath] of Object.entries(pages)) {
      results[name] = { path: pagePath };
      for (const [formFactor, config] of [['mobile', undefined], ['desktop', desktopConfig]]) {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) {
          const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
          if (formFactor === 'mobile' && calibrationPage) {
            const index = await benchmarkIndex(calibrationPage);
            flags.throttling = { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: Math.max(1, (STOCK_MOBILE_SLOWDOWN * index) / REFERENCE_INDEX) };
          }
          // A run whose trace came out broken (NO_NAVSTART, seen under load) is run again, once.
          let result = await lighthouse(`${origin}${pagePath}`, flags, config);
          if (result?.lhr?.runtimeError) result = await lighthouse(`${origin}${pagePath}`, flags, config);
          if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${pagePath} (${formFactor})`);
          if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${pagePath} (${formFactor}): ${result.lhr.runtimeError.message}`);
          runs.push(figures(result.lhr));
        }
        results[name][formFactor] = medianOf(runs);
      }
    }
  } finally {
    await chrome.kill();
    await calibration?.close();
  }
  return { runs: RUNS, mobileReferenceIndex: REFERENCE_INDEX ?? 'stock', ...results };
}

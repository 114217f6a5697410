/**
 * `npm run search:eval`: the query set (src/search/build/querySet.ts) through the search dialog of
 * the exported site in Chromium, scored by src/search/build/searchEval.ts: hit@1, hit@3, hit@5, MRR
 * and the misses.
 *
 *   npm run search:eval                 the report (needs a built out/)
 *   npm run search:eval -- --floor 0.9  exits 1 when hit@3 is below the floor
 *   npm run search:eval -- --json       the summary as JSON (for the bench)
 *   SEARCH_EVAL_ONLY=pagnation,tooltp npm run search:eval   only those queries
 */
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from '@playwright/test';
import { QUERY_SET, type SearchQuery } from '../../src/search/build/querySet';
import { rankOf, summarize, type QueryOutcome } from '../../src/search/build/searchEval';

/** The floor the test command holds the query set to (tests/e2e/search-eval.spec.ts). */
export const HIT3_FLOOR = 0.9;
import { createStaticListener } from '../serve/staticServer';

const TOP = 10;
const HOME = '/x/introduction/';

async function openDialog(page: Page, from: string, origin: string) {
  await page.goto(`${origin}${from}`, { waitUntil: 'load' });
  await page.waitForFunction(() => document.getElementById('__next')?.hasChildNodes());
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').waitFor();
}

/** Enters the query in the open dialog and reads the results it lists for exactly that text. */
async function listedFor(page: Page, text: string): Promise<string[]> {
  const input = page.getByRole('combobox');
  await input.fill('');
  await input.fill(text);
  const term = text.trim();
  await page.waitForFunction(
    (expected) =>
      document.querySelector('[data-results-for]')?.getAttribute('data-results-for') === expected ||
      // A build from before the dialog said which query its list answers: the list, or the message naming the query.
      document.querySelector(`[role="listbox"][data-query="${CSS.escape(expected)}"]`) !== null ||
      (document.querySelector('[role="dialog"] .message')?.textContent ?? '').includes(expected),
    term,
    { timeout: 30_000 },
  );
  return page.$$eval(`[role="listbox"][data-query] [role="option"]`, (options, top) => options.slice(0, top).map((option) => option.getAttribute('data-url') ?? ''), TOP);
}

/** Every query through the dialog of the site at `origin`, in an open page (grouped by the page they start from). */
export async function evaluateQueries(page: Page, origin: string, queries: readonly SearchQuery[] = QUERY_SET): Promise<QueryOutcome[]> {
  const outcomes: QueryOutcome[] = [];
  const byPage = [...queries].sort((a, b) => (a.from ?? HOME).localeCompare(b.from ?? HOME));
  let current: string | null = null;
  for (const query of byPage) {
    const from = query.from ?? HOME;
    if (from !== current) {
      await openDialog(page, from, origin);
      current = from;
    }
    const top = await listedFor(page, query.query);
    outcomes.push({ query, rank: rankOf(top, query.want), top });
  }
  return outcomes;
}

export async function runSearchEval(queries: readonly SearchQuery[] = QUERY_SET, root = path.join(process.cwd(), 'out')) {
  const server = http.createServer(createStaticListener({ root, log: () => {} }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // Third parties (ads, analytics) never answer here; the reader has answered the consent prompt.
    await context.route((url) => url.origin !== origin, (route) => route.abort());
    await context.addInitScript(() => window.localStorage.setItem('mui-analytics-consent', 'essential'));
    return summarize(await evaluateQueries(await context.newPage(), origin, queries));
  } finally {
    await browser.close();
    server.close();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const only = process.env.SEARCH_EVAL_ONLY?.split(',').map((text) => text.trim());
  const summary = await runSearchEval(only ? QUERY_SET.filter((query) => only.includes(query.query)) : QUERY_SET);
  if (args.includes('--json')) {
    console.log(JSON.stringify({ ...summary, misses: summary.misses.map((miss) => ({ query: miss.query.query, rank: miss.rank })) }));
  } else {
    console.log(`${summary.queries} queries: hit@1 ${summary.hit1}, hit@3 ${summary.hit3}, hit@5 ${summary.hit5}, MRR ${summary.mrr}; not in the top ${TOP}: ${summary.notInTop10}`);
    for (const [kind, figures] of Object.entries(summary.byKind)) console.log(`  ${kind.padEnd(11)} ${String(figures.queries).padStart(3)} queries, hit@3 ${figures.hit3}`);
    console.log(`\n${summary.misses.length} outside the top 3:`);
    for (const miss of summary.misses) {
      console.log(`  ${JSON.stringify(miss.query.query)}${miss.query.from ? ` (from ${miss.query.from})` : ''}: ${miss.rank ? `rank ${miss.rank}` : 'not listed'}; wants ${miss.query.want.join(' | ')}`);
      console.log(`      got ${miss.top.slice(0, 3).join(', ') || 'nothing'}`);
    }
  }
  const floor = args.includes('--floor') ? Number(args[args.indexOf('--floor') + 1]) : null;
  if (floor !== null && summary.hit3 < floor) {
    console.error(`search:eval: hit@3 ${summary.hit3} is below the floor ${floor}`);
    process.exit(1);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack : String(error));
    process.exit(1);
  });
}

/**
 * `npm run depth`: our guides against the real MUI X pages of the same paths (data/depthReference.json,
 * recorded by scripts/measure/depthReference.ts): per product, live demos and prose words, ours and
 * theirs, and every matched page below 80 % of the real page's demos.
 *
 *   npm run depth                      the report
 *   npm run depth -- --check           exits 1 when a matched page is below 80 %
 *   npm run depth -- --page /x/react-data-grid/sorting
 *                                      one page: the real page's sections beside ours and what we omit
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentStats, pageSections } from '../../src/checks/contentStats';
import { contentFileFor } from '../../src/markdown/contentFile';
import { DEPTH_TARGET, depthReport, type DepthReference } from '../../src/checks/depth';

const reference = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'data', 'depthReference.json'), 'utf8')) as DepthReference;
const args = process.argv.slice(2);
const pageArg = args.indexOf('--page');

if (pageArg !== -1) {
  const pathname = args[pageArg + 1]?.replace(/\/$/, '') ?? '';
  const real = reference.pages[pathname];
  if (!real) throw new Error(`${pathname} has no real counterpart in data/depthReference.json`);
  if (!fs.existsSync(contentFileFor(pathname))) {
    console.error(`${pathname}: the real page (${real.file} at ${real.tag}) has ${real.demos} demos; this site has no page there (no ${path.relative(process.cwd(), contentFileFor(pathname))})`);
    process.exit(1);
  }
  const ours = pageSections(pathname);
  console.log(`${pathname}: ${ours.demos} demos (real ${real.demos} at ${real.tag}, ${real.file}), ${ours.words} words (real ${real.words})`);
  console.log('\nReal sections:');
  real.sections.forEach((title) => console.log(`  ${title}`));
  console.log('\nOur sections:');
  ours.sections.forEach((title) => console.log(`  ${title}`));
  console.log('\nOmitted (front matter):');
  ours.omitted.forEach(({ section, why, demos }) => console.log(`  ${section}: ${why}${demos ? ` (${demos} demo${demos > 1 ? 's' : ''})` : ''}`));
} else {
  const report = depthReport(contentStats().pages, reference);
  console.log(`Against ${reference.source} (${[...new Set(Object.values(reference.pages).map((page) => page.tag))].join(', ')}); target ${DEPTH_TARGET * 100} % of each real page's demos\n`);
  console.log('product            pages  demos (real)   words (real)');
  for (const row of report.products) {
    console.log(`${row.product.padEnd(18)} ${String(row.pages).padStart(5)}  ${String(row.demos).padStart(5)} (${String(row.realDemos).padStart(4)})  ${String(row.words).padStart(6)} (${String(row.realWords).padStart(6)})`);
  }
  console.log(`\nAll guides: ${report.totalDemos} live demos; matched pages: ${report.matchedDemos} of the real ${report.realDemos}`);
  for (const page of report.omittedDemos) console.log(`  ${page.pathname}: ${page.demos} real demo(s) left out with their sections (front matter omitted:)`);
  console.log(`\n${report.below.length} matched page(s) below ${DEPTH_TARGET * 100} %:`);
  for (const page of report.below) console.log(`  ${page.pathname}: ${page.demos} of ${page.realDemos} (needs ${page.needed})`);
  if (args.includes('--check') && report.below.length) process.exit(1);
}

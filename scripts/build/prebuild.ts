/**
 * Runs before `next build` and `next dev`: validates the page tree (a bad tree stops the build with a
 * message naming the pathname), generates the API reference pages from the packages' types (or reuses
 * them from the cache) while child processes build the demos not yet stored, writes every demo's
 * sources file (`/x/_demo-sources/`), every page's markdown
 * export (`/x/<path>.md`), the drawer's section files, the page list, the llms.txt and
 * llms-full.txt files of the site and of each product (which link to the exports) and every guide's
 * hover types (`/x/_hover-types/`) into public/, then checks every
 * internal link and anchor against all of it (a broken one stops the build, naming file:line); for
 * `next dev`, copies the last export's search index into public/ (src/search/build/devSearchIndex.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { siteTree } from '../../src/nav/build/siteTree';
import { guidePages } from '../../src/nav/tree';
import { contentFileFor } from '../../src/markdown/contentFile';
import { isSyntheticPage } from '../../src/nav/build/extraPages';
import { describeResult, ensureApiReference } from '../../src/api/build/ensureApiReference';
import { renderMarkdown } from '../../src/markdown/markdown';
import { DEMOS_DIR, demoFolderFor, demoRefs, loadDemoBuild, missingDemos } from '../../src/demos/build/demoBuild';
import { demoBuildKey, pruneDemoBuildStore } from '../../src/demos/build/demoBuildStore';
import { buildDemosInParallel, type DemoToBuild } from '../../src/demos/build/demoBuildsInParallel';
import { writeDemoSourcesFiles, type DemoSourcesFile } from '../../src/demos/build/demoSourcesFiles';
import { apiEntries } from '../../src/api/build/apiEntries';
import { readApiPage } from '../../src/api/build/apiStore';
import { apiProducts } from '../../data/apiReference';
import { siteLinkProblems } from '../../src/checks/siteLinks';
import { writeTreeFiles } from '../../src/export/treeFiles';
import { syncDevSearchIndex } from '../../src/search/build/devSearchIndex';
import { writeMarkdownExports } from '../../src/export/markdownFiles';
import { site } from '../../data/site';
import { writePageHoverTypes } from '../../src/export/hoverFiles';

/** The sources file of every demo a page shows (the pages name them by their content's hash). */
async function writeDemoSources(demos: readonly DemoToBuild[]) {
  const started = Date.now();
  const files: DemoSourcesFile[] = [];
  const keys = new Set<string>();
  for (const demo of demos) {
    files.push((await loadDemoBuild(demo.folder, demo.file, demo.where)).sourcesFile);
    keys.add(demoBuildKey(DEMOS_DIR, demo.folder, demo.file));
  }
  // The stored builds of this version of the demos stay for the pages and the next start; older ones go.
  const stale = pruneDemoBuildStore(keys);
  return { ...writeDemoSourcesFiles(path.join(process.cwd(), 'public'), files), stale, seconds: (Date.now() - started) / 1000 };
}

async function main() {
  const tree = siteTree();
  // Every demo directive must name an existing demo: fail here, naming page and demo, before compiling.
  const pages = guidePages(tree)
    .filter((page) => !isSyntheticPage(page.pathname))
    .map((page) => {
      const file = contentFileFor(page.pathname);
      const source = path.relative(process.cwd(), file);
      const raw = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      return { pathname: page.pathname, source, raw, segments: raw ? renderMarkdown(raw, source).segments : [] };
    });
  const missing = missingDemos(pages);
  if (missing.length > 0) throw new Error(missing.join('\n'));
  // Every demo a page shows, where it does. Those with no stored build are built in child processes,
  // beside the API reference (this process); the steps after read them from the store.
  const demos: DemoToBuild[] = pages.flatMap((page) => demoRefs(page.segments).map((ref) => ({ folder: demoFolderFor(page.pathname), file: ref.file, where: `${page.source}:${ref.line}` })));
  const startedDemos = Date.now();
  const demoBuilds = buildDemosInParallel(demos);
  demoBuilds.catch(() => {}); // Reported where it is awaited, below.
  // Lets the workers' messages out before the API reference holds this process.
  await new Promise((resolve) => setImmediate(resolve));
  console.log(`prebuild: ${describeResult(ensureApiReference(tree))}`);
  const built = await demoBuilds;
  if (built.built > 0) {
    const cpu = built.workerCpuSeconds.map((seconds) => seconds.toFixed(0)).join(' + ');
    console.log(`prebuild: ${built.built} demos built in ${built.workerCpuSeconds.length} processes (${cpu} s CPU), with the API reference ${((Date.now() - startedDemos) / 1000).toFixed(1)} s`);
  }
  if (process.env.npm_lifecycle_event === 'predev') {
    // Under `next dev` each page writes the files of its own demos (src/content/loadDocsPage.ts).
    console.log('prebuild: demo sources files are written by the pages under next dev');
  } else {
    const sources = await writeDemoSources(demos);
    console.log(
      `prebuild: ${sources.files} demo sources files written (${Math.round(sources.bytes / 1024)} KB, ${sources.removed} old ones removed, ${sources.stale} stale stored builds removed, ${sources.seconds.toFixed(1)} s)`,
    );
  }
  if (process.env.npm_lifecycle_event === 'predev') {
    console.log('prebuild: hover types are those of the last build (computing them takes 2 to 3 CPU minutes; see README, "Hover types in code")');
  } else {
    // After the API reference: names link to its entries.
    const hovers = await writePageHoverTypes(tree, pages, path.join(process.cwd(), 'public'));
    console.log(
      `prebuild: hover types of ${hovers.pages} pages${hovers.cached ? ' (from the cache)' : ''} (${hovers.tables} tables, ${Math.round(hovers.bytes / 1024)} KB, ${hovers.removed} old ones removed, ${hovers.seconds.toFixed(1)} s, ${hovers.cpuSeconds.toFixed(1)} s CPU${hovers.workerCpuSeconds.length > 0 ? `, workers ${hovers.workerCpuSeconds.map((seconds) => seconds.toFixed(0)).join(' + ')} s` : ''})`,
    );
  }
  const exported = await writeMarkdownExports(tree, path.join(process.cwd(), 'public'), site.host);
  console.log(`prebuild: markdown exports of ${exported.guides.size} guides and ${exported.api.length} API pages`);
  console.log(`prebuild: ${writeTreeFiles(tree, process.cwd(), exported.api, exported.guides)}`);
  // Links last, once every generated file is in place (API pages: their descriptions link too and
  // their members are anchors; llms.txt and the markdown exports in public/).
  const apiPages = apiEntries(tree, apiProducts.map((product) => product.id)).map((entry) => readApiPage(entry.pathname));
  const problems = siteLinkProblems(tree, apiPages);
  if (problems.length > 0) {
    const report = `${problems.length} broken internal link(s):\n${problems.map((problem) => `  ${problem.message}`).join('\n')}`;
    // The development server still starts (the pages say where they are broken); a build stops.
    if (process.env.npm_lifecycle_event === 'predev') console.warn(`prebuild: ${report}`);
    else throw new Error(report);
  } else {
    console.log('prebuild: every internal link leads to a page and an anchor that exist');
  }
  console.log(`prebuild: ${syncDevSearchIndex(process.env.npm_lifecycle_event === 'predev')}`);
}

main().catch((error: unknown) => {
  console.error(`prebuild failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

/**
 * `npm run api-history -- --repo <mui-x clone>`: writes data/apiHistory.json (and the guide made of
 * it, data/docs/migration/api-changes-v8.md), the history of every
 * documented API page across the v8 releases (when each prop, slot, CSS class and interface member
 * first appeared, when it became deprecated), which the build reads (it never needs the repository).
 * Run it again when the site documents a new version (after installing the packages).
 *
 * Source of each release: the package sources (`packages/<name>/src`) at the release's tag of the
 * mui/mui-x repository (any clone with its tags, bare or not), read by this site's own extractor
 * (src/api/build/extractSymbol.ts) in one TypeScript program per edition, exactly as the API reference
 * reads the installed declarations. Why not the registry: a mirror may lack releases (issue 34 found no
 * 8.0.0 of the grid). Why not the generated `docs/pages/x/api/**.json` of each tag: those list props from
 * the components' runtime prop-types and classes from another source, so they differ from the pages
 * this site generates (DataGridPremium 8.5.0: no `className`, `style`, `columnGroupingModel`, 11 CSS
 * classes fewer); the same extractor over the sources names every entry as the pages do. As a check,
 * the documented release read from its sources must declare exactly what the installed packages do:
 * any difference is listed and stops the script (`--allow-drift` writes the file anyway).
 *
 * Each release's sources are unpacked once into the system's temporary folder, with what they
 * declare cached beside them (keyed by the entries and the extractor's sources): a second run is quick.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiProducts, type ApiProductConfig } from '../../data/apiReference';
import { apiEntries, type ApiEntry } from '../../src/api/build/apiEntries';
import { cacheKey } from '../../src/api/build/apiStore';
import {
  compareVersions,
  declarationDrift,
  declarationsOf,
  diffReleases,
  hasHistory,
  parseApiHistory,
  releasesBetween,
  stillDeprecated,
  type ApiHistoryFile,
  type PageDeclarations,
  type PageHistory,
} from '../../src/api/build/apiHistory';
import { extractSymbol } from '../../src/api/build/extractSymbol';
import { changesPageMarkdown, CHANGES_PAGE } from '../../src/api/build/historyPage';
import { products } from '../../data/products';
import { documentedSymbol, symbolFinder } from '../../src/api/build/generateApiPages';
import { loadEditionProgram } from '../../src/api/build/program';
import { siteTree } from '../../src/nav/build/siteTree';

const root = process.cwd();
const OUT_FILE = path.join(root, 'data', 'apiHistory.json');
const WORK_DIR = path.join(os.tmpdir(), 'mui-x-api-history');
const FIRST_RELEASE = '8.0.0';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const git = (repo: string, ...args: string[]) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 1 << 30 });

const installedVersion = (packageName: string): string =>
  JSON.parse(fs.readFileSync(path.join(root, 'node_modules', packageName, 'package.json'), 'utf8')).version;

/** The packages of a release that have sources (`x-data-grid`…), unpacked into the work folder once. */
function unpackRelease(repo: string, version: string): { dir: string; packages: string[] } {
  const tag = `v${version}`;
  const dir = path.join(WORK_DIR, tag);
  const packages = git(repo, 'ls-tree', '--name-only', tag, 'packages/')
    .split('\n')
    .filter(Boolean)
    .filter((folder) => git(repo, 'ls-tree', '--name-only', tag, `${folder}/src/`).trim() !== '')
    .map((folder) => path.basename(folder));
  const done = path.join(dir, '.unpacked');
  if (!fs.existsSync(done)) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const archive = execFileSync('git', ['-C', repo, 'archive', tag, '--', ...packages.map((name) => `packages/${name}/src`)], { maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    // Everything else (React, Material UI, the chart's vendored d3) resolves from this site's packages.
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    fs.writeFileSync(done, tag);
  }
  return { dir, packages };
}

/** Compiler options that resolve `@mui/x-*` (and their subpaths) to a release's sources. */
function sourcePaths(dir: string, packages: readonly string[]) {
  const paths: Record<string, string[]> = {};
  for (const name of packages) {
    paths[`@mui/${name}`] = [`packages/${name}/src`];
    paths[`@mui/${name}/*`] = [`packages/${name}/src/*`];
  }
  return { baseUrl: dir, paths };
}

/**
 * What one program source (a release's sources, or the installed packages) declares for each entry:
 * the entry's symbol as the generator picks it (the highest edition exporting it).
 */
function readDeclarations(
  entries: readonly ApiEntry[],
  products: readonly ApiProductConfig[],
  loadProgram: Parameters<typeof symbolFinder>[0]['loadProgram'],
): Record<string, PageDeclarations | null> {
  const find = symbolFinder({ products, loadProgram });
  const result: Record<string, PageDeclarations | null> = {};
  for (const entry of entries) {
    const product = products.find((item) => item.id === entry.product);
    const found = product ? documentedSymbol(find, product, entry.title) : undefined;
    result[entry.pathname] = found ? declarationsOf(extractSymbol(found.symbol, found.program.checker, { namesOnly: true, classes: true })) : null;
  }
  return result;
}

/** The sources that decide what a release declares (the extractor, its programs, the symbol's choice, the reading). */
const EXTRACTION_FILES = ['extractSymbol.ts', 'memberType.ts', 'typeHtml.ts', 'types.ts', 'program.ts', 'generateApiPages.ts', 'apiHistory.ts'];

function generatorKey(entries: readonly ApiEntry[]): string {
  const dir = path.join(root, 'src', 'api', 'build');
  const inputs: Record<string, string> = { entries: entries.map((entry) => `${entry.pathname}=${entry.title}`).join('\n') };
  for (const file of EXTRACTION_FILES) inputs[file] = fs.readFileSync(path.join(dir, file), 'utf8');
  return cacheKey(inputs);
}

/** What a release declares for the entries of the products it is read for (cached beside its sources). */
function releaseDeclarations(repo: string, version: string, entries: readonly ApiEntry[], products: readonly ApiProductConfig[]) {
  const { dir, packages } = unpackRelease(repo, version);
  const cache = path.join(dir, `declarations-${generatorKey(entries)}.json`);
  if (fs.existsSync(cache)) return JSON.parse(fs.readFileSync(cache, 'utf8')) as Record<string, PageDeclarations | null>;
  const started = Date.now();
  const options = sourcePaths(dir, packages);
  const declarations = readDeclarations(entries, products, (names) => loadEditionProgram(names, dir, options));
  fs.writeFileSync(cache, JSON.stringify(declarations));
  console.log(`api-history: v${version} read from its sources (${entries.length} pages, ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  return declarations;
}

/** The guide "API changes in v8", made of the history (`--page-only` rewrites it from the committed file). */
function writeChangesPage(file: ApiHistoryFile, entries: readonly ApiEntry[]) {
  const titles = new Map(entries.map((entry) => [entry.pathname, entry.title]));
  const markdown = changesPageMarkdown(file, {
    titleOf: (pathname) => titles.get(pathname) ?? pathname,
    productName: (id) => products.find((product) => product.apiSegment === id)?.name ?? id,
  });
  const pageFile = path.join(root, 'data', 'docs', `${CHANGES_PAGE.replace(/^\/x\//, '')}.md`);
  fs.writeFileSync(pageFile, markdown);
  console.log(`api-history: ${path.relative(root, pageFile)} written`);
}

function main() {
  const documentedEntries = () => apiEntries(siteTree(), apiProducts.map((product) => product.id)).filter((entry) => entry.kind === 'symbol' && !entry.planned);
  if (process.argv.includes('--page-only')) {
    const { file, error } = parseApiHistory(fs.readFileSync(OUT_FILE, 'utf8'));
    if (!file) throw new Error(`api-history: ${path.relative(root, OUT_FILE)}: ${error}`);
    writeChangesPage(file, documentedEntries());
    return;
  }
  const repo = option('--repo') ?? process.env.MUI_X_REPO;
  if (!repo) {
    throw new Error('api-history: pass a clone of https://github.com/mui/mui-x with its tags: npm run api-history -- --repo <dir> (or set MUI_X_REPO)');
  }
  const entries = documentedEntries();
  const tags = git(repo, 'tag', '--list', 'v8.*').split('\n');
  // Each product's releases, up to the version the site documents (its installed packages).
  const releases = Object.fromEntries(
    apiProducts.map((product) => [product.id, releasesBetween(tags, FIRST_RELEASE, installedVersion(product.packages[0].name))]),
  );
  const byVersion = new Map<string, Record<string, PageDeclarations | null>>();
  for (const version of [...new Set(Object.values(releases).flat())].sort(compareVersions)) {
    const products = apiProducts.filter((product) => releases[product.id].includes(version));
    const productEntries = entries.filter((entry) => products.some((product) => product.id === entry.product));
    byVersion.set(version, releaseDeclarations(repo, version, productEntries, products));
  }

  // The check: the documented release's sources declare what the installed packages declare.
  const installed = readDeclarations(entries, apiProducts, (names) => loadEditionProgram(names, root));
  const drift = entries.flatMap((entry) => {
    const documented = releases[entry.product][releases[entry.product].length - 1];
    const lines = declarationDrift(installed[entry.pathname] ?? undefined, byVersion.get(documented)?.[entry.pathname] ?? undefined);
    return lines.map((line) => `${entry.pathname} (v${documented} sources vs installed) ${line}`);
  });
  if (drift.length) {
    console.error(`api-history: the sources differ from the installed packages:\n  ${drift.join('\n  ')}`);
    if (!process.argv.includes('--allow-drift')) process.exit(1);
  }

  const pages: Record<string, PageHistory> = {};
  for (const entry of entries) {
    const history = diffReleases(
      releases[entry.product].map((version) => ({ version, declarations: byVersion.get(version)?.[entry.pathname] ?? undefined })),
    );
    if (hasHistory(history)) pages[entry.pathname] = history;
  }
  const deprecatedAtFirst: NonNullable<ApiHistoryFile['deprecatedAtFirst']> = {};
  for (const entry of entries) {
    const versions = releases[entry.product];
    const at = (version: string) => byVersion.get(version)?.[entry.pathname] ?? undefined;
    const still = stillDeprecated(at(versions[0]), at(versions[versions.length - 1]));
    if (Object.keys(still).length) deprecatedAtFirst[entry.pathname] = still;
  }
  const file: ApiHistoryFile = {
    source: 'github.com/mui/mui-x, packages/*/src at each release tag, read by scripts/build/apiHistory.ts',
    releases,
    pages,
    deprecatedAtFirst,
  };
  fs.writeFileSync(OUT_FILE, `${JSON.stringify(file, null, 1)}\n`);
  console.log(`api-history: ${path.relative(root, OUT_FILE)} written (${Object.keys(pages).length} of ${entries.length} pages have a history)`);
  writeChangesPage(file, entries);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

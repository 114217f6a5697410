/**
 * Generates the API reference pages from the installed @mui/x-* type declarations into
 * `.next/cache/api-reference/`, unless the store already holds the output for the same inputs
 * (package versions, generator sources, page tree). Called by the prebuild step; run alone with
 * `npm run api-reference` (scripts/build/apiReference.ts) (`-- --force` regenerates).
 */
import fs from 'node:fs';
import path from 'node:path';
import Module, { createRequire } from 'node:module';
import { apiProducts } from '../../../data/apiReference';
import { products } from '../../../data/products';
import { apiEntries, createLinkResolver } from './apiEntries';
import { API_STORE_DIR, cacheKey, storedKey, writeApiPages } from './apiStore';
import { createUrlResolver } from './docText';
import { generateApiPages } from './generateApiPages';
import { parseApiHistory, type ApiHistoryFile } from './apiHistory';
import { loadEditionProgram } from './program';
import { isContentPage } from '../../nav/tree';
import type { NavPage } from '../../contracts';

const root = process.cwd();
const requireFromRoot = createRequire(path.join(root, 'package.json'));

/** Packages whose version changes the output besides the products' own. */
const TOOL_PACKAGES = ['@mui/material', '@mui/system', '@types/react', 'ts-morph', 'markdown-it', 'highlight.js'];
/** Sources whose content changes the output. */
const SOURCE_FILES = [
  'src/api/build/ensureApiReference.ts',
  'data/apiReference.ts',
  'data/pages.ts',
  'data/site.ts',
  'src/markdown/markdown.ts',
  'src/nav/tree.ts',
  'src/nav/titles.ts',
  'src/routing/paths.ts',
  'data/apiHistory.json',
];

function packageJson(name: string): { version: string; exports?: Record<string, unknown> } {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'));
}

function generatorFiles(): string[] {
  const dir = path.join('src', 'api', 'build');
  const own = fs
    .readdirSync(path.join(root, dir))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(dir, file));
  return [...SOURCE_FILES, ...own];
}

const readOptional = (file: string): string => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');

function inputsOf(): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const file of generatorFiles()) inputs[file] = readOptional(path.join(root, file));
  for (const product of apiProducts) {
    for (const item of product.packages) inputs[item.name] = packageJson(item.name).version;
  }
  for (const name of TOOL_PACKAGES) inputs[name] = packageJson(name).version;
  return inputs;
}

/** Some packages import a stylesheet from their CommonJS entry; Node cannot load one, and the classes need none. */
function ignoreStylesheets() {
  const extensions = (Module as unknown as { _extensions: Record<string, (module: unknown, filename: string) => void> })._extensions;
  extensions['.css'] ??= () => {};
}

function runtimeClassNames(packageName: string, objectName: string): Record<string, string> | undefined {
  ignoreStylesheets();
  try {
    const value = (requireFromRoot(packageName) as Record<string, unknown>)[objectName];
    if (value && typeof value === 'object' && Object.values(value).every((item) => typeof item === 'string')) {
      return value as Record<string, string>;
    }
  } catch (error) {
    console.warn(`API reference: could not load ${packageName} to read ${objectName} (${error instanceof Error ? error.message : String(error)})`);
  }
  return undefined;
}

/** data/apiHistory.json (scripts/build/apiHistory.ts): without it, or when unreadable, the pages have no history marks. */
function readHistory(): ApiHistoryFile | undefined {
  const file = path.join(root, 'data', 'apiHistory.json');
  if (!fs.existsSync(file)) return undefined;
  const { file: history, error } = parseApiHistory(fs.readFileSync(file, 'utf8'));
  if (error) console.warn(`API reference: data/apiHistory.json ignored: ${error} (regenerate it with \`npm run api-history\`)`);
  return history;
}

export interface ApiReferenceResult {
  cached: boolean;
  pages: number;
  /** Wall-clock time of the step. */
  seconds: number;
  /** CPU time of the step (user + system): comparable between runs on a busy machine. */
  cpuSeconds: number;
}

/** Makes sure the store holds the API pages of `tree`; generates them on a cache miss. */
export function ensureApiReference(tree: readonly NavPage[], { force = false } = {}): ApiReferenceResult {
  const started = process.hrtime.bigint();
  const cpuStarted = process.cpuUsage();
  const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
  const cpuSeconds = () => {
    const used = process.cpuUsage(cpuStarted);
    return (used.user + used.system) / 1e6;
  };
  const entries = apiEntries(tree, apiProducts.map((product) => product.id));
  const key = cacheKey(inputsOf());
  if (!force && storedKey() === key) {
    return { cached: true, pages: entries.length, seconds: seconds(), cpuSeconds: cpuSeconds() };
  }
  const served = new Set<string>();
  const visit = (page: NavPage) => {
    if (isContentPage(page)) served.add(page.pathname);
    page.children?.forEach(visit);
  };
  tree.forEach(visit);
  const pages = generateApiPages({
    entries,
    products: apiProducts,
    productName: (segment) => products.find((product) => product.apiSegment === segment)?.name ?? segment,
    resolveName: createLinkResolver(entries),
    resolveUrl: createUrlResolver(served),
    loadProgram: (packageNames) => loadEditionProgram(packageNames, root),
    packageInfo: (name) => {
      const json = packageJson(name);
      return { version: json.version, subpaths: new Set(Object.keys(json.exports ?? {})) };
    },
    classNames: runtimeClassNames,
    history: readHistory(),
  });
  writeApiPages(pages, key);
  return { cached: false, pages: pages.length, seconds: seconds(), cpuSeconds: cpuSeconds() };
}

/** The line the build log shows (bench reads it). */
export function describeResult(result: ApiReferenceResult): string {
  return `API reference: ${result.cached ? 'cache hit' : 'generated'}, ${result.pages} pages in ${result.seconds.toFixed(2)} s, CPU ${result.cpuSeconds.toFixed(2)} s (${path.relative(root, API_STORE_DIR)})`;
}

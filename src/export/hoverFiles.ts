/**
 * Hover types, per page (prebuild): each guide's typed fences and its demos' TS code are read with
 * the docs check's compiler (src/checks/hoverTypes.ts); each page gets a table of quick infos,
 * `public/x/_hover-types/<hash>.json`, which the browser fetches on the first hover or focus of a
 * name. The manifest says which names of the fences and of the code each demo shows first point to
 * which entry: the page loader (src/content/loadDocsPage.ts) marks them in the HTML. The code a demo
 * shows later (full source, other stylings, other files) is marked by the browser from the table's
 * `blocks`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { HOVER_TYPES_PATH, type HoverEntry, type HoverSpan, type HoverTable } from '../contracts/content';
import type { NavPage } from '../contracts';
import { codeOfMarkdown } from '../markdown/outline';
import { parseFence, TYPED_LANGUAGES } from '../markdown/codeFence';
import { demoBlockKey, fenceBlockKey } from '../markdown/hoverSpans';
import { demoCodeKey, laterTableUrl } from '../code/hoverTypes';
import type { MarkdownSegment } from '../markdown/segments';
import { demoFolderFor, demoRefs, DEMOS_DIR, loadDemoBuild } from '../demos/build/demoBuild';
import type { DemoSources } from '../contracts';
import { extractHoverTokens, type BlockToken, type HoverBlock } from '../checks/hoverTypes';
import { extractHoverTokensInParallel } from '../checks/hoverTypesInParallel';
import { buildWorkerCount } from '../lib/childWork';
import type { HoverLinkTarget } from '../checks/quickInfo';
import type { FenceHost } from '../checks/fenceCheck';
import { createHoverLinker } from './hoverLinks';
import { cacheKey, storedKey } from '../api/build/apiStore';
import { HOVER_MANIFEST_FILE, type HoverManifest } from './hoverManifest';

export interface HoverPageSource {
  pathname: string;
  /** Markdown file, repository-relative (for errors). */
  source: string;
  raw: string;
  segments: readonly MarkdownSegment[];
}

/** A block of a page; `tableKey`: code the browser marks itself (see demoCodeKey), not the page loader. */
type PageBlock = HoverBlock & { tableKey?: string };

/** The typed fences of a page as blocks to read. A fence with malformed notation is the docs check's to report. */
function fenceBlocks(raw: string, source: string): PageBlock[] {
  return codeOfMarkdown(raw, source).fences.flatMap((fence) => {
    if (!TYPED_LANGUAGES.has(fence.language)) return [];
    try {
      const parsed = parseFence(fence.code);
      if (parsed.expectedErrors.length > 0) return [];
      return [{ key: fenceBlockKey(fence.language, parsed.shown), compiled: parsed.compiled, shown: parsed.shown, jsx: fence.language !== 'ts', hiddenLines: parsed.hiddenLines }];
    } catch {
      return [];
    }
  });
}

/**
 * The TS code of each demo of the page: the code it shows first (its preview, or its full source),
 * marked in the page's HTML; then what the reader may switch to, marked by the browser from the
 * page's table: the full source behind a preview, every other styling's code and the demo's other
 * TS files (its data modules).
 */
async function demoBlocks(page: HoverPageSource, demosDir: string): Promise<PageBlock[]> {
  const folder = demoFolderFor(page.pathname);
  const blocks: PageBlock[] = [];
  for (const ref of demoRefs(page.segments)) {
    const { sourcesFile } = await loadDemoBuild(folder, ref.file, `${page.source}:${ref.line}`, demosDir);
    const sources = JSON.parse(sourcesFile.json) as DemoSources;
    const directory = path.join(demosDir, folder);
    const first = sources.stylings['MUI System'].TS;
    blocks.push({ key: demoBlockKey(folder, ref.file), compiled: first.code, shown: (first.preview ?? first).code, jsx: true, directory });
    const more = (tableKey: string, block: HoverBlock) => blocks.push({ ...block, key: `${demoBlockKey(folder, ref.file)}|${tableKey}`, tableKey });
    for (const [styling, variant] of Object.entries(sources.stylings)) {
      const ts = variant.TS;
      if (styling !== 'MUI System' || ts.preview) more(demoCodeKey(ref.file, styling, 'full'), { key: '', compiled: ts.code, shown: ts.code, jsx: true, directory });
      if (styling !== 'MUI System' && ts.preview) more(demoCodeKey(ref.file, styling, 'preview'), { key: '', compiled: ts.code, shown: ts.preview.code, jsx: true, directory });
      for (const [name, code] of Object.entries(variant.files.TS)) {
        if (!/\.tsx?$/.test(name)) continue;
        more(demoCodeKey(ref.file, styling, `file:${name}`), { key: '', compiled: code, shown: code, jsx: name.endsWith('.tsx'), directory: path.join(directory, path.dirname(name)) });
      }
    }
  }
  return blocks;
}

/** The product of a guide (`/x/react-data-grid/sorting` -> `data-grid`), for its links. */
const productOf = (pathname: string) => demoFolderFor(pathname);

/** A table under construction: each entry once, names pointing at their entry's index. */
function tableBuilder() {
  const entries: HoverEntry[] = [];
  const indexOf = new Map<string, number>();
  const add = (entry: HoverEntry): number => {
    const json = JSON.stringify(entry);
    if (!indexOf.has(json)) {
      indexOf.set(json, entries.length);
      entries.push(entry);
    }
    return indexOf.get(json)!;
  };
  return { entries, add };
}

/**
 * A page's two tables: the names its HTML marks (fences, the code each demo shows first) in the
 * first, fetched on the first hover; the names of the code its demos show later in the second
 * (`blocks`), fetched when such code is first reached, so that the first hover stays light.
 */
function pageTables(blocks: readonly PageBlock[], tokens: ReadonlyMap<string, BlockToken[]>, link: (target: HoverLinkTarget) => string | undefined) {
  const first = tableBuilder();
  const later = tableBuilder();
  const marked: Record<string, HoverSpan[]> = {};
  const laterBlocks: Record<string, HoverSpan[]> = {};
  for (const block of blocks) {
    const table = block.tableKey === undefined ? first : later;
    const spans = (tokens.get(block.key) ?? []).map((token): HoverSpan => {
      const href = token.info.link ? link(token.info.link) : undefined;
      return [token.start, token.name, table.add({ t: token.info.text, ...(token.info.doc ? { d: token.info.doc } : {}), ...(href ? { h: href } : {}) })];
    });
    if (block.tableKey === undefined) marked[block.key] = spans;
    else if (spans.length > 0) laterBlocks[block.tableKey] = spans;
  }
  return { first: { entries: first.entries } satisfies HoverTable, later: { entries: later.entries, blocks: laterBlocks } satisfies HoverTable, marked };
}

/** Every page's tables and manifest entry; `link` turns a target into an href (or none). */
export async function buildHoverTypes(
  pages: readonly HoverPageSource[],
  link: (target: HoverLinkTarget, product: string) => string | undefined,
  demosDir: string = DEMOS_DIR,
  host?: FenceHost,
): Promise<{ manifest: HoverManifest; tables: Map<string, string>; workerCpuSeconds: number[] }> {
  const perPage = await Promise.all(pages.map(async (page) => ({ page, blocks: [...fenceBlocks(page.raw, page.source), ...(await demoBlocks(page, demosDir))] })));
  // Blocks are keyed by content: the same fence on two pages is read once.
  const unique = new Map(perPage.flatMap(({ blocks }) => blocks.map((block) => [block.key, block] as const)));
  // A given compiler host (tests) reads here; the build shares the blocks out between its cores.
  const { tokens, workerCpuSeconds } = host ? { tokens: extractHoverTokens([...unique.values()], host), workerCpuSeconds: [] } : await extractHoverTokensInParallel([...unique.values()]);
  const manifest: HoverManifest = {};
  const tables = new Map<string, string>();
  for (const { page, blocks } of perPage) {
    const { first, later, marked } = pageTables(blocks, tokens, (target) => link(target, productOf(page.pathname)));
    if (first.entries.length === 0 && later.entries.length === 0) continue;
    // One name for both files: each is immutable as long as the other is.
    const firstJson = JSON.stringify(first);
    const laterJson = later.entries.length > 0 ? JSON.stringify(later) : null;
    const url = `${HOVER_TYPES_PATH}${crypto.createHash('sha256').update(`${firstJson}\n${laterJson ?? ''}`).digest('hex').slice(0, 16)}.json`;
    tables.set(url, firstJson);
    if (laterJson) tables.set(laterTableUrl(url), laterJson);
    manifest[page.pathname] = { url, blocks: marked };
  }
  return { manifest, tables, workerCpuSeconds };
}

/** Writes the tables into `publicDir` (removing tables no page names any more) and the manifest. */
export function writeHoverTypes(result: { manifest: HoverManifest; tables: Map<string, string> }, publicDir: string, manifestFile: string = HOVER_MANIFEST_FILE) {
  const dir = path.join(publicDir, ...HOVER_TYPES_PATH.split('/').filter(Boolean));
  fs.mkdirSync(dir, { recursive: true });
  const wanted = new Set([...result.tables.keys()].map((url) => url.slice(HOVER_TYPES_PATH.length)));
  let removed = 0;
  for (const name of fs.readdirSync(dir)) {
    if (!wanted.has(name)) {
      fs.rmSync(path.join(dir, name));
      removed += 1;
    }
  }
  let bytes = 0;
  for (const [url, json] of result.tables) {
    fs.writeFileSync(path.join(dir, url.slice(HOVER_TYPES_PATH.length)), json);
    bytes += json.length;
  }
  fs.mkdirSync(path.dirname(manifestFile), { recursive: true });
  fs.writeFileSync(manifestFile, JSON.stringify(result.manifest));
  return { tables: result.tables.size, bytes, removed };
}

/** Every file under `dir`, by path, for the cache key. */
function filesOf(dir: string, files: Record<string, string> = {}): Record<string, string> {
  if (!fs.existsSync(dir)) return files;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) filesOf(file, files);
    else if (entry.isFile()) files[path.relative(process.cwd(), file)] = fs.readFileSync(file, 'utf8');
  }
  return files;
}

/** What the hover types depend on: the pages, the demos, the installed packages, the API pages, this code. */
function hoverInputs(pages: readonly HoverPageSource[]): Record<string, string> {
  const root = process.cwd();
  const read = (file: string) => (fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), 'utf8') : '');
  return {
    pages: JSON.stringify(pages.map((page) => [page.pathname, page.raw])),
    ...filesOf(DEMOS_DIR),
    lock: read('package-lock.json'),
    apiReference: storedKey() ?? '',
    // How the modules are shared out between programs changes how TypeScript writes some names
    // (`JSX.Element` or `React.JSX.Element`): the sharing and the number of workers count too.
    workers: String(buildWorkerCount()),
    ...Object.fromEntries(
      ['src/checks/quickInfo.ts', 'src/checks/hoverTypes.ts', 'src/checks/hoverTypesInParallel.ts', 'src/checks/fenceCheck.ts', 'src/export/hoverFiles.ts', 'src/export/hoverLinks.ts', 'src/markdown/codeFence.ts', 'src/markdown/hoverSpans.ts', 'src/markdown/renderer.ts'].map(
        (file) => [file, read(file)],
      ),
    ),
  };
}

/**
 * Computes and writes every guide's hover types (prebuild), or reuses the last result from
 * `.next/cache/hover-types/` when nothing they depend on changed.
 */
export async function writePageHoverTypes(tree: readonly NavPage[], pages: readonly HoverPageSource[], publicDir: string, cacheDir: string = path.dirname(HOVER_MANIFEST_FILE)) {
  const started = Date.now();
  const cpuStarted = process.cpuUsage();
  const key = cacheKey(hoverInputs(pages));
  const cacheFile = path.join(cacheDir, 'result.json');
  let result: { manifest: HoverManifest; tables: Map<string, string> } | undefined;
  let cached = false;
  let workerCpuSeconds: number[] = [];
  try {
    const stored = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as { key: string; manifest: HoverManifest; tables: Array<[string, string]> };
    if (stored.key === key) {
      result = { manifest: stored.manifest, tables: new Map(stored.tables) };
      cached = true;
    }
  } catch {
    // No result yet, or an unreadable one: computed again.
  }
  if (!result) {
    const built = await buildHoverTypes(pages, createHoverLinker(tree));
    result = built;
    workerCpuSeconds = built.workerCpuSeconds;
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(cacheFile, JSON.stringify({ key, manifest: result.manifest, tables: [...result.tables] }));
  }
  const written = writeHoverTypes(result, publicDir, path.join(cacheDir, 'manifest.json'));
  const cpu = process.cpuUsage(cpuStarted);
  // CPU time too (this process's and each worker's): comparable between runs on a busy machine, as the API reference's.
  const cpuSeconds = (cpu.user + cpu.system) / 1e6 + workerCpuSeconds.reduce((sum, seconds) => sum + seconds, 0);
  return { ...written, cached, pages: Object.keys(result.manifest).length, seconds: (Date.now() - started) / 1000, cpuSeconds, workerCpuSeconds };
}

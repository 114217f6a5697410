/**
 * Build-time demo sources: a demo is written once in TSX under `data/demos/<folder>/`; its JS
 * source is generated here (types stripped by Babel, formatted by Prettier), both are highlighted,
 * and the excerpt between preview markers is cut out. The page props keep what a demo's first render
 * needs (its modules and the code shown first); the rest goes to its sources file
 * (src/demos/build/demoSourcesFiles.ts), which the browser fetches when needed. Node only: never bundled
 * for the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseSync, transformAsync } from '@babel/core';
import type { Statement } from '@babel/types';
// The standalone build with explicit plugins: no dynamic import() inside (Jest runs it as CommonJS).
import * as prettier from 'prettier/standalone';
import type { Options as PrettierOptions } from 'prettier';
import * as prettierBabel from 'prettier/plugins/babel';
import * as prettierEstree from 'prettier/plugins/estree';
import * as prettierTypeScript from 'prettier/plugins/typescript';
import { highlightCode } from '../../markdown/renderer';
import type { CodeStyling, DemoData, DemoSources, DemoSourceVariant, DemoStylingSources, DemoStylingVariant, HighlightedSource } from '../../contracts';
import type { MarkdownSegment } from '../../markdown/segments';
import { demosVersion } from '../../markdown/contentVersion';
import { demoSourcesFile, type DemoSourcesFile } from './demoSourcesFiles';
import { DEMO_BUILD_STORE, demoBuildKey, readStoredDemoBuild, storeDemoBuild } from './demoBuildStore';

export const DEMOS_DIR = path.join(process.cwd(), 'data', 'demos');

/** Styling variants by file suffix: `Name.tsx` (MUI System), `Name.tailwind.tsx`, `Name.css.tsx`. */
const STYLING_SUFFIXES: ReadonlyArray<[CodeStyling, string]> = [
  ['MUI System', ''],
  ['Tailwind', '.tailwind'],
  ['CSS', '.css'],
];

const PRETTIER_OPTIONS: PrettierOptions = {
  singleQuote: true,
  printWidth: 85,
  trailingComma: 'all',
  plugins: [prettierBabel, prettierEstree, prettierTypeScript],
};
const PREVIEW_START = /^\s*(\{\/\*|\/\/)\s*preview-start\s*(\*\/\})?\s*$/;
const PREVIEW_END = /^\s*(\{\/\*|\/\/)\s*preview-end\s*(\*\/\})?\s*$/;
const LICENSED_PACKAGE = /^@mui\/x-[a-z-]+-(pro|premium)(\/|$)/;

/** The demo folder of a page: `/x/react-data-grid/sorting` -> `data-grid`, `/x/introduction` -> `introduction`. */
export function demoFolderFor(pathname: string): string {
  const first = pathname.replace(/^\/x\//, '').split('/')[0] ?? '';
  return first.replace(/^react-/, '');
}

/** Type annotations out, JSX kept, formatted like the TS source. */
export async function toJavaScript(tsSource: string, filename: string): Promise<string> {
  const result = await transformAsync(tsSource, {
    filename,
    babelrc: false,
    configFile: false,
    // Keeps statements on their lines so Prettier keeps the blank lines between them.
    retainLines: true,
    plugins: [
      ['@babel/plugin-syntax-jsx'],
      ['@babel/plugin-transform-typescript', { isTSX: true, allExtensions: true }],
    ],
  });
  if (!result?.code) throw new Error(`${filename}: Babel returned no JavaScript`);
  return prettier.format(result.code, { ...PRETTIER_OPTIONS, parser: 'babel' });
}

/** Every module a source imports or re-exports from, in order, without duplicates. */
export function importsOf(tsSource: string, filename: string): string[] {
  const ast = parseSync(tsSource, {
    filename,
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['typescript', 'jsx'] },
  });
  const found = new Set<string>();
  const body: Statement[] = ast && 'program' in ast ? ast.program.body : [];
  for (const node of body) {
    if ((node.type === 'ImportDeclaration' || node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source) {
      found.add(node.source.value);
    }
  }
  return [...found];
}

/** Removes preview markers and returns the full source and the excerpt between them (dedented). */
export function splitPreview(source: string): { full: string; preview: string | null } {
  const lines = source.split('\n');
  const isMarker = (line: string) => PREVIEW_START.test(line) || PREVIEW_END.test(line);
  // Markers go, with any blank line the formatter left beside them.
  const kept = lines.filter(
    (line, index) => !isMarker(line) && !(line.trim() === '' && (isMarker(lines[index - 1] ?? '') || isMarker(lines[index + 1] ?? ''))),
  );
  const full = kept.join('\n');
  const start = lines.findIndex((line) => PREVIEW_START.test(line));
  const end = lines.findIndex((line) => PREVIEW_END.test(line));
  if (start === -1 || end === -1 || end <= start + 1) return { full, preview: null };
  const excerpt = lines.slice(start + 1, end);
  while (excerpt.length > 0 && excerpt[excerpt.length - 1].trim() === '') excerpt.pop();
  while (excerpt.length > 0 && excerpt[0].trim() === '') excerpt.shift();
  if (excerpt.length === 0) return { full, preview: null };
  const indent = Math.min(...excerpt.filter((line) => line.trim() !== '').map((line) => line.match(/^ */)![0].length));
  return { full, preview: `${excerpt.map((line) => line.slice(indent)).join('\n')}\n` };
}

function highlighted(code: string, language: string): HighlightedSource {
  return { code, html: highlightCode(code, language) };
}

/** The highlighter's language for a demo's other file, by its extension. */
const FILE_LANGUAGES: Record<string, string> = { ts: 'ts', tsx: 'tsx', js: 'js', jsx: 'jsx', css: 'css' };

/** Each of a demo's other files highlighted, for its file tabs. */
function highlightFiles(files: DemoStylingSources['files']): NonNullable<DemoStylingSources['filesHtml']> {
  const each = (map: Record<string, string>) =>
    Object.fromEntries(Object.entries(map).map(([name, code]) => [name, highlightCode(code, FILE_LANGUAGES[name.split('.').pop() ?? ''] ?? '')]));
  return { TS: each(files.TS), JS: each(files.JS) };
}

function sourceVariant(code: string, language: 'tsx' | 'jsx'): DemoSourceVariant {
  const { full, preview } = splitPreview(code);
  return { ...highlighted(full, language), preview: preview === null ? null : highlighted(preview, language) };
}

/** A stylesheet beside the demo (`./Tree.module.css`). */
const CSS_IMPORT = /^\.\/[\w.-]+\.css$/;
/** A shared data set of the product (`./data/employees` -> data/demos/<product>/data/employees.ts). */
const DATA_IMPORT = /^\.\/data\/[A-Za-z][\w-]*$/;

/**
 * A shared data module in both languages, keyed by its path in the sandbox (`data/employees.ts` and
 * `data/employees.js`), with the packages it imports. Data modules import packages only.
 */
async function loadDataModule(folder: string, specifier: string, where: string, demosDir: string) {
  const relative = `${specifier.slice(2)}.ts`;
  const file = path.join(demosDir, folder, relative);
  if (!fs.existsSync(file)) throw new Error(`${where} imports ${specifier}, which does not exist (expected ${path.relative(process.cwd(), file)})`);
  const ts = await prettier.format(fs.readFileSync(file, 'utf8'), { ...PRETTIER_OPTIONS, parser: 'typescript' });
  const imports = importsOf(ts, relative);
  const local = imports.find((value) => value.startsWith('.'));
  if (local) throw new Error(`${where} imports ${specifier}, which imports ${local}; a data module may only import packages`);
  const js = await toJavaScript(ts, path.basename(relative));
  return { TS: { [relative]: ts }, JS: { [relative.replace(/\.ts$/, '.js')]: js }, imports };
}

/** Formats a demo's TypeScript as readers see it. */
function formatTypeScript(raw: string): Promise<string> {
  return prettier.format(raw, { ...PRETTIER_OPTIONS, parser: 'typescript' });
}

/** A styling variant with its sources, as the build reads it. */
type StylingVariantBuild = DemoStylingVariant & DemoStylingSources;

async function loadStylingVariant(folder: string, name: string, suffix: string, where: string, demosDir: string): Promise<StylingVariantBuild> {
  const relative = `${folder}/${name}${suffix}.tsx`;
  const file = path.join(demosDir, relative);
  const ts = await formatTypeScript(fs.readFileSync(file, 'utf8'));
  const js = await toJavaScript(ts, `${name}${suffix}.tsx`);
  const imports = importsOf(ts, relative);
  const files: DemoStylingSources['files'] = { TS: {}, JS: {} };
  const dataImports: string[] = [];
  for (const specifier of imports.filter((value) => value.startsWith('.'))) {
    // Demos stay self-contained, so a sandbox can hold them: a stylesheet beside them, or a data module
    // of the product's shared data sets (which itself imports packages only).
    if (CSS_IMPORT.test(specifier)) {
      const cssFile = path.join(demosDir, folder, specifier);
      if (!fs.existsSync(cssFile)) throw new Error(`${where}: demo ${relative} imports ${specifier}, which does not exist`);
      const css = fs.readFileSync(cssFile, 'utf8');
      files.TS[specifier.slice(2)] = css;
      files.JS[specifier.slice(2)] = css;
    } else if (DATA_IMPORT.test(specifier)) {
      const data = await loadDataModule(folder, specifier, `${where}: demo ${relative}`, demosDir);
      Object.assign(files.TS, data.TS);
      Object.assign(files.JS, data.JS);
      dataImports.push(...data.imports);
    } else {
      throw new Error(
        `${where}: demo ${relative} imports ${specifier}; a demo may only import packages, a .css file beside it and ./data/<name> modules`,
      );
    }
  }
  return {
    module: `${folder}/${name}${suffix}`,
    fileName: name,
    TS: sourceVariant(ts, 'tsx'),
    JS: sourceVariant(js, 'jsx'),
    imports: [...new Set([...imports, ...dataImports])],
    files,
    filesHtml: highlightFiles(files),
  };
}

/** A demo as the build reads it: its page props (without the reserved height) and its sources file. */
export interface DemoBuild {
  demo: Omit<DemoData, 'height'>;
  sourcesFile: DemoSourcesFile;
}

/** Splits the variants read from disk into what the page needs first and the sources file. */
function assembleDemo(file: string, variants: Partial<Record<CodeStyling, StylingVariantBuild>>): DemoBuild {
  const stylings: Partial<Record<CodeStyling, DemoStylingVariant>> = {};
  const sources: Partial<Record<CodeStyling, DemoStylingSources>> = {};
  for (const [styling, { module, fileName, ...rest }] of Object.entries(variants) as Array<[CodeStyling, StylingVariantBuild]>) {
    stylings[styling] = { module, fileName };
    sources[styling] = rest;
  }
  const system = variants['MUI System']!;
  const sourcesFile = demoSourcesFile(system.module, { stylings: sources as DemoSources['stylings'] });
  return {
    demo: {
      file,
      licensed: Object.values(variants).some((variant) => variant.imports.some((specifier) => LICENSED_PACKAGE.test(specifier))),
      stylings: stylings as DemoData['stylings'],
      firstCode: { html: (system.TS.preview ?? system.TS).html, preview: system.TS.preview !== null },
      sources: sourcesFile.url,
      ...(Object.keys(system.files.TS).length > 0 ? { otherFiles: Object.keys(system.files.TS) } : {}),
    },
    sourcesFile,
  };
}

/**
 * The demo builds of one version of the demo files; a new version starts empty. Kept on globalThis:
 * under `next dev` the pages' server bundle is evaluated again after every saved file, and a saved
 * guide (which leaves the demos' version alone) should not build its page's demos again.
 */
export function demoBuildCache(version: string): Map<string, Promise<DemoBuild>> {
  const store = globalThis as typeof globalThis & { __demoBuilds?: { version: string; builds: Map<string, Promise<DemoBuild>> } };
  if (store.__demoBuilds?.version !== version) store.__demoBuilds = { version, builds: new Map() };
  return store.__demoBuilds.builds;
}

/**
 * Everything a demo directive needs (its page props take the directive's height), with its sources
 * file, for the page `where` (its markdown file, for errors). A demo that does not exist fails the
 * build naming the page and the demo. A build is read from `store` when its inputs are unchanged
 * (src/demos/build/demoBuildStore.ts; only for the site's own demos by default, not a test's).
 */
export function loadDemoBuild(folder: string, file: string, where: string, demosDir: string = DEMOS_DIR, store: string | null = demosDir === DEMOS_DIR ? DEMO_BUILD_STORE : null): Promise<DemoBuild> {
  const name = file.replace(/\.tsx$/, '');
  const expected = path.join(demosDir, folder, file);
  if (!fs.existsSync(expected)) {
    return Promise.reject(new Error(`${where}: unknown demo ${file} (expected the file ${path.relative(process.cwd(), expected)})`));
  }
  // The demos' version changes under `next dev` when a demo file is saved: the demos are read again.
  const cache = demoBuildCache(demosVersion);
  const key = `${demosDir}|${folder}|${file}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = (async () => {
      const storeKey = store ? demoBuildKey(demosDir, folder, file) : null;
      const stored = storeKey ? readStoredDemoBuild(storeKey, store!) : null;
      if (stored) return stored;
      const variants: Partial<Record<CodeStyling, StylingVariantBuild>> = {};
      for (const [styling, suffix] of STYLING_SUFFIXES) {
        if (suffix === '' || fs.existsSync(path.join(demosDir, folder, `${name}${suffix}.tsx`))) {
          variants[styling] = await loadStylingVariant(folder, name, suffix, where, demosDir);
        }
      }
      const build = assembleDemo(file, variants);
      if (storeKey) storeDemoBuild(storeKey, build, store!);
      return build;
    })();
    cache.set(key, pending);
  }
  return pending;
}

/** Demo references of a page's segments, containers included, in order. */
export function demoRefs(segments: readonly MarkdownSegment[]): Array<{ file: string; height: number; line: number }> {
  return segments.flatMap((segment) => {
    if (segment.kind === 'demo') return [{ file: segment.file, height: segment.height, line: segment.line }];
    if (segment.kind === 'container') return demoRefs(segment.children);
    return [];
  });
}

/**
 * One message per demo directive whose file is missing (`<page file>:<line>: unknown demo <Name>.tsx …`),
 * so the build can stop before compiling anything.
 */
export function missingDemos(
  pages: ReadonlyArray<{ pathname: string; source: string; segments: readonly MarkdownSegment[] }>,
  demosDir: string = DEMOS_DIR,
): string[] {
  return pages.flatMap(({ pathname, source, segments }) =>
    demoRefs(segments)
      .filter((ref) => !fs.existsSync(path.join(demosDir, demoFolderFor(pathname), ref.file)))
      .map((ref) => `${source}:${ref.line}: unknown demo ${ref.file} (expected the file ${path.relative(process.cwd(), path.join(demosDir, demoFolderFor(pathname), ref.file))})`),
  );
}

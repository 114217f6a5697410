/**
 * The demos' sources files (build time): each demo's `DemoSources` (both languages of every styling
 * variant, highlighted, with what a sandbox needs) as a static JSON file,
 * `public/x/_demo-sources/<folder>/<Name>.<hash>.json`. The hash is taken from the content, so a file
 * can be cached for ever and a changed demo gets a new address. The prebuild step writes the file of
 * every demo a page shows and removes the others; under `next dev` the page that shows a demo writes
 * its file (src/content/loadDocsPage.ts), so a saved demo's new file exists before the page asks for it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_SOURCES_PATH, type DemoSources } from '../../contracts/content';

export interface DemoSourcesFile {
  /** Where the browser fetches it (`/x/_demo-sources/data-grid/BasicGrid.0123456789abcdef.json`). */
  url: string;
  json: string;
}

/** Hex digits of the content hash in a file's name: 64 bits, the length of Next's chunk hashes. */
const HASH_LENGTH = 16;

/** A demo's sources file, for its module (`data-grid/BasicGrid`): its JSON and its content-hashed URL. */
export function demoSourcesFile(module: string, sources: DemoSources): DemoSourcesFile {
  const json = JSON.stringify(sources);
  const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, HASH_LENGTH);
  return { url: `${DEMO_SOURCES_PATH}${module}.${hash}.json`, json };
}

/** The folder of the sources files under a public folder (`public/x/_demo-sources`). */
function demoSourcesDir(publicDir: string): string {
  return path.join(publicDir, ...DEMO_SOURCES_PATH.split('/').filter(Boolean));
}

function fileOf(publicDir: string, url: string): string {
  return path.join(publicDir, ...url.split('/').filter(Boolean));
}

/**
 * Writes one file; with `onlyIfMissing` (development, on each save), leaves one that is there already
 * (its name says its content). True when written.
 */
export function writeDemoSourcesFile(publicDir: string, file: DemoSourcesFile, onlyIfMissing = false): boolean {
  const target = fileOf(publicDir, file.url);
  if (onlyIfMissing && fs.existsSync(target)) return false;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, file.json);
  return true;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes `files` under `publicDir` and removes every other file of the sources folder (demos no
 * longer shown, earlier versions of changed ones): the folder holds exactly the current files.
 */
export function writeDemoSourcesFiles(publicDir: string, files: readonly DemoSourcesFile[]): { files: number; bytes: number; removed: number } {
  const kept = new Set<string>();
  let bytes = 0;
  for (const file of files) {
    if (kept.has(fileOf(publicDir, file.url))) continue;
    writeDemoSourcesFile(publicDir, file);
    kept.add(fileOf(publicDir, file.url));
    bytes += Buffer.byteLength(file.json);
  }
  let removed = 0;
  for (const stale of filesUnder(demoSourcesDir(publicDir))) {
    if (kept.has(stale)) continue;
    fs.rmSync(stale);
    removed += 1;
  }
  return { files: kept.size, bytes, removed };
}

/** The sources files an exported page's HTML names (its `__NEXT_DATA__`), by URL. */
export function demoSourcesUrlsIn(html: string): string[] {
  const escaped = DEMO_SOURCES_PATH.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return [...new Set(html.match(new RegExp(`${escaped}[\\w./-]+?\\.[0-9a-f]{${HASH_LENGTH}}\\.json`, 'g')) ?? [])];
}

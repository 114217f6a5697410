/**
 * Builds the search index from the exported HTML (run by scripts/build/postbuild.ts): Pagefind reads every
 * page of `out/`, indexes the ones whose `<article>` carries `data-pagefind-body` (guides and API
 * pages; one index per `<html lang>`), skips the regions listed in src/search/indexConfig.ts and the
 * elements marked `data-pagefind-ignore`, and writes a chunked index to `out/x/_pagefind/`: a query
 * downloads only the index chunks of its words and the fragments of the results it shows.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EXCLUDED_REGIONS, SEARCH_BUNDLE_PATH, SEARCH_ENTRY_FILE, UNUSED_BUNDLE_FILES } from '../indexConfig';

/** Word positions per index chunk (~6 KB compressed each for this site). */
const INDEX_CHUNK_SIZE = 4000;

export interface SearchIndexReport {
  directory: string;
  pages: number;
  languages: Record<string, number>;
  files: number;
  bytes: number;
  seconds: number;
}

function directorySize(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = directorySize(full);
      files += inner.files;
      bytes += inner.bytes;
    } else {
      files += 1;
      bytes += fs.statSync(full).size;
    }
  }
  return { files, bytes };
}

export async function buildSearchIndex(root: string = process.cwd()): Promise<SearchIndexReport> {
  const started = process.hrtime.bigint();
  const out = path.join(root, 'out');
  const target = path.join(out, SEARCH_BUNDLE_PATH.replace(/^\/|\/$/g, ''));
  // A previous index (or a copy from public/ made for `next dev`) must not leave stale chunks behind.
  fs.rmSync(target, { recursive: true, force: true });
  // Smaller index chunks than Pagefind's default (20,000 word positions, ~25 KB here): a query
  // downloads the chunks of its words only, so a chunk's size is what a word costs. The variable is
  // Pagefind's (marked unstable): without it, search still works with the default size.
  process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE ??= String(INDEX_CHUNK_SIZE);
  // The package is ESM only (an `import` export and no `require` one): loaded as such from this CommonJS script.
  const pagefind = await import('pagefind');
  try {
    const { index, errors } = await pagefind.createIndex({ excludeSelectors: [...EXCLUDED_REGIONS] });
    if (!index || errors.length) {
      throw new Error(`pagefind could not start: ${errors.join('; ')}`);
    }
    const added = await index.addDirectory({ path: out });
    if (added.errors.length) {
      throw new Error(`pagefind could not read the export: ${added.errors.join('; ')}`);
    }
    if (added.page_count === 0) {
      throw new Error('pagefind indexed no page: no exported page carries data-pagefind-body');
    }
    const written = await index.writeFiles({ outputPath: target });
    if (written.errors.length) {
      throw new Error(`pagefind could not write the index: ${written.errors.join('; ')}`);
    }
  } finally {
    await pagefind.close();
  }
  for (const file of UNUSED_BUNDLE_FILES) {
    fs.rmSync(path.join(target, file), { force: true });
  }
  const entry = JSON.parse(fs.readFileSync(path.join(target, SEARCH_ENTRY_FILE), 'utf8')) as { languages: Record<string, { page_count: number }> };
  const languages = Object.fromEntries(Object.entries(entry.languages).map(([language, info]) => [language, info.page_count]));
  const pages = Object.values(languages).reduce((sum, count) => sum + count, 0);
  return {
    directory: target,
    pages,
    languages,
    ...directorySize(target),
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
  };
}

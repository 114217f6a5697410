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
import { PAGE_KINDS } from '../indexAttributes';
import { shardFile, storedPage, VOCABULARY_DIR, VOCABULARY_PAGES_FILE, VOCABULARY_SHARDS_FILE, wordsFile } from '../vocabulary';
import { buildVocabulary, type SourceGroup, type SourcePage } from './vocabularyBuild';

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

/** Each live demo as a record of its own: its title, the section it sits in and the components it uses. */
function demoRecords(sources: readonly SourcePage[]) {
  return sources.flatMap((page) =>
    (page.demos ?? []).map((demo) => ({
      url: `${page.url}#${demo.id}`,
      content: `${demo.title}. ${(demo.components ?? []).join(' ')}`,
      language: 'en',
      meta: { title: demo.title, page: page.title },
      filters: { kind: [PAGE_KINDS.demo], group: [page.group] },
    })),
  );
}

/** Writes the vocabulary's files (pages, key shards, word lists) next to the index. */
function writeVocabulary(target: string, sources: readonly SourcePage[], groups: readonly SourceGroup[]) {
  const files = buildVocabulary(sources, groups);
  const pages = files.pages.map((page, index) => storedPage(page, sources[index].aliases));
  const write = (file: string, value: unknown) => {
    const full = path.join(target, VOCABULARY_DIR, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, JSON.stringify(value));
  };
  write(VOCABULARY_PAGES_FILE, pages);
  Object.entries(files.shards).forEach(([shard, keys]) => write(shardFile(shard), keys));
  write(VOCABULARY_SHARDS_FILE, Object.keys(files.shards).sort());
  Object.entries(files.words).forEach(([letter, words]) => write(wordsFile(letter), words));
}

export async function buildSearchIndex(root: string = process.cwd(), vocabulary?: { pages: SourcePage[]; groups: SourceGroup[] }): Promise<SearchIndexReport> {
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
    for (const record of demoRecords(vocabulary?.pages ?? [])) {
      const response = await index.addCustomRecord(record);
      if (response.errors.length) throw new Error(`pagefind could not add the demo ${record.url}: ${response.errors.join('; ')}`);
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
  if (vocabulary) writeVocabulary(target, vocabulary.pages, vocabulary.groups);
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

/**
 * Loads the search vocabulary's files for the dialog: the list of pages once, then for each query
 * only the shard of its key and the word lists of its words' first letters, each fetched once per
 * visit. A file that cannot load counts as empty: search still answers from the full text.
 */
import { SEARCH_BUNDLE_PATH } from './indexConfig';
import { expandPage, normalizeKey, shardFile, shardOf, VOCABULARY_DIR, VOCABULARY_PAGES_FILE, VOCABULARY_SHARDS_FILE, wordsFile, type StoredPage, type VocabularyPage, type VocabularyShard } from './vocabulary';
import { lookup, type Lookup } from './vocabularyLookup';

export type FetchJson = (url: string) => Promise<unknown>;

const defaultFetch: FetchJson = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
};

export interface Vocabulary {
  pages: () => Promise<readonly VocabularyPage[]>;
  lookup: (query: string) => Promise<Lookup>;
}

/** `buildId` keeps a visit's files to one build (the files are revalidated, not renamed, by a new build). */
export function createVocabulary({ buildId, fetchJson = defaultFetch }: { buildId?: string; fetchJson?: FetchJson } = {}): Vocabulary {
  const base = `${SEARCH_BUNDLE_PATH}${VOCABULARY_DIR}/`;
  const files = new Map<string, Promise<unknown>>();
  const load = <T>(file: string, fallback: T): Promise<T> => {
    let pending = files.get(file);
    if (!pending) {
      pending = fetchJson(`${base}${file}${buildId ? `?v=${encodeURIComponent(buildId)}` : ''}`).catch(() => fallback);
      files.set(file, pending);
    }
    return pending as Promise<T>;
  };
  let expanded: Promise<VocabularyPage[]> | undefined;
  const shardNames = () => load<string[] | null>(VOCABULARY_SHARDS_FILE, null);
  const pages = () => {
    // The dialog asks for the pages when it opens: the list of shards comes along, for the first query.
    void shardNames();
    return (expanded ??= load<StoredPage[]>(VOCABULARY_PAGES_FILE, []).then((list) =>
      Array.isArray(list) ? list.filter((page) => typeof page?.url === 'string' && typeof page.title === 'string').map(expandPage) : [],
    ));
  };
  return {
    pages,
    async lookup(query) {
      const key = normalizeKey(query);
      // Only a shard that exists is fetched; without the list (a failed load), every shard is tried.
      const shards = await shardNames();
      const shardExists = !Array.isArray(shards) || shards.includes(shardOf(key));
      const letters = [...new Set(query.toLowerCase().split(/\s+/).filter((word) => /^[a-z]{5,}$/.test(word)).map((word) => word[0]))];
      const [list, shard, ...wordLists] = await Promise.all([
        pages(),
        key.length >= 2 && shardExists ? load<VocabularyShard>(shardFile(shardOf(key)), {}) : Promise.resolve({}),
        ...letters.map((letter) => load<string[]>(wordsFile(letter), [])),
      ]);
      const words = Object.fromEntries(letters.map((letter, index) => [letter, Array.isArray(wordLists[index]) ? wordLists[index] : []]));
      return lookup(query, { pages: list, shard: (shard && typeof shard === 'object' ? shard : {}) as VocabularyShard, words });
    },
  };
}

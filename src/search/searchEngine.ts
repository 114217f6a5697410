/**
 * The search engine behind the dialog: Pagefind's own library (`/x/_pagefind/pagefind.js`, written
 * by the build next to the index), loaded by URL when the dialog opens so webpack never bundles
 * it. A query downloads the index chunks of its words, then the fragments of the pages it shows.
 */
import { SEARCH_BUNDLE_PATH, SEARCH_LIBRARY_URL } from './indexConfig';
import { PAGE_KINDS } from './indexAttributes';
import { rankHits, type FragmentLike, type PageResult, type SearchHit } from './results';
import { looksLikeIdentifier, pickPages } from './candidates';
import { mergeHits } from './merge';
import { createVocabulary, type Vocabulary } from './vocabularyClient';
import { closestTitles } from './vocabularyLookup';

/** The part of Pagefind's JS API used here. */
export interface PagefindResultLike {
  id: string;
  score: number;
  data(): Promise<FragmentLike>;
}
export interface PagefindInstanceLike {
  init(): Promise<void>;
  preload(term: string): Promise<void>;
  search(term: string, options?: { filters?: Record<string, string> }): Promise<{ results: PagefindResultLike[] } | null>;
}
export interface PagefindModuleLike {
  createInstance(options: Record<string, unknown>): PagefindInstanceLike;
}

/** Why search cannot answer: no index next to the site (`next dev` before a build), or it did not load. */
export type SearchFailure = 'missing-index' | 'unavailable';

export class SearchLoadError extends Error {
  constructor(
    readonly failure: SearchFailure,
    cause?: unknown,
  ) {
    super(`Search could not load (${failure}): ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'SearchLoadError';
  }
}

/**
 * Pages whose fragments a query loads (each gives up to three entries, so up to 18 in the list):
 * the bytes of a query stay bounded whatever the size of the site. A fragment is the page's text;
 * the largest API pages' are ~20 KB.
 */
export const PAGES_PER_QUERY = 6;

/** Queries whose entries stay in memory for the visit (the oldest go first). */
const ANSWERS_KEPT = 50;

const loadModule = (url: string): Promise<PagefindModuleLike> => import(/* webpackIgnore: true */ url);

export interface SearchEngineOptions {
  /** The reader's language (`en`, `zh`): its index is searched first, then English. */
  language: string;
  /** `lang` tag of each language's index (`zh` -> `zh-Hans`). */
  languageTag: (language: string) => string;
  /** The export's build id: the entry file's URL stays the same through a build, so the worker can keep it. */
  buildId?: string;
  /** Top-level group of the page the reader is on: its pages are favoured. */
  group?: string;
  /** Development server: a missing index means "run the build once", not a failure. */
  development?: boolean;
  load?: (url: string) => Promise<PagefindModuleLike>;
  root?: HTMLElement;
  /** Injectable for tests; the real one fetches the vocabulary next to the index. */
  vocabulary?: Vocabulary;
}

/** What a query found: the list, the name a misspelt query was taken for, and pages to suggest when nothing matched. */
export interface SearchAnswer {
  hits: SearchHit[];
  didYouMean?: string;
  suggestions?: Array<{ title: string; url: string }>;
}

export interface SearchEngine {
  /** The answer to a query (in one product, or all), or null when a newer query started meanwhile. */
  search(query: string, only?: string): Promise<SearchAnswer | null>;
  /** The answer to a query asked before in this visit (Backspace back to it): shown at once. */
  cached(query: string, only?: string): SearchAnswer | undefined;
  /** Starts downloading the index chunks of a query's words while the reader is still typing. */
  preload(query: string): void;
}

/**
 * Pagefind picks an instance's index from `<html lang>` when the instance is created. On a page in
 * another language, the English instance is created with the attribute set to English for that
 * synchronous call only (nothing renders in between).
 */
function createInLanguage(module: PagefindModuleLike, root: HTMLElement, tag: string, options: Record<string, unknown>) {
  const previous = root.getAttribute('lang');
  root.setAttribute('lang', tag);
  try {
    return module.createInstance(options);
  } finally {
    if (previous === null) root.removeAttribute('lang');
    else root.setAttribute('lang', previous);
  }
}

/** Loads Pagefind and starts one instance per language (the reader's, then English), ready to answer. */
async function startInstances({ language, languageTag, buildId, development = false, load = loadModule, root = document.documentElement }: SearchEngineOptions) {
  let module: PagefindModuleLike;
  try {
    module = await load(SEARCH_LIBRARY_URL);
    if (!module || typeof module.createInstance !== 'function') throw new Error('pagefind.js has no createInstance');
  } catch (error) {
    throw new SearchLoadError(development ? 'missing-index' : 'unavailable', error);
  }
  const languages = language === 'en' ? ['en'] : [language, 'en'];
  const options = {
    basePath: SEARCH_BUNDLE_PATH,
    // Result URLs are site paths as exported (Pagefind would otherwise prefix the bundle's parent, /x/).
    baseUrl: '/',
    excerptLength: 24,
    ...(buildId && !development ? { metaCacheTag: buildId } : {}),
  };
  // Pagefind's instances share one web worker and its WebAssembly: a second language (another
  // WebAssembly build) in it answers nothing or fails ("memory access out of bounds"), so the
  // English index of a page in another language runs on the main thread (a small index, a quick search).
  const instances = languages.map((code, index) => ({
    tag: languageTag(code),
    instance: createInLanguage(module, root, languageTag(code), index === 0 ? options : { ...options, noWorker: true }),
  }));
  try {
    await Promise.all(instances.map(({ instance }) => instance.init()));
    // An empty preload waits for the index's entry point (metadata and WebAssembly): the dialog says
    // "Loading search" until a query can run, and a query only downloads its own chunks.
    await Promise.all(instances.map(({ instance }) => instance.preload('')));
  } catch (error) {
    throw new SearchLoadError(development ? 'missing-index' : 'unavailable', error);
  }
  return instances;
}

type Instances = Awaited<ReturnType<typeof startInstances>>;

/** Full-text results: the pages worth their fragment (see pickPages), each with its fragment and score. */
async function fullText(instances: Instances, term: string, group: string | undefined, only: string | undefined, isCurrent: () => boolean): Promise<PageResult[] | null> {
  const identifier = looksLikeIdentifier(term);
  const base = only ? { group: only } : undefined;
  // Filtered searches reuse the query's index chunks: only a small filter file is added.
  const ask = async (instance: PagefindInstanceLike, filters?: Record<string, string>) => {
    const merged = base || filters ? { ...base, ...filters } : undefined;
    return (await instance.search(term, merged ? { filters: merged } : undefined))?.results ?? [];
  };
  const lists = await Promise.all(
    instances.map(async ({ instance }) => {
      const [all, inGroup, api, apiInGroup] = await Promise.all([
        ask(instance),
        group && !only ? ask(instance, { group }) : undefined,
        identifier ? ask(instance, { kind: PAGE_KINDS.api }) : undefined,
        identifier && group && !only ? ask(instance, { group, kind: PAGE_KINDS.api }) : undefined,
      ]);
      return { all, inGroup, api, apiInGroup };
    }),
  );
  // A newer query replaced this one: no fragment downloads for it.
  if (!isCurrent()) return null;
  // The reader's language first, then English, up to the page budget.
  const chosen = instances
    .flatMap(({ tag }, index) => pickPages(lists[index], PAGES_PER_QUERY).map((result) => ({ result, language: tag.toLowerCase() })))
    .slice(0, PAGES_PER_QUERY);
  return Promise.all(chosen.map(async ({ result, language: tag }) => ({ fragment: await result.data(), language: tag, score: result.score })));
}

export async function createSearchEngine(options: SearchEngineOptions): Promise<SearchEngine> {
  const { language, group } = options;
  const [instances] = await Promise.all([startInstances(options)]);
  const vocabulary = options.vocabulary ?? createVocabulary({ buildId: options.development ? undefined : options.buildId });
  void vocabulary.pages();
  let latest = 0;
  const answered = new Map<string, SearchAnswer>();
  const cacheKey = (term: string, only?: string) => `${only ?? ''}\n${term}`;
  return {
    cached(query, only) {
      return answered.get(cacheKey(query.trim(), only));
    },
    preload(query) {
      const term = query.trim();
      if (term) instances.forEach(({ instance }) => void instance.preload(term).catch(() => {}));
    },
    async search(query, only) {
      const id = ++latest;
      const term = query.trim();
      if (!term) return { hits: [] };
      const isCurrent = () => id === latest;
      const [found, pages, vocabularyPages] = await Promise.all([vocabulary.lookup(term), fullText(instances, term, group, only, isCurrent), vocabulary.pages()]);
      if (!pages || !isCurrent()) return null;
      // A misspelt word finds little: search again as corrected.
      const fewPages = pages.length < 3;
      const corrected = found.corrected && fewPages ? await fullText(instances, found.corrected, group, only, isCurrent) : [];
      if (!corrected || !isCurrent()) return null;
      const ranked = rankHits([...pages, ...corrected], found.corrected && fewPages ? found.corrected : term, { language, group });
      const merged = mergeHits(found, ranked, term, { pages: vocabularyPages, group, language }).filter((hit) => !only || hit.group === only);
      const answer: SearchAnswer = {
        hits: merged,
        ...(found.didYouMean || (found.corrected && fewPages) ? { didYouMean: found.didYouMean ?? found.corrected } : {}),
        ...(merged.length === 0 ? { suggestions: closestTitles(term, vocabularyPages) } : {}),
      };
      const key = cacheKey(term, only);
      answered.delete(key);
      answered.set(key, answer);
      if (answered.size > ANSWERS_KEPT) answered.delete(answered.keys().next().value as string);
      return id === latest ? answer : null;
    },
  };
}

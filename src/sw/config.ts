/**
 * Names shared by the service worker, its build step and the pages (pure constants). Cache names
 * carry no build id: pages saved under one build stay readable after the next deployment, and the
 * expiration limits keep each cache bounded.
 */
import { SEARCH_BUNDLE_PATH, SEARCH_ENTRY_FILE } from '../search/indexConfig';

export const SW_URL = '/x/sw.js';
/** Only the documentation under /x/ is controlled (the worker's own folder, its widest scope). */
export const SW_SCOPE = '/x/';
/** The page served for a navigation that fails offline when the page was never saved. */
export const OFFLINE_PATH = '/x/offline/';

export const CACHE_PREFIX = 'mui-x-docs';

/**
 * Whether a cache is one of this worker's (Workbox's precache and the runtime caches all start with
 * the prefix). The origin may hold other sites' caches (mui.com hosts more than these docs): those
 * are never touched.
 */
export function isOwnCache(name: string): boolean {
  return typeof name === 'string' && name.startsWith(`${CACHE_PREFIX}-`);
}

/** Deletes this worker's caches from a CacheStorage (the page's or the worker's); resolves to how many went. */
export async function deleteOwnCaches(storage: Pick<CacheStorage, 'keys' | 'delete'>): Promise<number> {
  const names = (await storage.keys()).filter(isOwnCache);
  const deleted = await Promise.all(names.map((name) => storage.delete(name)));
  return deleted.filter(Boolean).length;
}
export const CACHE_NAMES = {
  /** HTML of the pages a reader opened (network first). */
  page: `${CACHE_PREFIX}-pages`,
  /** Next.js page data (`/_next/data/<build>/….json`) used by client-side navigation (network first). */
  data: `${CACHE_PREFIX}-data`,
  /** Hashed build files under `/_next/static/` (cache first: a name never changes content). */
  static: `${CACHE_PREFIX}-static`,
  /** Other same-origin files the shell uses (favicon, drawer sections), refreshed in the background. */
  asset: `${CACHE_PREFIX}-assets`,
  /** Search: the index's entry file as last fetched (network first; the precached copy answers offline). */
  searchEntry: `${CACHE_PREFIX}-search-entry`,
  /** Search: Pagefind's library and WebAssembly (names without a hash: network first). */
  searchLibrary: `${CACHE_PREFIX}-search-library`,
  /** Search: the index chunks and page fragments a query fetched (hashed names: cache first). */
  searchIndex: `${CACHE_PREFIX}-search-index`,
  /** The demos' sources files a page fetched (hashed names: cache first). */
  demoSources: `${CACHE_PREFIX}-demo-sources`,
  /**
   * The title of each saved page, written by the worker as it saves the page: the offline page lists
   * saved pages from it without reading their HTML (savedPages.ts).
   */
  pageTitles: `${CACHE_PREFIX}-page-titles`,
} as const;

const DAY = 24 * 60 * 60;

/** How much each runtime cache keeps: the oldest entries go first. */
export const CACHE_LIMITS = {
  page: { maxEntries: 80, maxAgeSeconds: 30 * DAY },
  data: { maxEntries: 80, maxAgeSeconds: 30 * DAY },
  static: { maxEntries: 120, maxAgeSeconds: 60 * DAY },
  asset: { maxEntries: 40, maxAgeSeconds: 30 * DAY },
  searchEntry: { maxEntries: 4, maxAgeSeconds: 60 * DAY },
  searchLibrary: { maxEntries: 12, maxAgeSeconds: 60 * DAY },
  searchIndex: { maxEntries: 400, maxAgeSeconds: 60 * DAY },
  // About 30 KB each: the demos of the 80 pages kept, give or take.
  demoSources: { maxEntries: 300, maxAgeSeconds: 30 * DAY },
} as const;

/** Where the search index and Pagefind's library are served (they live with the search feature). */
export const SEARCH_FILES_PATH = SEARCH_BUNDLE_PATH;
/**
 * The index's entry point (languages and their metadata files): precached, so a reader who has
 * searched once finds the index offline; online it is fetched first (Pagefind asks for it with the
 * build id as `?ts=`).
 */
export const SEARCH_ENTRY_URL = `${SEARCH_BUNDLE_PATH}${SEARCH_ENTRY_FILE}`;

/** A slow network falls back to the saved copy after this long (the fresh answer still updates it). */
export const NETWORK_TIMEOUT_SECONDS = 4;

import { SEARCH_ENTRY_URL, SEARCH_FILES_PATH, SW_SCOPE } from './config';
import { DEMO_SOURCES_PATH } from '../contracts/content';

/** Which cache (and strategy) a request belongs to; null leaves it to the network untouched. */
export type RequestKind = 'page' | 'data' | 'static' | 'asset' | 'searchEntry' | 'searchLibrary' | 'searchIndex' | 'demoSources';

/** Pagefind names its index chunks, fragments, filters and metadata by content hash. */
const HASHED_SEARCH_FILE = /\.pf_(?:meta|index|fragment|filter)$/;

/** A path that names an HTML page of the export: a trailing slash or no file extension. */
export function looksLikePage(pathname: string): boolean {
  return pathname.endsWith('/') || !/\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

/**
 * Routes a same-origin GET request: documentation pages (navigations under /x/), Next.js page data,
 * hashed build files, the few other files the shell needs, the search library and index files
 * a query fetched (so a search made online works again offline), and the demos' sources files a page
 * fetched. Everything else (other origins, the worker script itself, text files like llms.txt) is
 * not cached.
 */
export function classifyRequest(url: URL, origin: string, mode: string | undefined): RequestKind | null {
  if (url.origin !== origin) {
    return null;
  }
  const path = url.pathname;
  if (mode === 'navigate') {
    return path.startsWith(SW_SCOPE) && looksLikePage(path) ? 'page' : null;
  }
  if (path.startsWith('/_next/data/') && path.endsWith('.json')) {
    return 'data';
  }
  if (path.startsWith('/_next/static/')) {
    return 'static';
  }
  if (path === '/favicon.svg' || (path.startsWith('/x/_nav/') && path.endsWith('.json'))) {
    return 'asset';
  }
  if (path === SEARCH_ENTRY_URL) {
    return 'searchEntry';
  }
  if (path.startsWith(DEMO_SOURCES_PATH) && path.endsWith('.json')) {
    return 'demoSources';
  }
  if (path.startsWith(SEARCH_FILES_PATH)) {
    return HASHED_SEARCH_FILE.test(path) ? 'searchIndex' : 'searchLibrary';
  }
  return null;
}

/**
 * The key a page is saved under: no query or hash, and the trailing slash the export uses, so
 * `/x/a`, `/x/a/?utm_source=x` and `/x/a/#b` all find the page saved as `/x/a/`.
 */
export function pageCacheKey(rawUrl: string): string {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return rawUrl;
  }
  const path = url.pathname.endsWith('/') || !looksLikePage(url.pathname) ? url.pathname : `${url.pathname}/`;
  return `${url.origin}${path}`;
}

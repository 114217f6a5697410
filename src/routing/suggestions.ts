/**
 * Addresses the 404 page suggests (pure). A suggestion is built from the requested address, which
 * anyone can write (`/zh//evil.com/` cleans to `//evil.com/`), so it is offered only when it is one
 * of the pages the build lists in `/x/_pages.json`: never an address the site does not serve.
 */
import { isSitePath, pathnameToLanguage, withTrailingSlash } from './paths';

/** The file under `public/x/` listing every page of the tree (written by scripts/build/prebuild.ts). */
export const KNOWN_PAGES_FILE = '_pages.json';
export const KNOWN_PAGES_URL = `/x/${KNOWN_PAGES_FILE}`;

/** Far above the real tree (about 420 pages): a larger list is not ours. */
const MAX_KNOWN_PAGES = 100_000;

/** The page list as fetched, keeping only site paths; an unusable answer gives an empty set. */
export function parseKnownPages(value: unknown): ReadonlySet<string> {
  if (!Array.isArray(value) || value.length > MAX_KNOWN_PAGES) return new Set();
  return new Set(value.filter((entry): entry is string => typeof entry === 'string' && entry.length < 1000 && isSitePath(entry)));
}

/**
 * For an address with a language prefix the export has no page for (old links to translated
 * docs), the same page in English, when the site has it; null otherwise.
 */
export function englishSuggestion(locationPathname: string, known: ReadonlySet<string>): string | null {
  if (!hasLanguagePrefix(locationPathname)) return null;
  const info = pathnameToLanguage(locationPathname);
  const candidate = withTrailingSlash(info.canonicalAsServer);
  return isSitePath(candidate) && known.has(candidate) ? candidate : null;
}

/** Whether the address starts with a language prefix (`/zh/`, `/en/`), so a suggestion is worth looking up. */
export function hasLanguagePrefix(locationPathname: string): boolean {
  return typeof locationPathname === 'string' && pathnameToLanguage(locationPathname).canonicalAs !== locationPathname;
}

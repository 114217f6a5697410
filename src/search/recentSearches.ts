/**
 * The last results a reader opened from search, shown while the query is empty. Kept in
 * localStorage through the storage door (this feature's slot); whatever is stored is coerced to a
 * short list of same-site links before it is shown.
 */
import { createStorageSlot } from '../lib/storage';

export const RECENT_SEARCHES_KEY = 'mui-search-recent';
export const MAX_RECENT = 5;
const MAX_TEXT = 200;
const MAX_URL = 500;

export interface RecentSearch {
  /** Path on this site, with the section's hash (`/x/react-data-grid/sorting/#custom-order`). */
  url: string;
  /** The page title. */
  title: string;
  /** The section heading, when the result was a section. */
  section?: string;
}

/** A path on this site: starts with one `/` (no scheme, no `//host`), no spaces or backslashes. */
export function isSitePath(url: unknown): url is string {
  return typeof url === 'string' && url.length <= MAX_URL && /^\/(?![/\\])[^\s\\]*$/.test(url);
}

const text = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().slice(0, MAX_TEXT);
  return trimmed === '' ? undefined : trimmed;
};

/** Any stored value as a valid list: newest first, at most five, one entry per URL. */
export function coerceRecentSearches(value: unknown): RecentSearch[] {
  if (!Array.isArray(value)) return [];
  const result: RecentSearch[] = [];
  for (const item of value) {
    if (result.length === MAX_RECENT) break;
    if (!item || typeof item !== 'object') continue;
    const { url, title, section } = item as Record<string, unknown>;
    const cleanTitle = text(title);
    if (!isSitePath(url) || !cleanTitle || result.some((entry) => entry.url === url)) continue;
    const cleanSection = text(section);
    result.push(cleanSection ? { url, title: cleanTitle, section: cleanSection } : { url, title: cleanTitle });
  }
  return result;
}

/** The list after opening `entry`: it moves to the front, the oldest falls off. */
export function withRecentSearch(list: readonly RecentSearch[], entry: RecentSearch): RecentSearch[] {
  return coerceRecentSearches([entry, ...list.filter((item) => item.url !== entry.url)]);
}

/** Stored as JSON; a value that does not parse reads as absent, anything else is coerced. */
const recentSearchesSlot = createStorageSlot<RecentSearch[]>(RECENT_SEARCHES_KEY, (raw) => coerceRecentSearches(JSON.parse(raw)), JSON.stringify);

export function readRecentSearches(): RecentSearch[] {
  return recentSearchesSlot.read() ?? [];
}

/** Records an opened result; returns the new list (also when storage refused it). */
export function rememberRecentSearch(entry: RecentSearch): RecentSearch[] {
  const next = withRecentSearch(readRecentSearches(), entry);
  recentSearchesSlot.write(next);
  return next;
}

/** Forgets every entry (the reader cleared the list). */
export function clearRecentSearches(): RecentSearch[] {
  recentSearchesSlot.remove();
  return [];
}

/**
 * The offline page's list of saved pages (pure). The worker writes the `<title>` of each page it saves
 * into a small cache of its own (CACHE_NAMES.pageTitles), reading the page only up to its title; the
 * offline page then lists the saved pages from the page cache's addresses and those titles, without
 * reading any saved page's HTML.
 */
import { decodeEntities } from '../lib/html';
import { OFFLINE_PATH, SW_SCOPE } from './config';

export interface SavedPage {
  /** Path to link to (`/x/react-data-grid/sorting/`). */
  href: string;
  title: string;
}

const TITLE = /<title[^>]*>([^<]*)<\/title>/i;

/** The `<title>` of an HTML page without the site suffix, or null. */
export function titleFromHtml(html: string, suffix: string): string | null {
  const match = TITLE.exec(typeof html === 'string' ? html : '');
  return match ? withoutSuffix(decodeEntities(match[1]), suffix) : null;
}

/** A page title without the site suffix (`Sorting - MUI X` -> `Sorting`); null when nothing is left. */
export function withoutSuffix(title: string, suffix: string): string | null {
  const bare = (suffix && title.endsWith(suffix) ? title.slice(0, -suffix.length) : title).trim();
  return bare === '' ? null : bare;
}

/** The part of a response body the worker reads: a stream reader (`response.body.getReader()`). */
export interface BodyReader {
  read(): Promise<{ done: boolean; value?: Uint8Array }>;
  cancel(): Promise<void>;
}

/** How much of a page is read at most to find its title (the title sits in the head, near the top). */
export const TITLE_READ_LIMIT = 64 * 1024;

/**
 * The `<title>` of a page read from its body, as written (entities decoded, suffix kept): reading
 * stops, and the rest of the body is cancelled, as soon as the title is complete or after `limit`
 * bytes; null when there is none by then.
 */
export async function readTitle(reader: BodyReader, limit: number = TITLE_READ_LIMIT): Promise<string | null> {
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  try {
    while (bytes < limit) {
      const { done, value } = await reader.read();
      if (done || !value) break;
      bytes += value.byteLength;
      text += decoder.decode(value, { stream: true });
      if (/<\/title>/i.test(text)) break;
    }
  } finally {
    reader.cancel().catch(() => {
      // The body is not needed any more: nothing to do if it cannot be cancelled.
    });
  }
  return titleFromHtml(text, '');
}

/** The title cache's entries whose page is no longer saved (expired or evicted): the worker deletes them. */
export function staleTitleUrls(titleUrls: readonly string[], pageUrls: readonly string[]): string[] {
  const saved = new Set(pageUrls);
  return titleUrls.filter((url) => !saved.has(url));
}

/**
 * The pages a reader can open offline, from the saved pages' addresses and their recorded titles:
 * same origin, inside the docs, not the offline page itself; titled by their `<title>` without the
 * site suffix (the path when none was recorded, e.g. a page saved by an older worker), sorted by title.
 */
export function listSavedPages(entries: ReadonlyArray<{ url: string; title: string | null }>, origin: string, suffix: string): SavedPage[] {
  const byHref = new Map<string, SavedPage>();
  for (const { url, title } of entries) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      continue;
    }
    const href = parsed.pathname;
    if (parsed.origin !== origin || !href.startsWith(SW_SCOPE) || href === OFFLINE_PATH || byHref.has(href)) {
      continue;
    }
    byHref.set(href, { href, title: (title === null ? null : withoutSuffix(title, suffix)) ?? href });
  }
  return [...byHref.values()].sort((a, b) => a.title.localeCompare(b.title, 'en') || a.href.localeCompare(b.href));
}

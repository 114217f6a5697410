import { decodeEntities } from '../lib/html';
import { OFFLINE_PATH, SW_SCOPE } from './config';

export interface SavedPage {
  /** Path to link to (`/x/react-data-grid/sorting/`). */
  href: string;
  title: string;
}

/** The `<title>` of a saved HTML page without the site suffix, or null. */
export function titleFromHtml(html: string, suffix: string): string | null {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(typeof html === 'string' ? html : '');
  if (!match) {
    return null;
  }
  const title = decodeEntities(match[1]);
  const bare = (title.endsWith(suffix) ? title.slice(0, -suffix.length) : title).trim();
  return bare === '' ? null : bare;
}

/**
 * The pages a reader can open offline, from the saved pages cache: same origin, inside the docs,
 * not the offline page itself; titled by their `<title>` (the path when it has none), sorted by title.
 */
export function listSavedPages(entries: ReadonlyArray<{ url: string; html: string }>, origin: string, suffix: string): SavedPage[] {
  const byHref = new Map<string, SavedPage>();
  for (const { url, html } of entries) {
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
    byHref.set(href, { href, title: titleFromHtml(html, suffix) ?? href });
  }
  return [...byHref.values()].sort((a, b) => a.title.localeCompare(b.title, 'en') || a.href.localeCompare(b.href));
}

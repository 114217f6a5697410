import * as React from 'react';
import type { NavItem } from '../contracts';
import type { Translate } from '../i18n/translate';
import { groupHits, OTHER_GROUP, type SearchHit } from './results';
import { moveActive } from './listNavigation';
import { clearRecentSearches, readRecentSearches, rememberRecentSearch, type RecentSearch } from './recentSearches';
import type { ListEntry, ListGroup } from './SearchResults';

function toEntry(hit: SearchHit, index: number): ListEntry {
  const entry: ListEntry = { id: `${hit.url}#${index}`, url: hit.url, title: hit.title, context: hit.kind === 'page' ? '' : hit.pageTitle, kind: hit.kind, excerpt: hit.excerpt, plan: hit.plan };
  if (hit.since) entry.since = hit.since;
  if (hit.deprecated) entry.deprecated = true;
  return entry;
}

function recentEntry(recent: RecentSearch): ListEntry {
  return { id: recent.url, url: recent.url, title: recent.section ?? recent.title, context: recent.section ? recent.title : '', kind: 'recent', excerpt: [] };
}

/** What opening an entry adds to the recent searches: the page, and the section when the entry is one. */
export function rememberedEntry(entry: ListEntry): RecentSearch {
  const section = entry.kind === 'recent' ? (entry.context ? entry.title : undefined) : entry.kind === 'page' ? undefined : entry.title;
  return { url: entry.url, title: entry.context || entry.title, section };
}

interface ListOptions {
  /** The trimmed query: empty lists the recent searches. */
  term: string;
  hits: readonly SearchHit[];
  nav: readonly NavItem[];
  t: Translate;
  pageTitle: (pathname: string, fallback: string) => string;
}

/**
 * The dialog's list: results grouped by the drawer's top level (or the recent searches while the
 * query is empty), flattened for the keyboard, and which entry is active.
 */
export function useSearchList({ term, hits, nav, t, pageTitle }: ListOptions) {
  const [recent, setRecent] = React.useState<RecentSearch[]>([]);
  const [active, setActive] = React.useState(-1);
  const showRecent = term === '';
  const groups: ListGroup[] = React.useMemo(() => {
    if (showRecent) return recent.length ? [{ key: 'recent', title: t('search.recent'), entries: recent.map(recentEntry) }] : [];
    let index = 0;
    // Groups are named by the drawer's top level, which every page carries (translated on a Chinese page).
    const groupTitle = (key: string) => {
      const item = key === OTHER_GROUP ? undefined : nav.find((entry) => entry.pathname === key);
      return item ? pageTitle(item.pathname, item.title) : t('search.other');
    };
    return groupHits(hits).map((group) => ({ key: group.key, title: groupTitle(group.key), entries: group.hits.map((hit) => toEntry(hit, index++)) }));
  }, [showRecent, recent, hits, t, pageTitle, nav]);
  const entries = React.useMemo(() => groups.flatMap((group) => group.entries), [groups]);

  // A new list starts with its first entry active, so Enter opens the best result.
  React.useEffect(() => setActive(entries.length && !showRecent ? 0 : -1), [entries, showRecent]);

  return {
    groups,
    entries,
    showRecent,
    recent,
    active,
    setActive,
    move: (step: 1 | -1) => setActive((current) => moveActive(current, step, entries.length)),
    /** Reads the stored recent searches again (on each opening) and clears the active entry. */
    reload: () => {
      setRecent(readRecentSearches());
      setActive(-1);
    },
    remember: (entry: ListEntry) => setRecent(rememberRecentSearch(rememberedEntry(entry))),
    clearRecent: () => setRecent(clearRecentSearches()),
  };
}

/** What the live region says about the list. */
export function searchAnnouncement(options: { ready: boolean; showRecent: boolean; searching: boolean; count: number; term: string; t: Translate }): string {
  const { ready, showRecent, searching, count, term, t } = options;
  if (!ready || showRecent) return '';
  if (searching) return t('search.searching');
  if (count === 1) return t('search.countOne');
  return count > 1 ? t('search.count', { count }) : t('search.none', { query: term });
}

/**
 * Builds the search vocabulary's files from what the site is made of (pure; the sources are read
 * by vocabularySources.ts): one list of pages, shards of keys (page titles, group titles, aliases,
 * headings, demos, API components and their entries) by their first two characters, and the words
 * of those names by first letter, for correcting a query's typos.
 */
import {
  normalizeKey,
  shardOf,
  topicStems,
  wordsOf,
  type EntryKind,
  type VocabularyEntry,
  type VocabularyPage,
  type VocabularyShard,
} from '../vocabulary';

export interface SourcePage {
  url: string;
  title: string;
  /** The drawer's title when it differs (`Overview`). */
  navTitle?: string;
  /** Parents' titles, nearest first (`Row grouping`, `Data Grid`). */
  context: string[];
  group: string;
  /** Position of the page's top-level group in the navigation: the order products are listed in. */
  groupOrder: number;
  plan?: 'pro' | 'premium';
  /** Further names of the page (aliases, the components a guide teaches). */
  aliases?: string[];
  headings?: Array<{ id: string; text: string }>;
  demos?: Array<{ id: string; title: string; components?: string[] }>;
  api?: {
    name: string;
    edition: number;
    entries: Array<{ anchor: string; kind: EntryKind; name: string; className?: string }>;
    /** How many live demos import the component: among entries of one name, the most used comes first. */
    uses?: number;
  };
}

export interface SourceGroup {
  /** The group's title (`Row grouping`), its first page's URL, and the group's own parents. */
  title: string;
  url: string;
}

/** Entries kept per key: a name every component has (`sx`, `classes`) points at a few, not all 200. */
export const ENTRIES_PER_KEY = 12;

export interface VocabularyFiles {
  pages: VocabularyPage[];
  shards: Record<string, VocabularyShard>;
  words: Record<string, string[]>;
}

/** A demo's title from its file name: `SortingNullsLast` -> `Sorting nulls last`. */
export function demoTitle(name: string): string {
  const words = wordsOf(name);
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

export function buildVocabulary(sources: readonly SourcePage[], groups: readonly SourceGroup[] = []): VocabularyFiles {
  const pages: VocabularyPage[] = sources.map((source) => ({
    url: source.url,
    title: source.title,
    group: source.group,
    api: Boolean(source.api),
    ...(source.plan ? { plan: source.plan } : {}),
    ...(source.api ? { edition: source.api.edition } : {}),
    words: topicStems(source.title),
    context: [...new Set(source.context.flatMap(topicStems))],
    extra: [...new Set([...(source.aliases ?? []), ...source.url.split('/').filter(Boolean).slice(1)].flatMap(topicStems))],
  }));
  const byKey = new Map<string, Array<{ entry: VocabularyEntry; rank: number[] }>>();
  const words = new Set<string>();
  const add = (text: string, page: number, anchor: string, kind: EntryKind, name: string) => {
    const key = normalizeKey(text);
    if (key.length < 2) return;
    wordsOf(text).forEach((word) => word.length >= 3 && words.add(word));
    const source = sources[page];
    // Listed in the order readers expect: the navigation's products, Community before Pro and
    // Premium, pages before their entries, the component most demos use (DatePicker before
    // DateField), a short page title (GridColDef) before a long one.
    const rank = [source.groupOrder, source.api?.edition ?? 0, kind === 'page' ? 0 : 1, -(source.api?.uses ?? 0), source.title.length, page];
    const list = byKey.get(key) ?? [];
    if (!list.some(({ entry }) => entry[0] === page && entry[1] === anchor)) list.push({ entry: [page, anchor, kind, name], rank });
    byKey.set(key, list);
  };
  sources.forEach((source, index) => {
    add(source.title, index, '', 'page', source.title);
    if (source.navTitle && source.navTitle !== source.title && !/^overview$/i.test(source.navTitle)) add(source.navTitle, index, '', 'page', source.title);
    (source.aliases ?? []).forEach((alias) => add(alias, index, '', 'page', source.title));
    source.headings?.forEach((heading) => add(heading.text, index, heading.id, 'section', heading.text));
    source.demos?.forEach((demo) => add(demo.title, index, demo.id, 'demo', demo.title));
    if (source.api) {
      add(source.api.name, index, '', 'page', source.api.name);
      for (const entry of source.api.entries) {
        add(entry.name, index, entry.anchor, entry.kind, entry.name);
        if (entry.className) add(entry.className, index, entry.anchor, entry.kind, entry.className);
      }
    }
  });
  // A group's title leads to the page its link opens (`Row grouping` -> its overview).
  for (const group of groups) {
    const index = sources.findIndex((source) => source.url === group.url);
    if (index !== -1) add(group.title, index, '', 'page', sources[index].title);
  }
  const shards: Record<string, VocabularyShard> = {};
  for (const [key, list] of [...byKey].sort(([a], [b]) => a.localeCompare(b))) {
    const shard = (shards[shardOf(key)] ??= {});
    const seen = new Set<string>();
    shard[key] = list
      .sort((a, b) => a.rank.reduce((order, value, at) => order || value - b.rank[at], 0))
      // A prop DataGrid has is listed once, on DataGrid: its Pro and Premium copies would only tell a
      // free user the feature is paid (the same for RichTreeView and RichTreeViewPro).
      .filter(({ entry: [page, anchor, kind] }) => {
        const family = sources[page].api?.name.replace(/(Pro|Premium)$/, '');
        if (kind === 'page' || !family) return true;
        const id = `${family}#${anchor}`;
        if (seen.has(id)) return false;
        seen.add(id);
        return true;
      })
      .slice(0, ENTRIES_PER_KEY)
      .map(({ entry }) => entry);
  }
  const byLetter: Record<string, string[]> = {};
  for (const word of [...words].sort()) (byLetter[[...word][0]] ??= []).push(word);
  return { pages, shards, words: byLetter };
}

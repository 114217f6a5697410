/**
 * The list the dialog shows (pure): what the vocabulary names directly (a page, an API entry, a
 * section or a demo called as typed, pages whose titles cover the query) before the full-text hits,
 * ordered as a reader expects. A guide named exactly (its title, or an alias readers search it by)
 * comes first; then a component or feature named in words leads to guides, then sections, demos and
 * API pages; an identifier leads to its API entries, then the guides. The reader's product comes
 * first, then the products in the navigation's order, and the best entry of every product comes
 * before the second of any, so one product cannot crowd out another.
 */
import type { SearchHit } from './results';
import { namesAnEntry, titleScore, type Lookup } from './vocabularyLookup';
import { topicStems, type VocabularyPage } from './vocabulary';
import { looksLikeIdentifier } from './candidates';

const API_ENTRY_KINDS = new Set<SearchHit['kind']>(['prop', 'slot', 'cssClass', 'member']);

export interface MergeOptions {
  pages: readonly VocabularyPage[];
  /** The top-level group of the page the reader is on. */
  group?: string;
  limit?: number;
}

const isApiUrl = (url: string) => url.startsWith('/x/api/');

/** Hits ordered by product (the reader's first, then the navigation's order), the first of each product before any second. */
function byProduct(hits: readonly SearchHit[], groupRank: (group: string) => number): SearchHit[] {
  const groups = new Map<string, SearchHit[]>();
  [...hits]
    .map((hit, order) => ({ hit, order }))
    .sort((a, b) => groupRank(a.hit.group) - groupRank(b.hit.group) || a.order - b.order)
    .forEach(({ hit }) => groups.set(hit.group, [...(groups.get(hit.group) ?? []), hit]));
  const lists = [...groups.values()];
  const firsts = lists.map((list) => list[0]);
  return [...firsts, ...lists.flatMap((list) => list.slice(1))];
}

export function mergeHits(found: Lookup, fullText: readonly SearchHit[], query: string, { pages, group, limit = 24 }: MergeOptions): SearchHit[] {
  const firstIndex = new Map<string, number>();
  pages.forEach((page, index) => firstIndex.has(page.group) || firstIndex.set(page.group, index));
  const groupRank = (hitGroup: string) => (hitGroup === group ? -1 : (firstIndex.get(hitGroup) ?? Number.MAX_SAFE_INTEGER));
  const stems = topicStems(query);
  const pageByUrl = new Map(pages.map((page) => [page.url, page]));
  const score = (hit: SearchHit) => {
    const page = pageByUrl.get(hit.url.split('#')[0]);
    return page ? titleScore(page, stems) : 0;
  };
  const direct = found.entries;
  // Named exactly (its title or an alias): a guide readers search by that name comes first.
  const namedGuides = direct.filter((hit) => hit.kind === 'page' && !isApiUrl(hit.url)).sort((a, b) => score(b) - score(a));
  const titledGuides = found.titled.filter((hit) => !isApiUrl(hit.url));
  const parts = direct.filter((hit) => hit.kind === 'section' || hit.kind === 'demo');
  const api = [...direct.filter((hit) => isApiUrl(hit.url)), ...found.titled.filter((hit) => isApiUrl(hit.url))];
  // An identifier (`checkboxSelection`) leads to its API entries; a plain word that is also an entry's
  // name (`timezone`, `columns`) leads to them only when no guide is titled so.
  const entryFirst = namesAnEntry(query, direct) && (looksLikeIdentifier(query.trim()) || namedGuides.length + titledGuides.length === 0);
  const ordered = entryFirst
    ? [...namedGuides, ...byProduct(api.filter((hit) => API_ENTRY_KINDS.has(hit.kind) || hit.kind === 'page'), groupRank), ...titledGuides, ...parts]
    : [...namedGuides, ...titledGuides, ...byProduct([...parts, ...api], groupRank)];
  // A direct hit shows the excerpt full text found for the same place, when it did.
  const excerpts = new Map(fullText.map((hit) => [hit.url, hit.excerpt]));
  const seen = new Set<string>();
  const result: SearchHit[] = [];
  for (const hit of [...ordered.map((entry) => ({ ...entry, excerpt: excerpts.get(entry.url) ?? entry.excerpt })), ...fullText]) {
    if (result.length === limit) break;
    if (seen.has(hit.url)) continue;
    seen.add(hit.url);
    result.push(hit);
  }
  return result;
}

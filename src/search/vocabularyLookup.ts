/**
 * What the vocabulary says about a query (pure): the entries its key names exactly (or, for a typo,
 * the closest key's), the pages whose titles cover its words, and the query with its misspelt words
 * corrected for the full-text search.
 */
import { looksLikeIdentifier } from './candidates';
import type { SearchHit } from './results';
import { closest, normalizeKey, stem, topicStems, wordsOf, type VocabularyEntry, type VocabularyPage, type VocabularyShard } from './vocabulary';

export interface LookupData {
  pages: readonly VocabularyPage[];
  /** The shard of the query's key (absent: the key is too short, or its shard does not exist). */
  shard?: VocabularyShard;
  /** The known words of each first letter of the query's words. */
  words: Readonly<Record<string, readonly string[]>>;
}

export interface Lookup {
  /** Entries named exactly as typed, or as the closest key. */
  entries: SearchHit[];
  /** The name a misspelt query was taken for (`pagination` for `pagnation`). */
  didYouMean?: string;
  /** The query with its unknown words replaced by the closest known ones (absent: nothing to correct). */
  corrected?: string;
  /** Pages whose title (in its context) covers every word of the query, best first. */
  titled: SearchHit[];
}

const ENTRY_KINDS = new Set(['prop', 'slot', 'cssClass', 'member']);

function toHit(entry: VocabularyEntry, pages: readonly VocabularyPage[]): SearchHit | null {
  const [index, anchor, kind, name] = entry;
  const page = pages[index];
  if (!page) return null;
  return {
    url: anchor ? `${page.url}#${anchor}` : page.url,
    title: kind === 'page' ? page.title : name,
    pageTitle: page.title,
    kind: kind === 'demo' ? 'demo' : kind,
    excerpt: [],
    ...(page.plan ? { plan: page.plan } : {}),
    group: page.group,
  };
}

/**
 * How well a page's title covers the query's words: past 1 when it covers them all (more the more
 * of them its own title holds, less the more other words it has), below 1 for a partial cover.
 */
export function titleScore(page: VocabularyPage, stems: readonly string[]): number {
  if (stems.length === 0) return 0;
  const own = new Set([...page.words, ...page.extra]);
  const context = new Set(page.context);
  const inOwn = stems.filter((word) => own.has(word)).length;
  const inContext = stems.filter((word) => !own.has(word) && context.has(word)).length;
  if (inOwn + inContext < stems.length || inOwn === 0) return ((inOwn + inContext / 2) / stems.length) * 0.5;
  // "Overview" only qualifies a group's first page ("Filtering: overview"): it is not another topic.
  const others = page.words.filter((word) => !stems.includes(word) && word !== 'overview').length + page.context.filter((word) => !stems.includes(word)).length / 2;
  return 1 + inOwn / stems.length - others * 0.05;
}

/** Each word of the query the vocabulary does not know, replaced by the closest word it knows. */
export function correctWords(query: string, words: LookupData['words']): string | undefined {
  let changed = false;
  const corrected = query
    .trim()
    .split(/\s+/)
    .map((word) => {
      const lower = word.toLowerCase();
      if (!/^[a-z]+$/.test(lower) || lower.length < 5) return word;
      const known = words[lower[0]] ?? [];
      if (known.includes(lower) || known.some((candidate) => stem(candidate) === stem(lower))) return word;
      const [best] = closest(lower, known);
      if (!best) return word;
      changed = true;
      return best;
    })
    .join(' ');
  return changed ? corrected : undefined;
}

export function lookup(query: string, data: LookupData): Lookup {
  const key = normalizeKey(query);
  const shard = data.shard ?? {};
  let entries = shard[key];
  let didYouMean: string | undefined;
  if (!entries && key.length >= 5) {
    const [best] = closest(key, Object.keys(shard));
    if (best) {
      entries = shard[best];
      didYouMean = entries[0]?.[3];
    }
  }
  const stems = [...new Set(topicStems(query))];
  const titled = data.pages
    .map((page, index) => ({ index, score: titleScore(page, stems) }))
    .filter((match) => match.score > 1)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, 6)
    .map((match) => toHit([match.index, '', 'page', data.pages[match.index].title], data.pages))
    .filter((hit): hit is SearchHit => hit !== null);
  // A misspelt one-word query is searched as what it was taken for (`pagnation` -> pagination).
  const corrected = correctWords(query, data.words) ?? (didYouMean && !/\s/.test(query.trim()) ? wordsOf(didYouMean).join(' ') : undefined);
  return {
    entries: (entries ?? []).map((entry) => toHit(entry, data.pages)).filter((hit): hit is SearchHit => hit !== null),
    ...(didYouMean ? { didYouMean } : {}),
    ...(corrected ? { corrected } : {}),
    titled,
  };
}

/** Whether a query names an API entry: camelCase or PascalCase, or typed exactly as an entry is named. */
export function namesAnEntry(query: string, entries: readonly SearchHit[]): boolean {
  const term = query.trim();
  return looksLikeIdentifier(term) || entries.some((hit) => ENTRY_KINDS.has(hit.kind) && hit.title === term);
}

/** Pages to suggest when a query finds nothing: those with the most title words close to the query's words. */
export function closestTitles(query: string, pages: readonly VocabularyPage[], limit = 3): Array<{ title: string; url: string }> {
  const words = wordsOf(query).filter((word) => word.length >= 3);
  if (words.length === 0) return [];
  const near = (word: string, candidate: string) => candidate.startsWith(word.slice(0, 4)) || closest(word, [candidate]).length > 0;
  return pages
    .filter((page) => !page.url.startsWith('/x/api/'))
    .map((page, index) => {
      const titleWords = wordsOf(page.title);
      return { page, index, score: words.filter((word) => titleWords.some((candidate) => near(word, candidate))).length };
    })
    .filter((match) => match.score > 0)
    .sort((a, b) => b.score - a.score || a.page.title.length - b.page.title.length || a.index - b.index)
    .slice(0, limit)
    .map(({ page }) => ({ title: page.title, url: page.url }));
}

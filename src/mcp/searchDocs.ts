/**
 * Search over the exported markdown (pure), ranked like the site's search dialog. As in the site's
 * index (Pagefind), pages are scored as wholes and their sections and API entries within them: two
 * BM25 indexes (searchIndex.ts), one document per page and one per section or entry. The best pages,
 * with their matching sections, go to the dialog's own ranking (src/search/results.ts `rankHits`), so
 * an exact API name (`checkboxSelection`) leads to its entry, the plainest page first (DataGrid before
 * DataGridPro), and a topic (`pin a column`) to the guide about it.
 */
import { products } from '../../data/products';
import { escapeHtml } from '../lib/html';
import { mergeHits } from '../search/merge';
import { normalizeName, OTHER_GROUP, rankHits, type FragmentLike, type HitKind, type PageResult, type SubResultLike } from '../search/results';
import type { VocabularyFiles } from '../search/build/vocabularyBuild';
import { closestTitles } from '../search/vocabularyLookup';
import type { DocsPage } from './docsPage';
import { buildDocsVocabulary, lookupQuery } from './docsVocabulary';
import { buildIndex, scoreQuery, tokenize, type SearchIndex, type TokenizedFields } from './searchIndex';

interface SearchDocument {
  page: number;
  title: string;
  /** The site path with its anchor (`/x/react-data-grid/sorting/#custom-order`). */
  url: string;
  anchor?: { element: string; id: string };
  /** Prose to quote from (code left out when the section has prose). */
  text: string;
}

export interface DocsSearch {
  pages: readonly DocsPage[];
  /** Sections and API entries. */
  documents: SearchDocument[];
  index: SearchIndex;
  /** One document per page (same order as `pages`). */
  pageIndex: SearchIndex;
  /** Names, titles and words, as the dialog's vocabulary holds them. */
  vocabulary: VocabularyFiles;
}

export interface SearchResult {
  title: string;
  kind: HitKind;
  /** The page it is on. */
  page: string;
  /** Absolute address on the site, with the anchor of the section or entry. */
  url: string;
  /** Site path of the page, for `get_page`. */
  path: string;
  snippet: string;
}

const sitePath = (pathname: string) => `${pathname.replace(/\/+$/, '')}/`;

/** Markdown as searchable prose: fences dropped (when prose is left), marks and link targets removed. */
function prose(markdown: string): string {
  const withoutCode = markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, ' ');
  const source = withoutCode.replace(/^#+ .*$/gm, '').trim() === '' ? markdown : withoutCode;
  return source
    .replace(/\]\([^)]*\)/g, ']')
    // Code and emphasis marks go without a trace (`true`, -> true,), other marks become spaces.
    .replace(/`+|\*+/g, '')
    .replace(/[_[\]|>#]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The documents of one page: its sections (a guide's) or its intro and entries (an API page's). */
function pageDocuments(page: DocsPage, pageIndex: number): SearchDocument[] {
  const base = sitePath(page.pathname);
  const documents: SearchDocument[] = [];
  for (const section of page.sections) {
    const hasEntries = page.entries.some((entry) => entry.section === section.id);
    if (hasEntries) continue;
    const text = section.id === '' ? prose(section.markdown.replace(/^From \S+$/m, '')) : prose(section.markdown);
    documents.push({
      page: pageIndex,
      title: section.id === '' ? page.title : section.title,
      url: section.id === '' ? base : `${base}#${section.id}`,
      anchor: section.id === '' ? undefined : { element: 'h2', id: section.id },
      text,
    });
  }
  for (const entry of page.entries) {
    const cells = Object.entries(entry.cells).slice(1);
    documents.push({
      page: pageIndex,
      title: entry.name,
      url: `${base}#${entry.id}`,
      // Not a heading: the dialog's ranking reads it as an API entry (`props-…`).
      anchor: { element: 'div', id: entry.id },
      text: prose(cells.map(([column, value]) => `${column}: ${value}`).join('. ')),
    });
  }
  return documents;
}

export function createDocsSearch(pages: readonly DocsPage[]): DocsSearch {
  const documents = pages.flatMap(pageDocuments);
  // Each text is split into words once: a page's document is made of its sections' words.
  const pageTitles = pages.map((page) => tokenize(page.title));
  const pageWords = pages.map(() => [] as string[]);
  const fields = documents.map((document): TokenizedFields => {
    const title = tokenize(document.title);
    const text = tokenize(document.text);
    const words = pageWords[document.page];
    for (const word of title) words.push(word);
    for (const word of text) words.push(word);
    return [title, pageTitles[document.page], text];
  });
  const index = buildIndex(fields);
  const pageIndex = buildIndex(pages.map((page, at): TokenizedFields => [pageTitles[at], tokenize(page.description), pageWords[at]]));
  return { pages, documents, index, pageIndex, vocabulary: buildDocsVocabulary(pages) };
}

/** The navigation group of a page, as the site's index files it (`/x/react-data-grid-group`). */
export function groupOf(pathname: string): string {
  const product = products.find(
    (item) => pathname === `/x/${item.guideSegment}` || pathname.startsWith(`/x/${item.guideSegment}/`) || pathname.startsWith(`/x/api/${item.apiSegment}`),
  );
  return product ? `/x/${product.guideSegment}-group` : OTHER_GROUP;
}

/** A quote of `text` around the first word the query names, the words marked as the site's index marks them. */
export function excerpt(text: string, query: string, length = 220): string {
  const words = [...new Set(tokenize(query))].filter((word) => word.length > 1).sort((a, b) => b.length - a.length);
  const lower = text.toLowerCase();
  const at = Math.min(...words.map((word) => lower.indexOf(word)).filter((index) => index >= 0), text.length);
  let start = at === text.length ? 0 : Math.max(0, at - Math.floor(length / 3));
  // Whole words only: the quote starts after a space and ends before one.
  if (start > 0) start = Math.min(at, text.indexOf(' ', start) + 1 || at);
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = Math.max(text.lastIndexOf(' ', end), at + 1);
  const quote = `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
  const pattern = words.length ? new RegExp(`(${words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi') : null;
  return escapeHtml(quote).replace(pattern ?? /$^/, '<mark>$1</mark>');
}

/** Pages handed to the ranking: the best-scoring ones, as the site's search loads a first page of results. */
const PAGES_RANKED = 40;

/** The pages a query finds in full text, each with its matching sections and entries, as the site's index returns them. */
function fullTextPages(search: DocsSearch, query: string): PageResult[] {
  const scored = scoreQuery(search.pageIndex, query);
  const pageScores = new Map(scored.slice(0, PAGES_RANKED).map(({ doc, score }) => [doc, score]));
  // Every page with an entry of that exact name joins, however long the page (the site asks its
  // index for API pages apart when the query is one identifier, for the same reason).
  const wanted = /\s/.test(query.trim()) ? '' : normalizeName(query);
  if (wanted !== '') {
    for (const { doc, score } of scored) {
      if (!pageScores.has(doc) && search.pages[doc].entries.some((entry) => normalizeName(entry.name) === wanted)) pageScores.set(doc, score);
    }
  }
  const byPage = new Map<number, Array<{ document: SearchDocument; score: number }>>();
  for (const { doc, score } of scoreQuery(search.index, query)) {
    const document = search.documents[doc];
    if (!pageScores.has(document.page)) continue;
    const list = byPage.get(document.page) ?? [];
    list.push({ document, score });
    byPage.set(document.page, list);
  }
  return [...byPage].map(([pageIndex, matches]) => {
    const page = search.pages[pageIndex];
    const sub_results: SubResultLike[] = matches.slice(0, 12).map(({ document, score }) => ({
      title: document.title,
      url: document.url,
      excerpt: excerpt(document.text, query),
      anchor: document.anchor,
      weighted_locations: [{ balanced_score: score }],
    }));
    const fragment: FragmentLike = {
      url: sitePath(page.pathname),
      excerpt: excerpt(page.description, query),
      meta: { title: page.title },
      filters: { group: [groupOf(page.pathname)], kind: [page.kind] },
      sub_results,
    };
    return { fragment, language: 'en', score: pageScores.get(pageIndex) ?? 0 };
  });
}

/** What a query found: the results, the name a misspelt query was taken for, and pages to try when nothing matched. */
export interface DocsSearchAnswer {
  results: SearchResult[];
  didYouMean?: string;
  suggestions?: Array<{ title: string; url: string }>;
}

/**
 * Ranked results for a query, as the site's dialog ranks them (src/search/searchEngine.ts): the full
 * text ranked by `rankHits` (searched again as corrected when a misspelt query finds little), behind
 * what the vocabulary names directly (`mergeHits`). `product` (`data-grid`…) puts that product's
 * pages first, as the dialog does for the page it is opened on.
 */
export function searchDocs(search: DocsSearch, query: string, options: { limit?: number; product?: string; host: string }): DocsSearchAnswer {
  const term = query.trim();
  if (term === '') return { results: [] };
  const product = products.find((item) => item.apiSegment === options.product);
  const group = product ? `/x/${product.guideSegment}-group` : undefined;
  const limit = options.limit ?? 10;
  const found = lookupQuery(search.vocabulary, term);
  const pages = fullTextPages(search, term);
  const fewPages = pages.length < 3;
  const corrected = found.corrected && fewPages ? fullTextPages(search, found.corrected) : [];
  const ranked = rankHits([...pages, ...corrected], found.corrected && fewPages ? found.corrected : term, { language: 'en', group });
  const hits = mergeHits(found, ranked, term, { pages: search.vocabulary.pages, group, limit });
  const origin = options.host.replace(/\/+$/, '');
  const textByUrl = new Map(search.documents.map((document) => [document.url, document.text]));
  const results = hits.map((hit) => ({
    title: hit.title,
    kind: hit.kind,
    page: hit.pageTitle,
    url: `${origin}${hit.url}`,
    path: hit.url.split('#')[0],
    // A hit the vocabulary named has no quote of its own: the start of its section or entry.
    snippet: hit.excerpt.length ? hit.excerpt.map((part) => part.text).join('') : excerpt(textByUrl.get(hit.url) ?? '', found.corrected ?? term),
  }));
  const suggestions = results.length === 0 ? closestTitles(term, search.vocabulary.pages).map((page) => ({ title: page.title, url: `${origin}${page.url}` })) : [];
  return {
    results,
    ...(found.didYouMean || (found.corrected && fewPages) ? { didYouMean: found.didYouMean ?? found.corrected } : {}),
    ...(suggestions.length ? { suggestions } : {}),
  };
}

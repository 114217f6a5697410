/**
 * What the search index learns from a page's HTML (pure). The export's `<article>` carries
 * `data-pagefind-body` (only pages that have it are indexed, and only inside it) and, as Pagefind
 * filters: whether it is an API page (a query that looks like a prop name asks for those), the
 * page's top-level group of the navigation (which groups the results and lets a query favour the
 * reader's product), and its plan (the badge beside a result). Filters come back with results but
 * are never searched, unlike metadata.
 */
import type { Plan } from '../contracts';

/** Values of the `kind` filter. */
export const PAGE_KINDS = { api: 'api', guide: 'guide', demo: 'demo' } as const;

export interface IndexedPage {
  /** Canonical pathname (`/x/api/data-grid/data-grid`): API pages are filed apart from guides. */
  pathname: string;
  /** Pathnames of the page and its parents, nearest first (the last is its top-level group). */
  activeChain: readonly string[];
  plan?: Plan;
  /** Pages outside the navigation (404) are not indexed. */
  noIndex?: boolean;
}

/** An API entry as the `marks` filter needs it: its anchor, and what its search result shows beside it. */
export interface MarkedEntry {
  id: string;
  since?: string;
  deprecated?: boolean;
}

/**
 * The `marks` filter of an API page: one item per entry added after 8.0.0 or deprecated,
 * `<id>=<since>[!]` (read back by parseSearchMarks in src/search/results.ts). Pagefind gives filters
 * back with each result, and a result of an entry is a sub-result without data of its own.
 */
export function searchMarks(entries: readonly MarkedEntry[]): string {
  return entries
    .filter((entry) => entry.since || entry.deprecated)
    .map((entry) => `${entry.id}=${entry.since ?? ''}${entry.deprecated ? '!' : ''}`)
    .join(' ');
}

/** The data attributes of a page's `<article>`; `marks` is an API page's `searchMarks`. */
export function searchIndexAttributes(page: IndexedPage, marks: string = ''): Record<string, string> {
  if (page.noIndex) return {};
  const group = page.activeChain[page.activeChain.length - 1];
  const filters = ['kind[data-search-kind]', group ? 'group[data-search-group]' : '', page.plan ? 'plan[data-search-plan]' : '', marks ? 'marks[data-search-marks]' : ''];
  const attributes: Record<string, string> = {
    'data-pagefind-body': '',
    'data-pagefind-filter': filters.filter(Boolean).join(', '),
    'data-search-kind': page.pathname.startsWith('/x/api/') ? PAGE_KINDS.api : PAGE_KINDS.guide,
  };
  if (group) attributes['data-search-group'] = group;
  if (page.plan) attributes['data-search-plan'] = page.plan;
  if (marks) attributes['data-search-marks'] = marks;
  return attributes;
}

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

/** The data attributes of a page's `<article>`. */
export function searchIndexAttributes(page: IndexedPage): Record<string, string> {
  if (page.noIndex) return {};
  const group = page.activeChain[page.activeChain.length - 1];
  const attributes: Record<string, string> = {
    'data-pagefind-body': '',
    'data-pagefind-filter': `kind[data-search-kind]${group ? ', group[data-search-group]' : ''}${page.plan ? ', plan[data-search-plan]' : ''}`,
    'data-search-kind': page.pathname.startsWith('/x/api/') ? PAGE_KINDS.api : PAGE_KINDS.guide,
  };
  if (group) attributes['data-search-group'] = group;
  if (page.plan) attributes['data-search-plan'] = page.plan;
  return attributes;
}

/**
 * What the search index learns from a page's HTML (pure). The export's `<article>` carries
 * `data-pagefind-body` (only pages that have it are indexed, and only inside it) and, as Pagefind
 * filters, the page's top-level group of the navigation (which groups the results and lets a query
 * favour the reader's product), whether it is an API page (a query that looks like a prop name
 * asks for those), and its plan (the badge beside a result). Filters are returned with results but
 * never searched, unlike metadata.
 */

/** Values of the `kind` filter. */
export const PAGE_KINDS = { api: 'api', guide: 'guide' } as const;
import type { Plan } from '../nav/types';

export interface IndexedPage {
  /** Canonical pathname (`/x/api/data-grid/data-grid`): API pages are filed apart from guides. */
  pathname: string;
  /** Pathnames of the page and its parents, nearest first (the last is its top-level group). */
  activeChain: readonly string[];
  /** The drawer's items; the top level is always there. */
  nav: readonly { pathname: string; title: string }[];
  plan?: Plan;
  /** Pages outside the navigation (404) are not indexed. */
  noIndex?: boolean;
}

/** The data attributes of a page's `<article>`. */
export function searchIndexAttributes(page: IndexedPage): Record<string, string> {
  if (page.noIndex) return {};
  const attributes: Record<string, string> = {
    'data-pagefind-body': '',
    'data-search-kind': page.pathname.startsWith('/x/api/') ? PAGE_KINDS.api : PAGE_KINDS.guide,
  };
  const filters: string[] = ['kind[data-search-kind]'];
  const groupPath = page.activeChain[page.activeChain.length - 1];
  const group = groupPath ? page.nav.find((item) => item.pathname === groupPath) : undefined;
  if (group) {
    attributes['data-search-group'] = group.pathname;
    attributes['data-search-group-title'] = group.title;
    filters.push('group[data-search-group]', 'groupTitle[data-search-group-title]');
  }
  if (page.plan) {
    attributes['data-search-plan'] = page.plan;
    filters.push('plan[data-search-plan]');
  }
  attributes['data-pagefind-filter'] = filters.join(', ');
  return attributes;
}

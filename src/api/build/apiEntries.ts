import type { NavPage, Plan } from '../../contracts';
import { isContentPage } from '../../nav/tree';
import { pageTitle } from '../../nav/titles';
import { toHref } from '../../routing/paths';

/** One `/x/api/...` page of the tree: a product index or the reference of one exported symbol. */
export interface ApiEntry {
  pathname: string;
  /** Segment after `/x/api/` (`data-grid`). */
  product: string;
  kind: 'index' | 'symbol';
  /** Name the tree shows, the export the page documents (`DataGrid`). */
  title: string;
  plan?: Plan;
  planned?: boolean;
}

const API_PATH = /^\/x\/api\/([a-z0-9-]+)(?:\/([a-z0-9-]+))?$/;

/**
 * The API pages of a tree, in drawer order. `products` are the known `/x/api/<product>` segments; a
 * leaf under `/x/api/` that fits none throws naming it.
 */
export function apiEntries(pages: readonly NavPage[], products: readonly string[]): ApiEntry[] {
  const entries: ApiEntry[] = [];
  const visit = (page: NavPage) => {
    if (isContentPage(page) && page.pathname.startsWith('/x/api/')) {
      const match = API_PATH.exec(page.pathname);
      if (!match || !products.includes(match[1])) {
        throw new Error(`API entry ${page.pathname} in pages is not under /x/api/<${products.join('|')}>/`);
      }
      const entry: ApiEntry = {
        pathname: page.pathname,
        product: match[1],
        kind: match[2] ? 'symbol' : 'index',
        title: pageTitle(page),
      };
      if (page.plan) entry.plan = page.plan;
      if (page.planned) entry.planned = true;
      entries.push(entry);
    }
    page.children?.forEach(visit);
  };
  pages.forEach(visit);
  return entries;
}

/**
 * Where a type name links to: its API page, looked up in the page's own product first (both
 * products have a `Toolbar`), then in any product.
 */
export function createLinkResolver(entries: readonly ApiEntry[]) {
  const byProduct = new Map<string, Map<string, string>>();
  const anywhere = new Map<string, string>();
  for (const entry of entries) {
    if (entry.kind !== 'symbol') continue;
    const names = byProduct.get(entry.product) ?? new Map<string, string>();
    byProduct.set(entry.product, names);
    if (!names.has(entry.title)) names.set(entry.title, toHref(entry.pathname));
    if (!anywhere.has(entry.title)) anywhere.set(entry.title, toHref(entry.pathname));
  }
  return (name: string, product: string): string | undefined => byProduct.get(product)?.get(name) ?? anywhere.get(name);
}

export type LinkResolver = ReturnType<typeof createLinkResolver>;

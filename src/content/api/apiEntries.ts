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
  /** Name the tree shows (`DataGrid`). */
  title: string;
  /** Export to document: the title, or its replacement when the tree's name is gone. */
  symbol: string;
  renamedFrom?: { name: string; reason: string };
  plan?: Plan;
  planned?: boolean;
}

const API_PATH = /^\/x\/api\/([a-z0-9-]+)(?:\/([a-z0-9-]+))?$/;

/**
 * The API pages of a tree, in drawer order. `products` are the known `/x/api/<product>` segments; a
 * leaf under `/x/api/` that fits none, or a rename for a pathname the tree lacks, throws naming it.
 */
export function apiEntries(
  pages: readonly NavPage[],
  products: readonly string[],
  renames: Readonly<Record<string, { symbol: string; reason: string }>> = {},
): ApiEntry[] {
  const entries: ApiEntry[] = [];
  const visit = (page: NavPage) => {
    if (isContentPage(page) && page.pathname.startsWith('/x/api/')) {
      const match = API_PATH.exec(page.pathname);
      if (!match || !products.includes(match[1])) {
        throw new Error(`API entry ${page.pathname} in pages is not under /x/api/<${products.join('|')}>/`);
      }
      const title = pageTitle(page);
      const rename = renames[page.pathname];
      const entry: ApiEntry = {
        pathname: page.pathname,
        product: match[1],
        kind: match[2] ? 'symbol' : 'index',
        title,
        symbol: rename?.symbol ?? title,
      };
      if (rename) entry.renamedFrom = { name: title, reason: rename.reason };
      if (page.plan) entry.plan = page.plan;
      if (page.planned) entry.planned = true;
      entries.push(entry);
    }
    page.children?.forEach(visit);
  };
  pages.forEach(visit);
  const known = new Set(entries.map((entry) => entry.pathname));
  for (const pathname of Object.keys(renames)) {
    if (!known.has(pathname)) {
      throw new Error(`API rename for ${pathname}: no such API entry in pages`);
    }
  }
  return entries;
}

/**
 * Where a type name links to: its API page, looked up in the page's own product first (both
 * products have a `Toolbar`), then in any product. Names a tree entry shows and names it documents
 * both resolve.
 */
export function createLinkResolver(entries: readonly ApiEntry[]) {
  const byProduct = new Map<string, Map<string, string>>();
  const anywhere = new Map<string, string>();
  for (const entry of entries) {
    if (entry.kind !== 'symbol') continue;
    const names = byProduct.get(entry.product) ?? new Map<string, string>();
    byProduct.set(entry.product, names);
    for (const name of [entry.symbol, entry.title]) {
      if (!names.has(name)) names.set(name, toHref(entry.pathname));
      if (!anywhere.has(name)) anywhere.set(name, toHref(entry.pathname));
    }
  }
  return (name: string, product: string): string | undefined => byProduct.get(product)?.get(name) ?? anywhere.get(name);
}

export type LinkResolver = ReturnType<typeof createLinkResolver>;

/** `ChartsContainer` -> `charts-container`, the slug docs URLs give a symbol's page. */
export function symbolSlug(name: string): string {
  return name
    .replace(/_/g, '-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/**
 * Docs URLs that name a renamed symbol (`/x/api/charts/charts-container`) mapped to the page that
 * documents it here (`/x/api/charts/chart-container`); the first entry of the tree wins.
 */
export function apiUrlAliases(entries: readonly ApiEntry[]): Map<string, string> {
  const aliases = new Map<string, string>();
  const served = new Set(entries.map((entry) => entry.pathname));
  for (const entry of entries) {
    if (entry.kind !== 'symbol' || entry.symbol === entry.title) continue;
    const alias = `/x/api/${entry.product}/${symbolSlug(entry.symbol)}`;
    if (!served.has(alias) && !aliases.has(alias)) aliases.set(alias, entry.pathname);
  }
  return aliases;
}

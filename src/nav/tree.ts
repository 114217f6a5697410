import type { NavItem, NavPage } from '../contracts';
import { TOP_LEVEL_SECTION } from '../contracts/nav';
import { pageTitle } from './titles';
import { withoutDerivableHref } from './navHref';
import { DOCS_PREFIX, isExternal, toHref, withoutTrailingSlash } from '../routing/paths';
const isApiPath = (pathname: string) => pathname.startsWith('/x/api/');

/** An entry is a content page when it is a leaf that the site itself serves. */
export function isContentPage(page: NavPage): boolean {
  return (
    !page.children?.length &&
    page.subheader === undefined &&
    !isExternal(page.pathname) &&
    !page.pathname.includes('#') &&
    !/\.[a-z0-9]+$/i.test(page.pathname)
  );
}

/** Guide pages (markdown) of the tree, in drawer order; API entries are left to their generator. */
export function guidePages(pages: readonly NavPage[]): NavPage[] {
  const result: NavPage[] = [];
  const visit = (page: NavPage) => {
    if (isContentPage(page) && !isApiPath(page.pathname)) {
      result.push(page);
    }
    page.children?.forEach(visit);
  };
  pages.forEach(visit);
  return result;
}

/**
 * Every page of the tree the site serves (guides and API reference), as links (`/x/a/`), in drawer
 * order: the list the 404 page checks a suggested address against.
 */
export function contentPagePaths(pages: readonly NavPage[]): string[] {
  const result: string[] = [];
  const visit = (page: NavPage) => {
    if (isContentPage(page)) result.push(toHref(page.pathname));
    page.children?.forEach(visit);
  };
  pages.forEach(visit);
  return result;
}

/** The first page a group leads to (depth first); the page itself for a leaf. */
export function firstLeaf(page: NavPage): NavPage {
  let current = page;
  while (current.children?.length) {
    current = current.children[0];
  }
  return current;
}

export interface ActivePage {
  activePage: NavPage | null;
  /** Parents of the active page, nearest first, up to the top-level entry. */
  parents: NavPage[];
}

/** Finds the entry whose pathname equals the (slash-less) pathname and its parent chain. */
export function findActivePage(pages: readonly NavPage[], pathname: string): ActivePage {
  const target = withoutTrailingSlash(pathname);
  const search = (nodes: readonly NavPage[], chain: NavPage[]): ActivePage | null => {
    for (const node of nodes) {
      if (node.pathname === target) {
        return { activePage: node, parents: [...chain].reverse() };
      }
      if (node.children) {
        const found = search(node.children, [...chain, node]);
        if (found) {
          return found;
        }
      }
    }
    return null;
  };
  return search(pages, []) ?? { activePage: null, parents: [] };
}

/** Previous and next guide pages in drawer order, for the footer links. */
export function findSiblings(pages: readonly NavPage[], pathname: string) {
  const list = guidePages(pages);
  const index = list.findIndex((page) => page.pathname === pathname);
  const link = (page: NavPage | undefined) =>
    page ? { pathname: page.pathname, title: pageTitle(page), href: toHref(page.pathname) } : null;
  return index === -1
    ? { prev: null, next: null }
    : { prev: link(list[index - 1]), next: link(list[index + 1]) };
}

function toNavItem(page: NavPage, withChildren: boolean): NavItem {
  const kind: NavItem['kind'] = isExternal(page.pathname)
    ? 'external'
    : page.subheader !== undefined
      ? 'subheader'
      : page.children?.length
        ? 'group'
        : /\.[a-z0-9]+$/i.test(page.pathname)
          ? 'file'
          : 'page';
  const item: NavItem = {
    pathname: page.pathname,
    title: pageTitle(page),
    href: toHref(firstLeaf(page).pathname),
    kind,
  };
  if (page.plan) item.plan = page.plan;
  if (page.newFeature) item.newFeature = true;
  if (page.planned) item.planned = true;
  if (page.unstable) item.unstable = true;
  if (withChildren && page.children?.length) {
    item.children = page.children.map((child) => toNavItem(child, true));
  }
  return item;
}

/**
 * The drawer for one page: every top-level entry, with the subtree of the top-level group that holds
 * the active page. Other groups carry a `section` index: their children are fetched on demand from
 * the section file, so neither a page's HTML nor its JS grows with the rest of the tree.
 */
export function buildNavForPage(pages: readonly NavPage[], pathname: string): NavItem[] {
  const { activePage, parents } = findActivePage(pages, pathname);
  const top = parents.length ? parents[parents.length - 1] : activePage;
  return pages.map((page) => {
    const expanded = page === top;
    const item = toNavItem(page, expanded);
    if (!expanded && page.children?.length) {
      item.section = sectionId(page.pathname);
    }
    return withoutDerivableHref(item);
  });
}

/** File-safe id of a top-level group's section file: `/x/react-charts-group` -> `react-charts-group`. */
export function sectionId(pathname: string): string {
  return (pathname.startsWith(DOCS_PREFIX) ? pathname.slice(DOCS_PREFIX.length) : pathname).replace(/[^a-zA-Z0-9-]+/g, '-');
}

/**
 * Every top-level group's children, keyed by section id, as written to the section files, and the top
 * level itself (every group closed) under TOP_LEVEL_SECTION: an exported page's data names neither
 * (src/export/navData.ts), the browser reads both.
 */
export function buildNavSections(pages: readonly NavPage[]): Record<string, NavItem[]> {
  const sections: Record<string, NavItem[]> = { [TOP_LEVEL_SECTION]: buildNavForPage(pages, '') };
  for (const page of pages) {
    if (page.children?.length) {
      sections[sectionId(page.pathname)] = page.children.map((child) => withoutDerivableHref(toNavItem(child, true)));
    }
  }
  return sections;
}

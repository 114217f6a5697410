import type { Breadcrumb, NavPage } from '../contracts';
import { findActivePage, firstLeaf } from './tree';
import { pageTitle } from './titles';
import { isExternal, toHref, withoutTrailingSlash } from '../routing/paths';

/**
 * The trail above a page's title, from the tree (pure): the page's ancestors, top first (`Data Grid`
 * › `Main features` › `Columns` for Column definition). A group leads to its first page, as in the
 * drawer; a subheader is a heading without a page, and a group whose first page is this page would
 * lead back here: neither gets a link. A page outside the tree has no trail.
 */
export function breadcrumbsFor(pages: readonly NavPage[], pathname: string): Breadcrumb[] {
  const { activePage, parents } = findActivePage(pages, pathname);
  if (!activePage) return [];
  const here = withoutTrailingSlash(activePage.pathname);
  return [...parents].reverse().map((parent) => {
    const crumb: Breadcrumb = { pathname: parent.pathname, title: pageTitle(parent) };
    const target = firstLeaf(parent).pathname;
    if (parent.subheader === undefined && withoutTrailingSlash(target) !== here) {
      crumb.href = isExternal(target) ? target : toHref(target);
    }
    return crumb;
  });
}

/**
 * Where a drawer entry leads (pure). Page data and section files leave out an entry's `href` when it
 * follows from the entry itself (a page's own path with its trailing slash, an external URL or a file
 * as written, a group's first page when its children are listed), which is most of them: the drawer
 * is most of a page's data. The build drops exactly the links this function gives back.
 */
import type { NavItem } from '../contracts';
import { toHref } from '../routing/paths';

export function navHref(item: Pick<NavItem, 'pathname' | 'kind' | 'href' | 'children'>): string {
  if (item.href !== undefined) return item.href;
  if (item.kind === 'external' || item.kind === 'file') return item.pathname;
  if ((item.kind === 'group' || item.kind === 'subheader') && item.children?.length) return navHref(item.children[0]);
  return toHref(item.pathname);
}

/** The item without its `href` when `navHref` gives it back anyway (children compacted first). */
export function withoutDerivableHref(item: NavItem): NavItem {
  const children = item.children?.map(withoutDerivableHref);
  const { href, ...rest } = item;
  const compact: NavItem = children ? { ...rest, children } : rest;
  return href === undefined || navHref(compact) === href ? compact : { ...compact, href };
}

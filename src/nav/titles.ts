import type { NavPage } from '../contracts';
import { lastSegment } from '../routing/paths';

/**
 * Title from a pathname when the tree gives none: last segment without `react-` and extension,
 * hyphens to spaces, first letter upper-cased; API pages (`/api/...`) are PascalCase component names.
 */
export function pageTitleFromPathname(pathname: string): string {
  const segment = lastSegment(typeof pathname === 'string' ? pathname : '')
    .replace(/^react-/, '')
    .replace(/\.[a-z0-9]+$/i, '');
  if (segment === '') {
    return '';
  }
  const words = segment.split('-').filter(Boolean);
  if (/(^|\/)api(-docs)?\//.test(pathname)) {
    return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  }
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** The title the drawer and the page show: the tree's title, else the subheader, else the fallback. */
export function pageTitle(page: Pick<NavPage, 'pathname' | 'title' | 'subheader'>): string {
  return page.title ?? page.subheader ?? pageTitleFromPathname(page.pathname);
}

/**
 * The title that names a page on its own (the browser tab, history, search results): a generic
 * title (`Overview`) takes its parent's (`Row grouping: overview`), since several groups have one.
 */
export function qualifiedTitle(title: string, parentTitle: string | undefined): string {
  return /^overview$/i.test(title.trim()) && parentTitle ? `${parentTitle}: ${title.trim().toLowerCase()}` : title;
}

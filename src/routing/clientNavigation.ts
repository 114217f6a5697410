/**
 * Which link clicks the app turns into client-side navigations (pure). The drawer's links and the
 * links inside the build-time article are plain `<a href>` elements: one listener on the document
 * routes them (src/layout/useClientLinks.ts), where a `next/link` per link would cost a component, its
 * hooks and its styles for each of the drawer's hundred-odd entries while the page hydrates. A click
 * the browser should handle itself (new tab, download, another site, a file, an anchor on this page)
 * is left alone, as Next's own Link leaves it.
 */
import { DOCS_PREFIX } from './paths';
import { site } from '../../data/site';

/** The parts of a click event the decision reads. */
export interface LinkClick {
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The parts of the clicked `<a>` the decision reads: its resolved `href`, `target` and `download`. */
export interface ClickedLink {
  href: string;
  target: string;
  download: boolean;
  /**
   * The link asks for a full page load (it or a parent is marked `data-full-load`): the offline page's
   * saved pages, which the service worker answers as documents.
   */
  fullLoad?: boolean;
}

/** A page of the docs app: `/x/…` or a language's `/zh/x/…`, ending in a segment without a file extension. */
export function isAppPage(pathname: string): boolean {
  const inApp = new RegExp(`^(/(${site.prefixLanguages.join('|')}))?${DOCS_PREFIX}`).test(pathname);
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return inApp && !last.includes('.');
}

/**
 * The URL (path, query and hash) to hand the router for this click, or null when the browser should
 * follow the link itself.
 */
export function clientNavigationTarget(click: LinkClick, link: ClickedLink, current: { origin: string; pathname: string; search: string }): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((link.target !== '' && link.target !== '_self') || link.download || link.fullLoad) return null;
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || !isAppPage(url.pathname)) return null;
  // An anchor on the page being read: the browser scrolls to it (and keeps the history entry right).
  if (url.hash !== '' && url.pathname === current.pathname && url.search === current.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Exported pages need not carry the drawer's tree (pure). Every page's props hold the drawer's top
 * level plus the current product's subtree (src/nav/tree.ts, `buildNavForPage`), which the server
 * render needs; the browser gets that subtree from the product's section file (`/x/_nav/<id>.json`,
 * the file other products' groups already load), preloaded from the page's head and read before
 * hydration (src/nav/useNavSection.ts). After the export, this module replaces the subtree in the
 * page data (the HTML's `__NEXT_DATA__` and the `_next/data` JSON of client-side page changes) with the
 * section's id, once it has checked that the file holds exactly that subtree.
 */
import { isDeepStrictEqual } from 'node:util';
import type { NavItem } from '../contracts';
import { navHref } from '../nav/navHref';
import { sectionId } from '../nav/tree';
import { escapeJson, NEXT_DATA } from './staticHtml';

/** Reads a section file's items by id; undefined when there is no such file. */
export type SectionReader = (id: string) => unknown;

interface PageWithNav {
  page?: { nav?: NavItem[] };
}

/** Where a section file is served. */
export const sectionHref = (id: string) => `/x/_nav/${encodeURIComponent(id)}.json`;

/**
 * `pageProps` with the expanded top-level group's children replaced by its section id, and that id
 * (null when no group is expanded: the 404 page, a page outside the tree). Throws when the section
 * file is missing or differs from the subtree: the drawer would then show another tree than the HTML.
 */
export function withoutNavSubtree<T>(pageProps: T, readSection: SectionReader): { pageProps: T; section: string | null } {
  const nav = (pageProps as PageWithNav | null)?.page?.nav;
  if (!Array.isArray(nav)) return { pageProps, section: null };
  const index = nav.findIndex((item) => item.kind === 'group' && Array.isArray(item.children) && !item.section);
  if (index === -1) return { pageProps, section: null };
  const expanded = nav[index];
  const id = sectionId(expanded.pathname);
  const file = readSection(id);
  if (file === undefined) throw new Error(`the drawer section file ${sectionHref(id)} is missing (run the prebuild step)`);
  if (!isDeepStrictEqual(file, expanded.children)) {
    throw new Error(`the drawer section file ${sectionHref(id)} differs from the subtree of ${expanded.pathname} in the page data (a stale file?)`);
  }
  // The group's link came from its first child: it is written out, the children being gone.
  const { children, ...rest } = expanded;
  const stripped: NavItem = { ...rest, href: navHref(expanded), section: id };
  const page = (pageProps as PageWithNav).page!;
  const props = { ...pageProps, page: { ...page, nav: nav.map((item, at) => (at === index ? stripped : item)) } };
  return { pageProps: props as T, section: id };
}

/** The preload of a section file, put in the head of a page that needs it (src/nav/useNavSection.ts reads it). */
export function sectionPreload(id: string): string {
  return `<link rel="preload" href="${sectionHref(id)}" as="fetch" crossorigin="anonymous" data-nav-section="${id}"/>`;
}

/**
 * An exported page without the drawer's subtree in its `__NEXT_DATA__`, preloading the section file
 * instead, and the bytes taken out. A page without page data, or without an expanded group, is returned unchanged.
 */
export function stripNavFromHtml(html: string, readSection: SectionReader): { html: string; savedBytes: number } {
  const match = NEXT_DATA.exec(html);
  if (!match) return { html, savedBytes: 0 };
  const data = JSON.parse(match[2]) as { props?: { pageProps?: unknown } };
  if (!data.props?.pageProps) return { html, savedBytes: 0 };
  const { pageProps, section } = withoutNavSubtree(data.props.pageProps, readSection);
  const head = html.indexOf('</head>');
  if (section === null || head === -1 || head > match.index) return { html, savedBytes: 0 };
  data.props.pageProps = pageProps;
  const json = escapeJson(JSON.stringify(data));
  const rewritten =
    html.slice(0, head) + sectionPreload(section) + html.slice(head, match.index) + match[1] + json + match[3] + html.slice(match.index + match[0].length);
  return { html: rewritten, savedBytes: match[2].length - json.length };
}

/** A page's `_next/data` JSON (what a client-side page change fetches) without the drawer's subtree. */
export function stripNavFromPageJson(text: string, readSection: SectionReader): { text: string; savedBytes: number } {
  const data = JSON.parse(text) as { pageProps?: unknown };
  if (!data.pageProps) return { text, savedBytes: 0 };
  const { pageProps, section } = withoutNavSubtree(data.pageProps, readSection);
  if (section === null) return { text, savedBytes: 0 };
  const rewritten = JSON.stringify({ ...data, pageProps });
  return { text: rewritten, savedBytes: text.length - rewritten.length };
}

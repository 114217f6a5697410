/**
 * Exported pages need not carry the drawer (pure). Every page's props hold the drawer's top level plus
 * the current product's subtree (src/nav/tree.ts, `buildNavForPage`), which the server render needs;
 * the browser reads both from the section files (`/x/_nav/<id>.json`: the top level, and the product's
 * subtree that other products' groups already load), preloaded from the page's head and asked for
 * before hydration (src/nav/useNavSection.ts). After the export, this module takes `page.nav` out of
 * the page data (the HTML's `__NEXT_DATA__` and the `_next/data` JSON of client-side page changes),
 * once it has checked that the files hold exactly that drawer: the product's section is the last entry
 * of `activeChain`, which the page keeps.
 */
import { isDeepStrictEqual } from 'node:util';
import type { NavItem } from '../contracts';
import { TOP_LEVEL_SECTION } from '../contracts/nav';
import { navHref } from '../nav/navHref';
import { sectionId } from '../nav/tree';
import { escapeJson, NEXT_DATA } from './staticHtml';

/** Reads a section file's items by id; undefined when there is no such file. */
export type SectionReader = (id: string) => unknown;

/** Where a section file is served. */
export const sectionHref = (id: string) => `/x/_nav/${encodeURIComponent(id)}.json`;

/** `items` is what section file `id` holds, or an error naming the file. */
function checkSection(id: string, items: unknown, readSection: SectionReader, what: string) {
  const file = readSection(id);
  if (file === undefined) throw new Error(`the drawer section file ${sectionHref(id)} is missing (run the prebuild step)`);
  if (!isDeepStrictEqual(file, items)) throw new Error(`the drawer section file ${sectionHref(id)} differs from ${what} in the page data (a stale file?)`);
}

/**
 * `pageProps` without `page.nav`, and the section files the drawer is read from instead (none when the
 * props have no drawer). Throws when a file is missing or differs from the drawer the HTML shows.
 */
export function withoutNav<T>(pageProps: T, readSection: SectionReader): { pageProps: T; sections: string[] } {
  const page = (pageProps as { page?: { nav?: NavItem[] } } | null)?.page;
  const nav = page?.nav;
  if (!Array.isArray(nav)) return { pageProps, sections: [] };
  const sections = [TOP_LEVEL_SECTION];
  const top = nav.map((item) => {
    if (item.kind !== 'group' || !Array.isArray(item.children) || item.section) return item;
    const id = sectionId(item.pathname);
    checkSection(id, item.children, readSection, `the subtree of ${item.pathname}`);
    sections.push(id);
    // Closed, as the top-level file lists it: its link (its first page) written out, its children in its file.
    const { children, ...rest } = item;
    return { ...rest, href: navHref(item), section: id };
  });
  checkSection(TOP_LEVEL_SECTION, top, readSection, 'the top level');
  const { nav: _nav, ...rest } = page!;
  return { pageProps: { ...pageProps, page: rest } as T, sections };
}

/** The preload of a section file, put in the head of a page that needs it (src/nav/useNavSection.ts reads it). */
export function sectionPreload(id: string): string {
  return `<link rel="preload" href="${sectionHref(id)}" as="fetch" crossorigin="anonymous" data-nav-section="${id}"/>`;
}

/**
 * An exported page without the drawer in its `__NEXT_DATA__`, preloading the section files instead, and
 * the bytes taken out. A page without page data, without a drawer in its data or in its document is
 * returned unchanged.
 */
export function stripNavFromHtml(html: string, readSection: SectionReader): { html: string; savedBytes: number } {
  const match = NEXT_DATA.exec(html);
  // A page that shows no drawer keeps what its data has (nothing would read the files).
  if (!match || !html.slice(0, match.index).includes('data-nav-tree')) return { html, savedBytes: 0 };
  const data = JSON.parse(match[2]) as { props?: { pageProps?: unknown } };
  if (!data.props?.pageProps) return { html, savedBytes: 0 };
  const { pageProps, sections } = withoutNav(data.props.pageProps, readSection);
  const head = html.indexOf('</head>');
  if (sections.length === 0 || head === -1 || head > match.index) return { html, savedBytes: 0 };
  data.props.pageProps = pageProps;
  const json = escapeJson(JSON.stringify(data));
  const preloads = sections.map(sectionPreload).join('');
  const rewritten = html.slice(0, head) + preloads + html.slice(head, match.index) + match[1] + json + match[3] + html.slice(match.index + match[0].length);
  return { html: rewritten, savedBytes: match[2].length - json.length };
}

/** A page's `_next/data` JSON (what a client-side page change fetches) without the drawer. */
export function stripNavFromPageJson(text: string, readSection: SectionReader): { text: string; savedBytes: number } {
  const data = JSON.parse(text) as { pageProps?: unknown };
  if (!data.pageProps) return { text, savedBytes: 0 };
  const { pageProps, sections } = withoutNav(data.pageProps, readSection);
  if (sections.length === 0) return { text, savedBytes: 0 };
  const rewritten = JSON.stringify({ ...data, pageProps });
  return { text: rewritten, savedBytes: text.length - rewritten.length };
}

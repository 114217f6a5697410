/**
 * Build-time link check (pure): every internal link of the guides, the API descriptions and the
 * navigation tree must lead to a page the export has, and every `#anchor` to a heading id of that
 * page. External links are left alone (no network at build time).
 */
import { isExternal, pathnameToLanguage, toHref, withoutTrailingSlash } from '../routing/paths';

/** A link as written somewhere, with where it was written (`data/docs/x.md:12`). */
export interface FoundLink {
  href: string;
  /** `file:line` (or another place a reader can find, for generated text). */
  where: string;
  /** Pathname of the page holding the link (no trailing slash), for `#anchor` and relative links. */
  page: string;
}

/**
 * What the export serves: each page's pathname (no trailing slash, language prefix kept:
 * `/zh/x/react-charts`) with the ids a link may point at; files (`/x/llms.txt`) have none.
 */
export type SiteIndex = ReadonlyMap<string, ReadonlySet<string>>;

export interface LinkProblem {
  where: string;
  href: string;
  message: string;
}

/** Hashes a demo link carries (`#tailwind-Tree.tsx`): read by the code preferences, not headings. */
const PREFERENCE_HASH = /\.(js|tsx)$/;

/** Edit distance, for "did you mean" suggestions. */
function distance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = previous[0];
    previous[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = previous[j];
      previous[j] = Math.min(previous[j] + 1, previous[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length];
}

/** The candidate closest to `target` (ties: the first), or undefined when there is none. */
export function nearest(target: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(target, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * The pathname and anchor a link leads to, or null for links the check leaves alone (external,
 * `mailto:`, protocol-relative). Relative links resolve against the page's URL (with its trailing slash).
 */
export function resolveLink(href: string, page: string): { pathname: string; anchor: string | null } | null {
  if (isExternal(href) || href.trim() === '') return null;
  const hashIndex = href.indexOf('#');
  const anchor = hashIndex === -1 ? null : decodeURIComponent(href.slice(hashIndex + 1));
  const path = (hashIndex === -1 ? href : href.slice(0, hashIndex)).replace(/\?.*$/, '');
  if (path === '') return { pathname: page, anchor };
  const base = new URL(`https://site.invalid${page === '/' ? '/' : `${page}/`}`);
  const absolute = new URL(path, base).pathname;
  return { pathname: withoutTrailingSlash(absolute), anchor };
}

/** Every problem among `links`, with the nearest existing page or anchor when there is one. */
export function checkLinks(links: readonly FoundLink[], site: SiteIndex): LinkProblem[] {
  const problems: LinkProblem[] = [];
  for (const link of links) {
    const target = resolveLink(link.href, link.page);
    if (!target) continue;
    const ids = site.get(target.pathname);
    if (!ids) {
      // A language prefix the export has no copy for: name the English page when it exists.
      const english = pathnameToLanguage(target.pathname).canonicalAsServer;
      const hint = english !== target.pathname && site.has(withoutTrailingSlash(english)) ? english : nearest(target.pathname, site.keys());
      problems.push({
        where: link.where,
        href: link.href,
        message: `${link.where}: ${link.href} leads to no page of the site${hint ? ` (nearest: ${toHref(hint)})` : ''}`,
      });
      continue;
    }
    if (target.anchor === null || target.anchor === '' || PREFERENCE_HASH.test(target.anchor) || ids.has(target.anchor)) continue;
    const hint = nearest(target.anchor, ids);
    problems.push({
      where: link.where,
      href: link.href,
      message: `${link.where}: ${link.href} names #${target.anchor}, which ${target.pathname}/ does not have${hint ? ` (nearest: #${hint})` : ''}`,
    });
  }
  return problems;
}

/**
 * The one path module: language prefix, query and hash, trailing slash, the docs prefix and external
 * links are recognised, stripped and joined here only (pure).
 */
import { site } from '../../data/site';

/** The section of the site every docs page lives under. */
export const DOCS_PREFIX = '/x/';

/** An address that leaves the site: a scheme (`https:`, `mailto:`, `javascript:`…) or protocol-relative (`//host`). */
export function isExternal(href: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}

/** A link inside the site: one leading slash, no backslash or control character (so never `//host` or `/\\host`). */
export function isSitePath(value: string): boolean {
  return typeof value === 'string' && value.startsWith('/') && !isExternal(value) && !/[\\\u0000-\u001f\u007f]/.test(value);
}

/** A path as the static export serves it: with its trailing slash (files such as `llms.txt` keep theirs). */
export function withTrailingSlash(path: string): string {
  return path.endsWith('/') || /\.[a-z0-9]+$/i.test(path) ? path : `${path}/`;
}

/** A path as the tree writes it: no trailing slash (the root stays `/`). */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** The last segment of a pathname, query, hash and trailing slash removed (`sorting`). */
export function lastSegment(pathname: string): string {
  const clean = withoutTrailingSlash(pathname.replace(/[?#].*$/, ''));
  return clean.slice(clean.lastIndexOf('/') + 1);
}

/** The route parameters of a docs page (`/x/react-data-grid/sorting` -> `['react-data-grid', 'sorting']`). */
export function docsSlug(pathname: string): string[] {
  return withoutTrailingSlash(pathname).slice(DOCS_PREFIX.length).split('/');
}

/** The address of a page in a language: English pages (and external links) have no prefix. */
export function withLanguage(href: string, language: string, defaultLanguage: string = site.defaultLanguage): string {
  if (language === defaultLanguage || !href.startsWith('/') || isExternal(href)) {
    return href;
  }
  return `/${language}${href}`;
}

/** An absolute URL on a host (`https://mui.com` + `/x/introduction` -> `https://mui.com/x/introduction/`). */
export function absoluteUrl(pathname: string, host: string = site.host): string {
  return `${host.replace(/\/+$/, '')}${withTrailingSlash(pathname.startsWith('/') ? pathname : `/${pathname}`)}`;
}

/** What the shell needs from a route's path, computed in one place. */
export interface PathInfo {
  /** Language from the path prefix, `en` when there is none. */
  userLanguage: string;
  /** The as-path without its language prefix (hash kept). */
  canonicalAs: string;
  /** `canonicalAs` without hash and query: the path the static server answers. */
  canonicalAsServer: string;
  /** `canonicalAsServer` without trailing slash, `/api` mapped to `/api-docs`. */
  canonicalPathname: string;
}

const LANGUAGE_PREFIX = /^\/([a-z]{2})\//;
const IGNORED_BY_LANGUAGE = /^\/(blog(\/|$)|size-snapshot\/)/;

/** Cleans a route's as-path: language prefix, query, hash, trailing slash and the `/api` alias. */
export function pathnameToLanguage(asPath: string): PathInfo {
  let path = typeof asPath === 'string' ? asPath : '';
  if (!path.startsWith('/')) {
    // Empty or hash/query-only input: treat as the root, keeping the fragment.
    path = `/${path.replace(/^[^#?]*/, '')}`;
  }
  let userLanguage: string = site.defaultLanguage;
  let canonicalAs = path;
  const prefix = IGNORED_BY_LANGUAGE.test(path) ? null : LANGUAGE_PREFIX.exec(path);
  if (prefix && (site.prefixLanguages as readonly string[]).includes(prefix[1])) {
    userLanguage = prefix[1];
    canonicalAs = path.slice(prefix[1].length + 1);
  }
  const canonicalAsServer = canonicalAs.replace(/[?#].*$/, '') || '/';
  const canonicalPathname =
    canonicalAsServer === '/'
      ? '/'
      : withoutTrailingSlash(canonicalAsServer.replace(/^\/api(\/|$)/, '/api-docs$1'));
  return { userLanguage, canonicalAs, canonicalAsServer, canonicalPathname };
}

/** The cleaned pathname of a route, shortcut of `pathnameToLanguage(...).canonicalPathname`. */
function canonicalPathname(asPath: string): string {
  return pathnameToLanguage(asPath).canonicalPathname;
}

/** The absolute canonical URL on the main host, with the trailing slash the export uses. */
export function canonicalUrl(pathname: string, host: string = site.host): string {
  return absoluteUrl(canonicalPathname(pathname), host);
}

/** The link form of an internal pathname (trailing slash, as the static export serves it). */
export function toHref(pathname: string): string {
  if (isExternal(pathname)) {
    return pathname;
  }
  const hashIndex = pathname.indexOf('#');
  const path = hashIndex === -1 ? pathname : pathname.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : pathname.slice(hashIndex);
  return `${withTrailingSlash(path)}${hash}`;
}

/** Where a page's markdown export is served (`/x/react-data-grid/sorting` -> `/x/react-data-grid/sorting.md`). */
export function markdownPath(pathname: string): string {
  return `${withoutTrailingSlash(pathname.replace(/[?#].*$/, ''))}.md`;
}

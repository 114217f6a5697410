import { site } from '../../data/site';

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
    canonicalAs = path.slice(3);
  }
  const canonicalAsServer = canonicalAs.replace(/[?#].*$/, '') || '/';
  const canonicalPathname =
    canonicalAsServer === '/'
      ? '/'
      : canonicalAsServer.replace(/^\/api(\/|$)/, '/api-docs$1').replace(/\/+$/, '') || '/';
  return { userLanguage, canonicalAs, canonicalAsServer, canonicalPathname };
}

/** The cleaned pathname of a route, shortcut of `pathnameToLanguage(...).canonicalPathname`. */
export function canonicalPathname(asPath: string): string {
  return pathnameToLanguage(asPath).canonicalPathname;
}

/** The absolute canonical URL on the main host, with the trailing slash the export uses. */
export function canonicalUrl(pathname: string, host: string = site.host): string {
  const clean = canonicalPathname(pathname);
  return `${host}${clean === '/' ? '/' : `${clean}/`}`;
}

/** The link form of an internal pathname (trailing slash, as the static export serves it). */
export function toHref(pathname: string): string {
  if (/^https?:\/\//.test(pathname)) {
    return pathname;
  }
  const hashIndex = pathname.indexOf('#');
  const path = hashIndex === -1 ? pathname : pathname.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : pathname.slice(hashIndex);
  const withSlash = path.endsWith('/') || /\.[a-z0-9]+$/i.test(path) ? path : `${path}/`;
  return `${withSlash}${hash}`;
}

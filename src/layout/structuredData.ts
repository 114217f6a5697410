import type { Breadcrumb, PageData } from '../contracts';
import { absoluteUrl, isExternal } from '../routing/paths';
import { translatedPageTitle } from '../i18n/translate';

/** A schema.org `BreadcrumbList` (JSON-LD) for search engines. */
export interface BreadcrumbList {
  '@context': 'https://schema.org';
  '@type': 'BreadcrumbList';
  itemListElement: Array<{ '@type': 'ListItem'; position: number; name: string; item: string }>;
}

/**
 * The page's trail as structured data (pure): every ancestor that has a page of its own, then the
 * page itself, with absolute URLs on `host`. Headings without a page (subheaders) are left out,
 * since each step must be a URL. Null when the page has no ancestor to show.
 */
export function breadcrumbList(
  crumbs: readonly Breadcrumb[],
  current: { title: string; pathname: string },
  host: string,
  titleOf: (crumb: Breadcrumb) => string = (crumb) => crumb.title,
): BreadcrumbList | null {
  if (crumbs.length === 0) return null;
  const steps = crumbs
    .filter((crumb) => crumb.href !== undefined)
    .map((crumb) => ({ name: titleOf(crumb), item: isExternal(crumb.href!) ? crumb.href! : absoluteUrl(crumb.href!, host) }));
  steps.push({ name: current.title, item: absoluteUrl(current.pathname, host) });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, ...step })),
  };
}

/** JSON for an inline `<script>`: `<` escaped so no text can close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The page's breadcrumbs as a JSON-LD script body, for the document's head (null without a trail or
 * on a page kept out of search). Written by the document from the page's props: crawlers read each
 * page's HTML, so no script needs to know about it. Steps are named as the page shows them.
 */
export function breadcrumbScript(page: Pick<PageData, 'breadcrumbs' | 'title' | 'pathname' | 'noIndex' | 'translations'> | undefined, host: string): string | null {
  if (!page || page.noIndex || !Array.isArray(page.breadcrumbs)) return null;
  const list = breadcrumbList(page.breadcrumbs, page, host, (crumb) => translatedPageTitle(page.translations, crumb.pathname) ?? crumb.title);
  return list ? jsonForScript(list) : null;
}

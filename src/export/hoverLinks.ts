import type { NavPage } from '../contracts';
import { apiProducts } from '../../data/apiReference';
import { apiEntries, createLinkResolver } from '../api/build/apiEntries';
import { readApiPage } from '../api/build/apiStore';
import { memberAnchor } from '../routing/anchors';
import type { HoverLinkTarget } from '../checks/quickInfo';

/** The sections and member names of an API page, or none (an index, a planned entry, a page not generated). */
function memberNames(pathname: string): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  try {
    const { content } = readApiPage(pathname);
    if (content.kind === 'component' || content.kind === 'interface') {
      for (const section of content.sections) names.set(section.id, new Set(section.items.map((item) => item.name)));
    }
  } catch {
    // Not generated: the symbol's page still links, its members do not.
  }
  return names;
}

/**
 * Where a hovered name links: the API page of its symbol (in the page's product first, as the API
 * reference's own type links), or the entry of a member on it (`#props-sortModel`) when the page lists
 * that member (the page itself when it does not). A name without a page links nowhere.
 */
export function createHoverLinker(tree: readonly NavPage[], members: (pathname: string) => Map<string, Set<string>> = memberNames) {
  const entries = apiEntries(tree, apiProducts.map((product) => product.id)).filter((entry) => entry.kind === 'symbol' && !entry.planned);
  const resolve = createLinkResolver(entries);
  const pathnameOf = new Map(entries.map((entry) => [resolve(entry.title, entry.product), entry.pathname]));
  const cache = new Map<string, Map<string, Set<string>>>();
  return (target: HoverLinkTarget, product: string): string | undefined => {
    const href = resolve(target.name, product);
    if (!href || !target.member) return href;
    const pathname = pathnameOf.get(href);
    if (!pathname) return href;
    if (!cache.has(pathname)) cache.set(pathname, members(pathname));
    // A member the page does not list links to the page itself.
    return cache.get(pathname)!.get(target.member.section)?.has(target.member.name) ? `${href}#${memberAnchor(target.member.section, target.member.name)}` : href;
  };
}

import type { NavPage } from '../contracts';
import { isExternal as isExternalHref } from '../routing/paths';

const PLANS = new Set(['pro', 'premium']);

/**
 * Checks the shape of the page tree and throws on the first problem, naming the pathname.
 * A duplicated pathname throws `Duplicated pathname <pathname> in pages`.
 */
export function validatePages(pages: readonly NavPage[]): void {
  const seen = new Set<string>();
  const visit = (page: NavPage, depth: number) => {
    if (typeof page.pathname !== 'string' || page.pathname === '') {
      throw new Error(`A page at depth ${depth} has no pathname`);
    }
    const isExternal = isExternalHref(page.pathname);
    if (!isExternal && !page.pathname.startsWith('/')) {
      throw new Error(`Pathname ${page.pathname} in pages must start with "/"`);
    }
    if (!isExternal && page.pathname.length > 1 && page.pathname.endsWith('/')) {
      throw new Error(`Pathname ${page.pathname} in pages must not end with "/"`);
    }
    if (seen.has(page.pathname)) {
      throw new Error(`Duplicated pathname ${page.pathname} in pages`);
    }
    seen.add(page.pathname);
    if (page.plan !== undefined && !PLANS.has(page.plan)) {
      throw new Error(`Unknown plan "${String(page.plan)}" on ${page.pathname} in pages`);
    }
    if (page.subheader !== undefined && !page.children?.length) {
      throw new Error(`Subheader ${page.pathname} in pages has no children`);
    }
    page.children?.forEach((child) => visit(child, depth + 1));
  };
  pages.forEach((page) => visit(page, 0));
}

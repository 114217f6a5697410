import type { NavPage } from '../../contracts';

/**
 * Synthetic pages for the benchmark's scale mode (`DOCS_SYNTHETIC_PAGES=<n>` at build time): a
 * top-level group of `n` pages in sub-groups of 100, whose markdown is a copy of a real page. Off
 * (an empty list) in every normal build.
 */
const SYNTHETIC_ROOT = '/x/synthetic';

export function syntheticPageCount(env: NodeJS.ProcessEnv = process.env): number {
  const count = Number.parseInt(env.DOCS_SYNTHETIC_PAGES ?? '', 10);
  return Number.isFinite(count) && count > 0 ? Math.min(count, 50000) : 0;
}

export function extraPages(count: number = syntheticPageCount()): NavPage[] {
  if (count === 0) {
    return [];
  }
  const groups: NavPage[] = [];
  for (let start = 0; start < count; start += 100) {
    const group = start / 100 + 1;
    const children: NavPage[] = [];
    for (let index = start; index < Math.min(start + 100, count); index += 1) {
      children.push({ pathname: `${SYNTHETIC_ROOT}/group-${group}/page-${index + 1}` });
    }
    groups.push({ pathname: `${SYNTHETIC_ROOT}/group-${group}`, title: `Synthetic group ${group}`, children });
  }
  return [{ pathname: `${SYNTHETIC_ROOT}-group`, title: 'Synthetic pages', children: groups }];
}

export const isSyntheticPage = (pathname: string) => pathname.startsWith(`${SYNTHETIC_ROOT}/`);

/** The real page whose markdown every synthetic page reuses: a text page with code blocks and no demo. */
export const SYNTHETIC_TEMPLATE = '/x/introduction/installation';

/**
 * Depth against the real pages (pure): how many live demos and prose words our guides have beside
 * the real MUI X pages of the same paths, recorded in data/depthReference.json.
 */

/** A matched page must show at least this share of the real page's live demos. */
export const DEPTH_TARGET = 0.8;

export interface DepthReference {
  source: string;
  pages: Record<string, { tag: string; file: string; demos: number; words: number; sections: string[] }>;
}

export interface OurPage {
  pathname: string;
  demos: number;
  words: number;
  /** The real page's demos that go with sections we leave out on purpose (front matter `omitted:`). */
  omittedDemos?: number;
}

/** The product a guide path belongs to, by its first segment (`/x/react-data-grid/…` -> `react-data-grid`). */
const productOf = (pathname: string) => pathname.split('/')[2] ?? '';

/** The demos a page needs to reach the target of a real page with `realDemos`. */
export const demosNeeded = (realDemos: number) => Math.ceil(DEPTH_TARGET * realDemos);

export function depthReport(ours: readonly OurPage[], reference: DepthReference) {
  const matched = ours.filter((page) => reference.pages[page.pathname]).map((page) => {
    const real = reference.pages[page.pathname];
    return { ...page, realDemos: real.demos, realWords: real.words, needed: Math.max(0, demosNeeded(real.demos) - page.demos - (page.omittedDemos ?? 0)) };
  });
  const products = [...new Set(matched.map((page) => productOf(page.pathname)))].sort().map((product) => {
    const pages = matched.filter((page) => productOf(page.pathname) === product);
    const sum = (key: 'demos' | 'realDemos' | 'words' | 'realWords') => pages.reduce((total, page) => total + page[key], 0);
    return { product, pages: pages.length, demos: sum('demos'), realDemos: sum('realDemos'), words: sum('words'), realWords: sum('realWords') };
  });
  return {
    products,
    totalDemos: ours.reduce((total, page) => total + page.demos, 0),
    matchedDemos: matched.reduce((total, page) => total + page.demos, 0),
    realDemos: matched.reduce((total, page) => total + page.realDemos, 0),
    omittedDemos: matched.filter((page) => page.omittedDemos).map((page) => ({ pathname: page.pathname, demos: page.omittedDemos ?? 0 })),
    below: matched.filter((page) => page.needed > 0).sort((a, b) => b.needed - a.needed || a.pathname.localeCompare(b.pathname)),
  };
}

/** The docs versions offered by the version switcher, per product. */
import { productFamily, productPathname, products } from './products';

export const currentVersion = '8.5.0';

export interface VersionLink {
  /** Button and menu text, e.g. `v8.5.0`, `v7`. */
  text: string;
  /** Absolute link: the main host for the current version, a version host for older ones. */
  href: string;
  current?: boolean;
}

/** Where each product's docs live on the version hosts (`https://vN.mui.com<subpath>/`). */
export const productSubpaths: Record<string, string> = {
  [productFamily.id]: productFamily.overviewPathname,
  ...Object.fromEntries(products.map((product) => [product.id, productPathname(product)])),
};

/** Older majors per product; a string is a fixed URL, a number links to `https://v<N>.mui.com<subpath>/`. */
export const olderVersions: Record<string, ReadonlyArray<{ text: string; href: string | number }>> = {
  x: [
    { text: 'v7', href: 7 },
    { text: 'v6', href: 6 },
    { text: 'v5', href: 5 },
    { text: 'v4', href: 'https://v4.mui.com/components/data-grid/' },
  ],
  'x-data-grid': [
    { text: 'v7', href: 7 },
    { text: 'v6', href: 6 },
    { text: 'v5', href: 5 },
    { text: 'v4', href: 'https://v4.mui.com/components/data-grid/' },
  ],
  'x-date-pickers': [
    { text: 'v7', href: 7 },
    { text: 'v6', href: 6 },
    { text: 'v5', href: 'https://v5.mui.com/x/react-date-pickers/getting-started/' },
  ],
  'x-charts': [
    { text: 'v7', href: 7 },
    { text: 'v6', href: 6 },
  ],
  'x-tree-view': [
    { text: 'v7', href: 7 },
    { text: 'v6', href: 'https://v6.mui.com/x/react-tree-view/getting-started' },
  ],
};

/** The docs versions offered by the version switcher, per product. */
// The versions come from the installed packages, read when the site is built: the site documents,
// and says it documents, exactly what `npm ci` installed (src/nav/versions.test.ts checks that the
// switcher, the API reference and the navigation tree agree).
import dataGridPackage from '@mui/x-data-grid/package.json';
import datePickersPackage from '@mui/x-date-pickers/package.json';
import chartsPackage from '@mui/x-charts/package.json';
import treeViewPackage from '@mui/x-tree-view/package.json';
import { productFamily, productPathname, products } from './products';

/**
 * The documented version of each product: its MIT package's. The products normally share one
 * release; the tree view is one minor ahead because the registry lacks `@mui/x-tree-view-pro@8.5.0`.
 */
export const productVersions: Readonly<Record<string, string>> = {
  'x-data-grid': dataGridPackage.version,
  'x-date-pickers': datePickersPackage.version,
  'x-charts': chartsPackage.version,
  'x-tree-view': treeViewPackage.version,
};

/** The MUI X release the site documents, shown outside a product's pages (the data grid's). */
export const currentVersion: string = dataGridPackage.version;

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

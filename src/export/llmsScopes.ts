/**
 * What each llms.txt covers (build time, pure): the whole site (`/x/llms.txt`) and each product
 * (`/x/react-data-grid/llms.txt`, …), with its summary, the package versions it describes, its guides
 * in sections as the navigation orders them, and its API pages. llmsTxt.ts writes the files.
 */
import type { NavPage } from '../contracts';
import { products, productPathname, type Product } from '../../data/products';
import { pageTitle } from '../nav/titles';
import { isContentPage } from '../nav/tree';
import { isSyntheticPage } from '../nav/build/extraPages';

/** One page an llms.txt links to. */
export interface LlmsLink {
  pathname: string;
  title: string;
  description: string;
}

export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

export interface PackageVersion {
  name: string;
  version: string;
}

export interface LlmsScope {
  /** Where its files are served: `/x` (the whole site) or a product's guides (`/x/react-data-grid`). */
  base: string;
  /** The llms.txt title (its H1): `MUI X`, `MUI X Data Grid`. */
  title: string;
  /** Short name in sentences: `MUI X`, `the Data Grid`. */
  name: string;
  summary: string;
  versions: readonly PackageVersion[];
  /** Guides, by section; the llms-full.txt holds them in this order. */
  sections: LlmsSection[];
  /** API pages (the format's `Optional` section). */
  api: LlmsLink[];
  /** Other scopes the file points to (the site's file names each product's). */
  related: ReadonlyArray<{ base: string; name: string }>;
}

const SITE_SUMMARY =
  'React components for data-heavy interfaces, built on Material UI: the Data Grid, the Date and Time Pickers, Charts and the Tree View, each in an MIT edition with Pro (and for the Data Grid, Premium) editions on top.';

/** Each product's summary (written for these files, in this site's words). */
export const PRODUCT_SUMMARIES: Readonly<Record<string, string>> = {
  'x-data-grid':
    'A React table for large data sets: sorting, filtering, editing and virtualized rows in the MIT edition; tree data, pinning and lazy loading in Pro; grouping, aggregation, pivoting and Excel export in Premium.',
  'x-date-pickers':
    'React fields, calendars and clocks for entering dates and times with the date library of your choice (Day.js, date-fns, Luxon, Moment); the Pro edition adds date and time ranges.',
  'x-charts':
    'React charts drawn in SVG (lines, bars, pies, scatter plots, gauges, sparklines and more), composable from their parts; the Pro edition adds zoom, heatmaps, funnels and image export.',
  'x-tree-view':
    'React components that show hierarchical data as an expandable tree, written as JSX children (Simple Tree View) or built from a data set (Rich Tree View), with selection and editing; Pro adds drag-and-drop reordering.',
};

export interface ScopeInputs {
  tree: readonly NavPage[];
  /** A guide's description (from its front matter), or undefined for a page without a markdown file. */
  describe: (pathname: string) => string | undefined;
  apiPages: readonly LlmsLink[];
  /** The installed version of each package of a product (`data-grid`: `@mui/x-data-grid` …). */
  versionsOf: (apiSegment: string) => readonly PackageVersion[];
}

/** A guide link with the title of the group holding it below its section (`Editing`), if any. */
type FoundLink = LlmsLink & { group?: string };

/** The guides under `root`, as links, in the navigation's order. */
function guideLinks(root: NavPage, inputs: ScopeInputs): FoundLink[] {
  const found: FoundLink[] = [];
  const visit = (page: NavPage, group: string | undefined) => {
    const description = isContentPage(page) && !page.pathname.startsWith('/x/api/') && !isSyntheticPage(page.pathname) ? inputs.describe(page.pathname) : undefined;
    if (description !== undefined) found.push({ pathname: page.pathname, title: pageTitle(page), description, group });
    // Subheaders are headings within a section; a group with children names the pages inside it.
    page.children?.forEach((child) => visit(child, page.subheader === undefined ? pageTitle(page) : group));
  };
  root.children?.forEach((child) => visit(child, undefined));
  if (isContentPage(root)) visit({ ...root, children: undefined }, undefined);
  return found;
}

/**
 * Titles several pages share (`Overview`, `Recipes`) are named by the group holding them
 * (`Editing: Overview`); one still shared inside a section gets the section's title.
 */
function disambiguate(sections: ReadonlyArray<{ title: string; links: FoundLink[] }>): LlmsSection[] {
  const countsOf = (links: readonly LlmsLink[]) => {
    const counts = new Map<string, number>();
    links.forEach((link) => counts.set(link.title, (counts.get(link.title) ?? 0) + 1));
    return counts;
  };
  const inScope = countsOf(sections.flatMap((section) => section.links));
  return sections
    .map((section) => {
      const links = section.links.map(({ group, ...link }) => ((inScope.get(link.title) ?? 0) > 1 && group ? { ...link, title: `${group}: ${link.title}` } : link));
      const inSection = countsOf(links);
      return { title: section.title, links: links.map((link) => ((inSection.get(link.title) ?? 0) > 1 ? { ...link, title: `${section.title}: ${link.title}` } : link)) };
    })
    .filter((section) => section.links.length > 0);
}

/** A product's sections: its top-level pages under its name, then one per subheader or group. */
function productSections(group: NavPage, product: Product, inputs: ScopeInputs): LlmsSection[] {
  const sections: Array<{ title: string; links: FoundLink[] }> = [{ title: product.name, links: [] }];
  for (const child of group.children ?? []) {
    if (child.children?.length) {
      sections.push({ title: pageTitle(child), links: guideLinks(child, inputs) });
    } else {
      sections[0].links.push(...guideLinks({ ...child, children: [] }, inputs));
    }
  }
  return disambiguate(sections);
}

/** The site's scope, then one per product. A product missing from the tree fails the build. */
export function llmsScopes(inputs: ScopeInputs): LlmsScope[] {
  const site: LlmsScope = {
    base: '/x',
    title: 'MUI X',
    name: 'MUI X',
    summary: SITE_SUMMARY,
    versions: products.flatMap((product) => inputs.versionsOf(product.apiSegment)),
    sections: disambiguate(inputs.tree.map((group) => ({ title: pageTitle(group), links: guideLinks(group, inputs) }))),
    api: [...inputs.apiPages],
    related: products.map((product) => ({ base: productPathname(product), name: product.name })),
  };
  const scopes = products.map((product): LlmsScope => {
    const group = inputs.tree.find((page) => page.pathname === `${productPathname(product)}-group`);
    if (!group) throw new Error(`llms.txt: the navigation has no group ${productPathname(product)}-group for the ${product.name}`);
    return {
      base: productPathname(product),
      title: `MUI X ${product.name}`,
      name: `the ${product.name}`,
      summary: PRODUCT_SUMMARIES[product.id] ?? '',
      versions: inputs.versionsOf(product.apiSegment),
      sections: productSections(group, product, inputs),
      api: inputs.apiPages.filter((page) => page.pathname.startsWith(`/x/api/${product.apiSegment}/`) || page.pathname === `/x/api/${product.apiSegment}`),
      related: [{ base: '/x', name: 'MUI X' }],
    };
  });
  return [site, ...scopes];
}

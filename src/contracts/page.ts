/** Page props: what `getStaticProps` hands every kind of page (serialisable and small). */
import type { Breadcrumb, NavItem, Plan } from './nav';
import type { ContentSegment, TocEntry } from './content';
import type { ApiPageContent } from './api';

/** A translation file: nested objects whose leaves are strings. */
export interface Dictionary {
  readonly [key: string]: string | Dictionary;
}

export interface SiblingLink {
  pathname: string;
  title: string;
  href: string;
}

/** Everything the frame needs for a page, derived once at build time (serialisable and small). */
export interface PageData {
  /** Canonical pathname, no trailing slash (`/x/react-data-grid/sorting`). */
  pathname: string;
  title: string;
  description: string;
  productId: string;
  productCategoryId: string;
  /** Name shown in the app bar (`Data Grid`). */
  productName: string;
  /** Language from the path prefix (`en` by default). */
  userLanguage: string;
  /**
   * Translations of `userLanguage` this page needs (English ships with the JS bundle, so `{}` on
   * English pages): UI strings and the titles of pages its drawer can show.
   */
  translations: Dictionary;
  /**
   * The drawer: top level plus the current product's subtree. Taken out of an exported page's data
   * (src/export/navData.ts): the browser then reads the top level and the product (the last entry of
   * `activeChain`) from their section files, which the page preloads.
   */
  nav?: NavItem[];
  /** Pathnames of the active page and its parents, nearest first. */
  activeChain: string[];
  /** The page's ancestors in the tree, top first (the breadcrumbs above the title). */
  breadcrumbs: Breadcrumb[];
  /** Plan the page's feature needs, shown as a badge by the title. */
  plan?: Plan;
  /** Set on pages that are not in the navigation (404). */
  noIndex?: boolean;
}

export interface DocsPageProps {
  page: PageData;
  /** The body: HTML, code blocks and demos, in order. */
  segments: ContentSegment[];
  /** URL of the page's hover-type table (`HoverTable`), fetched on the first hover; null: no names to hover. */
  hoverTypes: string | null;
  toc: TocEntry[];
  prev: SiblingLink | null;
  next: SiblingLink | null;
  /** Where the page's source can be edited ("Edit this page"). */
  editUrl: string;
}

export interface ApiPageProps {
  page: PageData;
  /** The generated reference (see src/api/build/types.ts). */
  api: ApiPageContent;
  toc: TocEntry[];
}

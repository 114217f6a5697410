import type { NavItem, Plan } from '../nav/types';
import type { TocEntry } from '../content/markdown';
import type { ContentSegment } from '../content/segments';

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
  userLanguage: string;
  /** The drawer: top level plus the current product's subtree. */
  nav: NavItem[];
  /** Pathnames of the active page and its parents, nearest first. */
  activeChain: string[];
  /** Plan the page's feature needs, shown as a badge by the title. */
  plan?: Plan;
  /** Set on pages that are not in the navigation (404). */
  noIndex?: boolean;
}

export interface DocsPageProps {
  page: PageData;
  /** The body: HTML, code blocks and demos, in order. */
  segments: ContentSegment[];
  toc: TocEntry[];
  prev: SiblingLink | null;
  next: SiblingLink | null;
  /** Repository-relative source file, for the "Edit this page" link. */
  sourceFile: string;
}

/** The navigation tree's shapes: entries of `data/pages.ts` and the drawer items built from them. */

export type Plan = 'pro' | 'premium';

/** One entry of the navigation tree (`data/pages.ts`). */
export interface NavPage {
  pathname: string;
  title?: string;
  /** A non-link heading; its children are always shown. */
  subheader?: string;
  children?: readonly NavPage[];
  plan?: Plan;
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
}

/**
 * A drawer item as serialised into page props or a section JSON file: the title is resolved, and a
 * group's link target (its first leaf) is computed once at build time. A top-level group outside the
 * current product has no `children` but a `section`: its children live in that section file, fetched
 * when the group is opened.
 */
export interface NavItem {
  pathname: string;
  title: string;
  /**
   * Where the link goes: the page itself, a group's first leaf, or an external URL. Left out when it
   * follows from the entry (src/nav/navHref.ts): read it through `navHref(item)`.
   */
  href?: string;
  kind: 'page' | 'group' | 'subheader' | 'external' | 'file';
  plan?: Plan;
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
  children?: NavItem[];
  /** Id of the section file holding the children (top-level groups outside the current product). */
  section?: string;
}

/**
 * Id of the section file holding the drawer's top level (every top-level entry, groups closed with
 * their `section`): `_` never occurs in the id of a top-level group's file (`sectionId`).
 */
export const TOP_LEVEL_SECTION = '_top';

/**
 * A step of the trail above a page's title (breadcrumbs): an ancestor of the page in the tree, top
 * first. `href` is where it leads (a group's first page); absent for a heading without a page of its
 * own (a subheader) and for a group whose first page is the current one.
 */
export interface Breadcrumb {
  pathname: string;
  title: string;
  href?: string;
}

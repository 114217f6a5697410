/**
 * The API reference as a page receives it (page props): serialisable and lean, HTML rendered once at
 * build time, optional fields left out rather than set to `undefined`.
 */
import type { Plan } from './nav';

/** Editions of a product, from the MIT one up. */
export type Edition = 'community' | 'pro' | 'premium';

export interface ApiImport {
  code: string;
  plan?: Plan;
}

export interface ApiMember {
  name: string;
  /** Type as written: escaped HTML, names of types with their own page linked. */
  type?: string;
  /** Default value, HTML. */
  default?: string;
  /** Description, HTML (markdown rendered with raw HTML disabled): the text of the doc comment, without its tags. */
  description?: string;
  /** What the doc comment's tags add below the description: parameters, return value, examples… */
  tags?: ApiDocTag[];
  required?: true;
  /** Deprecation message, HTML (empty when the tag gives no reason). */
  deprecated?: string;
  /** The lowest plan whose package has this member, when lower editions lack it. */
  plan?: Plan;
  /** Global class name of a CSS class entry (`MuiDataGrid-root`). */
  className?: string;
  /** The v8 release that added it (`8.5`), when 8.0.0 did not have it (data/apiHistory.json). */
  since?: string;
  /** The v8 release whose types first marked it deprecated, when after 8.0.0. */
  deprecatedSince?: string;
  /** The entry of the same page its deprecation text names as the replacement. */
  replacement?: { section: ApiSectionId; name: string };
}

/** The doc comment tags an entry shows, in this order for parameters and return value, then as written. */
export type ApiDocTagKind = 'params' | 'returns' | 'example' | 'see' | 'throws' | 'warning';

/** One tag of a member's doc comment: its parameters (one item each, named), or one item of text. */
export interface ApiDocTag {
  kind: ApiDocTagKind;
  /** HTML of each item (markdown rendered as blocks); `name` is a parameter's. */
  items: Array<{ name?: string; html: string }>;
}

/**
 * An entry as the page receives it: the name (and CSS class) the filter matches, and the entry's whole
 * HTML, composed at build time from its `ApiMember` (src/api/build/entryHtml.ts).
 */
export interface ApiEntry {
  name: string;
  className?: string;
  html: string;
  /** What search results show beside the entry: the release that added it, whether it is deprecated. */
  since?: string;
  deprecated?: true;
}

export type ApiSectionId = 'props' | 'members' | 'slots' | 'classes';

/** A section of an API page; generated as `ApiMember`s, sent to the page as `ApiEntry`s. */
export interface ApiSection<Item = ApiMember> {
  id: ApiSectionId;
  title: string;
  items: Item[];
  /** HTML note under the list (inherited attributes…). */
  note?: string;
}

export interface ApiSymbolContent<Item = ApiMember> {
  kind: 'component' | 'interface';
  /** The exported name (`DataGrid`). */
  name: string;
  /** HTML notice above the reference (an API exported as unstable). */
  notice?: string;
  /** HTML deprecation message of the whole symbol. */
  deprecated?: string;
  /** The symbol's own description, HTML. */
  intro?: string;
  imports: ApiImport[];
  /** Type alias definition, HTML. */
  definition?: string;
  sections: Array<ApiSection<Item>>;
  /** Package and version the page was generated from (`@mui/x-data-grid 9.14.0`). */
  source: string;
}

export interface ApiPlannedContent {
  kind: 'planned';
  notice: string;
}

export interface ApiIndexItem {
  name: string;
  href: string;
  plan?: Plan;
  /** One plain-text sentence. */
  summary?: string;
}

export interface ApiIndexContent {
  kind: 'index';
  packages: Array<{ name: string; version: string; plan?: Plan }>;
  /** `id` is the group heading's anchor (`components`). */
  groups: Array<{ id: string; title: string; items: ApiIndexItem[] }>;
}

export type ApiContent<Item = ApiMember> = ApiSymbolContent<Item> | ApiPlannedContent | ApiIndexContent;

/** The reference as an API page receives it: entries as composed HTML. */
export type ApiPageContent = ApiContent<ApiEntry>;


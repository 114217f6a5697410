import type { Plan } from '../../nav/types';

/**
 * Shapes of the API reference: what the extractor reads from the type declarations (`Raw*`, build
 * time only) and what a page receives as props (`Api*`, serialisable and lean: HTML is rendered once
 * at build time, optional fields are left out rather than set to `undefined`).
 */

export type Edition = 'community' | 'pro' | 'premium';

export const EDITIONS: readonly Edition[] = ['community', 'pro', 'premium'];

/** The plan badge an edition's package carries (none for the MIT edition). */
export function editionPlan(edition: Edition): Plan | undefined {
  return edition === 'community' ? undefined : edition;
}

// ---------------------------------------------------------------------------------------------
// Raw extraction (ts-morph -> plain data)

export interface RawTag {
  /** Tag name without `@` (`default`, `param`, `deprecated`…). */
  tag: string;
  /** The tag's comment, as written (markdown). */
  text: string;
  /** Parameter name of a `@param` tag. */
  name?: string;
}

export interface RawDoc {
  /** Description markdown (JSDoc text before the tags). */
  text: string;
  tags: RawTag[];
}

export interface RawMember {
  name: string;
  /** The type as written in the declaration, whitespace collapsed. */
  type: string;
  optional: boolean;
  doc: RawDoc;
}

export interface RawClasses {
  /** Interface declaring the keys (`GridClasses`): its runtime object is `gridClasses`. */
  interfaceName: string;
  keys: RawMember[];
}

export interface RawSymbol {
  name: string;
  kind: 'component' | 'interface';
  doc: RawDoc;
  /** Props of a component, members of an interface; own declarations only (no DOM attributes). */
  members: RawMember[];
  slots: RawMember[];
  classes?: RawClasses;
  /** Right-hand side of a short type alias (`GridBaseColDef | GridActionsColDef | …`). */
  definition?: string;
  /** Root element whose native attributes are also accepted (declared by React's types). */
  nativeAttributes?: 'html' | 'svg';
  /** Whether `ref` is accepted. */
  acceptsRef?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Page data (page props)

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
  /** Description, HTML (markdown rendered with raw HTML disabled). */
  description?: string;
  required?: true;
  /** Deprecation message, HTML (empty when the tag gives no reason). */
  deprecated?: string;
  /** The lowest plan whose package has this member, when lower editions lack it. */
  plan?: Plan;
  /** Global class name of a CSS class entry (`MuiDataGrid-root`). */
  className?: string;
}

export type ApiSectionId = 'props' | 'members' | 'slots' | 'classes';

export interface ApiSection {
  id: ApiSectionId;
  title: string;
  items: ApiMember[];
  /** HTML note under the list (inherited attributes…). */
  note?: string;
}

export interface ApiSymbolContent {
  kind: 'component' | 'interface';
  /** The exported name (`DataGrid`). */
  name: string;
  /** HTML notice above the reference (renamed or not yet released). */
  notice?: string;
  /** HTML deprecation message of the whole symbol. */
  deprecated?: string;
  /** The symbol's own description, HTML. */
  intro?: string;
  imports: ApiImport[];
  /** Type alias definition, HTML. */
  definition?: string;
  sections: ApiSection[];
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
  groups: Array<{ title: string; items: ApiIndexItem[] }>;
}

export type ApiContent = ApiSymbolContent | ApiPlannedContent | ApiIndexContent;

/** One generated page as written to disk and read by `getStaticProps`. */
export interface ApiPageFile {
  pathname: string;
  /** Page title without the site suffix (`DataGrid API`). */
  title: string;
  description: string;
  content: ApiContent;
}

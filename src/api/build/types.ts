/**
 * Build-time shapes of the API reference: what the extractor reads from the type declarations
 * (`Raw*`) and the generated files. What a page receives as props (`Api*`) is in src/contracts,
 * re-exported here for the generator.
 */
import type { ApiContent, Edition, Plan } from '../../contracts';

export type * from '../../contracts/api';

export const EDITIONS: readonly Edition[] = ['community', 'pro', 'premium'];

/** Prefix of the exports whose API may still change in a minor release (`Unstable_FunnelChart`). */
export const UNSTABLE_PREFIX = 'Unstable_';

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

/** One generated page as written to disk and read by `getStaticProps`. */
export interface ApiPageFile {
  pathname: string;
  /** Page title without the site suffix (`DataGrid API`). */
  title: string;
  description: string;
  content: ApiContent;
}

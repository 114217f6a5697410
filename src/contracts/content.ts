/**
 * The body of a guide page as the build hands it to the browser: static HTML between code blocks and
 * demos, so that code blocks and demos are real React components.
 */

export type CodeVariant = 'JS' | 'TS';
export type CodeStyling = 'MUI System' | 'Tailwind' | 'CSS';

/** An `h2`/`h3` of the page, for the table of contents. */
export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** Source text with its build-time highlighted HTML. */
export interface HighlightedSource {
  code: string;
  html: string;
}

/** One language of one demo file. */
export interface DemoSourceVariant extends HighlightedSource {
  /** The excerpt shown before "Show the full source" (absent: the full source is shown). */
  preview: HighlightedSource | null;
}

/** The sources of one styling variant of a demo: both languages and what a sandbox needs. */
export interface DemoStylingSources {
  TS: DemoSourceVariant;
  JS: DemoSourceVariant;
  /** Package and relative imports of the TS source and of the data modules it uses (for the sandbox's dependencies). */
  imports: string[];
  /**
   * Files the source imports relatively, by path from the demo's folder, in each language: a CSS
   * module beside it (`Tree.module.css`, the same in both) and shared data modules (`data/employees.ts`
   * for TS, `data/employees.js` for JS).
   */
  files: Record<CodeVariant, Record<string, string>>;
  /** The same files highlighted, for the demo's file tabs (absent in files written before it existed: shown as plain text). */
  filesHtml?: Record<CodeVariant, Record<string, string>>;
}

/**
 * A demo's sources file, fetched by the browser when the demo nears the viewport or an action needs
 * it: every styling variant the demo has, in both languages. Written by the prebuild step under
 * `DEMO_SOURCES_PATH` with a content hash in its name, so it is cached for ever.
 */
export interface DemoSources {
  stylings: Partial<Record<CodeStyling, DemoStylingSources>> & { 'MUI System': DemoStylingSources };
}

/** Where the demos' sources files are served from (`/x/_demo-sources/<folder>/<Name>.<hash>.json`). */
export const DEMO_SOURCES_PATH = '/x/_demo-sources/';

/** One styling variant of a demo as the page needs it first: the module its live chunk is chosen from. */
export interface DemoStylingVariant {
  /** Path of the module under data/demos without extension (`tree-view/CustomTreeItem.tailwind`). */
  module: string;
  /** File name the source takes in a sandbox, without extension (`CustomTreeItem`). */
  fileName: string;
}

/** A demo as the page props carry it: what its first render needs, and where the rest is. */
export interface DemoData {
  /** File named by the directive (`BasicGrid.tsx`). */
  file: string;
  /** Height the live demo takes, in px: reserved before its code loads so nothing shifts. */
  height: number;
  /** Uses a Pro or Premium package: the licence key is set before it renders. */
  licensed: boolean;
  /** Always has 'MUI System'; Tailwind and CSS when the demo has them. */
  stylings: Partial<Record<CodeStyling, DemoStylingVariant>> & { 'MUI System': DemoStylingVariant };
  /**
   * The code shown first, highlighted: the TS preview of the MUI System variant, or its full TS source
   * when it has no preview (`preview` says which).
   */
  firstCode: { html: string; preview: boolean };
  /** URL of the demo's sources file (`DemoSources`). */
  sources: string;
  /**
   * The demo's other files in TS, MUI System (`data/employees.ts`), when it has any: their tabs show
   * with the first render, so nothing moves when the sources file arrives.
   */
  otherFiles?: string[];
}

export type ContainerTag = 'blockquote' | 'ul' | 'ol' | 'li';

/** A segment as the page renders it. */
export type ContentSegment =
  | { kind: 'html'; html: string }
  /** A code fence: its highlighted HTML (its text is the code the copy button copies). */
  | { kind: 'code'; language: string; html: string }
  | { kind: 'container'; tag: ContainerTag; start?: number; children: ContentSegment[] }
  | { kind: 'demo'; demo: DemoData };

/**
 * What an HTML fragment of the page props becomes in an exported page's `__NEXT_DATA__` when the
 * document already shows it (scripts/build/postbuild.ts): the browser reads it back from the document.
 * Truthy, so that "has a fragment" checks read the same on the server and in the browser.
 */
export const FRAGMENT_IN_DOCUMENT = '\u0000';

/** Where pages' hover-type tables are served from (`/x/_hover-types/<hash>.json`), content-hashed. */
export const HOVER_TYPES_PATH = '/x/_hover-types/';

/** One name's quick info in a page's hover table: its declaration, the first line of its doc, its API link. */
export interface HoverEntry {
  /** `(alias) type GridColDef<R …> = …` */
  t: string;
  /** First line of the doc comment. */
  d?: string;
  /** Its API page (or member entry on one). */
  h?: string;
}

/** A name in a block's shown code: its offset, its text and the index of its entry in the page's table. */
export type HoverSpan = [start: number, name: string, entry: number];

/** A page's hover table: code blocks mark names with `data-t="<index in entries>"`. */
export interface HoverTable {
  entries: HoverEntry[];
  /**
   * In the page's second table (`laterTableUrl`) only: the names of the code a demo shows after the
   * first (its full source, another styling, another file), by `demoCodeKey`, marked by the browser
   * when that code is first reached; their `data-t` are indexes in this table's entries.
   */
  blocks?: Record<string, HoverSpan[]>;
}

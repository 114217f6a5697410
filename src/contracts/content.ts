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

/** One styling variant of a demo: its module, both languages and the files it imports. */
export interface DemoStylingVariant {
  /** Path of the module under data/demos without extension (`tree-view/CustomTreeItem.tailwind`). */
  module: string;
  /** File name the source takes in a sandbox, without extension (`CustomTreeItem`). */
  fileName: string;
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
}

export interface DemoData {
  /** File named by the directive (`BasicGrid.tsx`). */
  file: string;
  /** Height the live demo takes, in px: reserved before its code loads so nothing shifts. */
  height: number;
  /** Uses a Pro or Premium package: the licence key is set before it renders. */
  licensed: boolean;
  /** Always has 'MUI System'; Tailwind and CSS when the demo has them. */
  stylings: Partial<Record<CodeStyling, DemoStylingVariant>> & { 'MUI System': DemoStylingVariant };
}

export type ContainerTag = 'blockquote' | 'ul' | 'ol' | 'li';

/** A segment as the page renders it. */
export type ContentSegment =
  | { kind: 'html'; html: string }
  | { kind: 'code'; language: string; code: string; html: string }
  | { kind: 'container'; tag: ContainerTag; start?: number; children: ContentSegment[] }
  | { kind: 'demo'; demo: DemoData };

/**
 * What an HTML fragment of the page props becomes in an exported page's `__NEXT_DATA__` when the
 * document already shows it (scripts/postbuild.ts): the browser reads it back from the document.
 * Truthy, so that "has a fragment" checks read the same on the server and in the browser.
 */
export const FRAGMENT_IN_DOCUMENT = '\u0000';

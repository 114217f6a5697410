/** Which code a demo shows for the reader's choices, and whether it still waits for its sources file (pure). */
import type { CodeStyling, CodeVariant, DemoData, DemoSources } from '../contracts';

export interface ShownCode {
  /** Highlighted HTML of the code to show. */
  html: string;
  /** It is the code the page was exported with (`demo.firstCode`): its HTML is the document's own. */
  first: boolean;
  /** The shown language has a preview, so "Show the full source" has something to do. */
  hasPreview: boolean;
  /** The reader chose other code than the first, and the sources file has not arrived. */
  waiting: boolean;
  language: 'tsx' | 'jsx';
  /** TS code other than the first: which of the demo's code it is, for its hover types (see demoCodeKey). */
  hoverPart: { styling: CodeStyling; part: 'full' | 'preview' } | null;
}

/**
 * The code a demo shows: the chosen variant, language and length once its sources file has arrived;
 * the first code (TS preview of MUI System) until then, whatever was chosen.
 */
export function shownCode(
  demo: Pick<DemoData, 'firstCode'>,
  sources: DemoSources | null,
  styling: CodeStyling,
  variant: CodeVariant,
  expanded: boolean,
): ShownCode {
  const wantsFirst = variant === 'TS' && styling === 'MUI System' && (!expanded || !demo.firstCode.preview);
  if (!sources) {
    return { html: demo.firstCode.html, first: true, hasPreview: demo.firstCode.preview, waiting: !wantsFirst, language: 'tsx', hoverPart: null };
  }
  const shownStyling = sources.stylings[styling] ? styling : 'MUI System';
  const code = sources.stylings[shownStyling]![variant];
  const full = expanded || !code.preview;
  const shown = full ? code : code.preview!;
  return {
    // The same code as the first: keep the document's own HTML (React leaves it untouched).
    html: wantsFirst ? demo.firstCode.html : shown.html,
    first: wantsFirst,
    hasPreview: code.preview !== null,
    waiting: false,
    language: variant === 'TS' ? 'tsx' : 'jsx',
    hoverPart: variant === 'TS' && !wantsFirst ? { styling: shownStyling, part: full ? 'full' : 'preview' } : null,
  };
}

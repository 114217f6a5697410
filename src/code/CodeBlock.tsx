import * as React from 'react';
import { useStaticHtml } from '../core/staticHtml';
import { styled } from '@mui/material/styles';
import { CopyButton } from './CopyButton';
import { useCopy, type CopySource } from './useCopy';
import { useApplePlatform } from './useApplePlatform';
import { shortcutHint, shouldCopyBlock } from './copyShortcut';
import { useTranslate } from '../i18n/I18nProvider';
import { visuallyHidden } from '../core/visuallyHidden';
import { hoverNameStyles, useHoverTypes } from './HoverTypes';

/** How long "Copied" stays: 2000 ms in markdown prose, 1200 ms on demos. */
export const COPIED_MS = { prose: 2000, demo: 1200 } as const;

// Code reads left to right in every page direction: the root carries `dir="ltr"` (an attribute, so
// the RTL stylesheet flipping leaves it alone) and every side below is logical, the button's end
// corner being its top right.
const Root = styled('div')({
  position: 'relative',
  margin: '0 0 20px',
  '& > .copy': { position: 'absolute', top: 8, insetInlineEnd: 8 },
  // The hover types' keyboard hint, shown while the block has keyboard focus (src/code/HoverTypes.tsx).
  '& > .types-hint': {
    display: 'none',
    position: 'absolute',
    bottom: 4,
    insetInlineEnd: 8,
    maxWidth: 'calc(100% - 16px)',
    padding: '2px 8px',
    borderRadius: 4,
    fontSize: '0.75rem',
    color: '#e6edf3',
    backgroundColor: '#2d3b4d',
    pointerEvents: 'none',
  },
  '& > pre:focus-visible ~ .types-hint': { display: 'block' },
});

const CodePre = styled('pre')({
  margin: 0,
  padding: '16px 16px',
  overflow: 'auto',
  textAlign: 'start',
  borderRadius: 8,
  fontSize: '0.8125rem',
  lineHeight: 1.6,
  color: '#e6edf3',
  backgroundColor: '#0f1720',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  // Room for the shortcut hint and the copy button on the first line.
  '& > code': { display: 'block', paddingInlineEnd: 150, fontFamily: 'inherit', '@media (hover: none)': { paddingInlineEnd: 72 } },
  '&:focus-visible': { outline: '2px solid #79c0ff', outlineOffset: 2 },
  '& .hljs-keyword, & .hljs-built_in, & .hljs-meta': { color: '#ff9bce' },
  '& .hljs-string, & .hljs-regexp, & .hljs-addition': { color: '#9be7a7' },
  '& .hljs-title, & .hljs-title.function_, & .hljs-section': { color: '#c8b1ff' },
  '& .hljs-number, & .hljs-literal, & .hljs-attr, & .hljs-attribute': { color: '#79c0ff' },
  '& .hljs-comment, & .hljs-quote, & .hljs-deletion': { color: '#9aa7b4', fontStyle: 'italic' },
  '& .hljs-tag, & .hljs-name, & .hljs-selector-tag, & .hljs-type': { color: '#7ee0d8' },
  '& .hljs-variable, & .hljs-params, & .hljs-property': { color: '#ffd08a' },
  ...hoverNameStyles,
});

function hasTextSelection(): boolean {
  const selection = document.getSelection();
  return !!selection && !selection.isCollapsed && selection.toString() !== '';
}

function isEditable(element: Element | null): boolean {
  return !!element && (element.matches('input, textarea, select') || (element as HTMLElement).isContentEditable);
}

interface CodeBlockProps {
  /**
   * The exact text the copy button copies (a demo's full source, also while its preview shows), or a
   * function loading it (a demo whose sources file has not arrived yet). Absent: the text of the code
   * shown (the highlighted HTML's text is the code; a page's fences do not send it twice).
   */
  code?: CopySource;
  /** Its build-time highlighted HTML (escaped by the highlighter: no markup from the source). */
  html: string;
  language?: string;
  revertAfter: number;
  /** Names the block in analytics (a demo file, or `markdown`). */
  analyticsLabel: string;
  className?: string;
  id?: string;
  /**
   * Key of the highlighted HTML on the page, for a block whose HTML can be read back from the document
   * while it hydrates (see src/core/staticHtml.ts). A demo passes it while it shows the code it was
   * exported with, and none while it shows another variant.
   */
  htmlKey?: string;
  /** The shown code is about to be replaced (a demo waiting for its sources file). */
  busy?: boolean;
  /**
   * Key of the shown code in the page's hover table, for code whose names the build did not mark (a
   * demo's code shown after its first, see demoCodeKey): marked when the reader first reaches it.
   */
  hoverKey?: string;
}

/** Whether the pointer is over the element (false where the browser cannot say). */
function isHovered(element: Element | null): boolean {
  try {
    return element?.matches(':hover') ?? false;
  } catch {
    return false;
  }
}

/**
 * A highlighted code block with a copy button. While the block is hovered or holds focus and no text
 * is selected, Ctrl/⌘ + C copies it too.
 */
export function CodeBlock({ code, html, language, revertAfter, analyticsLabel, className, id, htmlKey, busy, hoverKey }: CodeBlockProps) {
  const shownHtml = useStaticHtml(htmlKey ?? '', html);
  const root = React.useRef<HTMLDivElement>(null);
  const shown = React.useRef<HTMLElement>(null);
  const pre = React.useRef<HTMLPreElement>(null);
  // Names marked by the build show their types (src/code/HoverTypes.tsx); the popup is outside <code>.
  const hover = useHoverTypes(pre, shownHtml, hoverKey);
  const getCode = React.useCallback(() => code ?? shown.current?.textContent ?? '', [code]);
  const { status, copy } = useCopy(getCode, revertAfter, analyticsLabel);
  const apple = useApplePlatform();
  const t = useTranslate();
  const [hovered, setHovered] = React.useState(false);
  const [focused, setFocused] = React.useState(false);
  const active = hovered || focused;

  // The pointer may have come to rest on the block before the block hydrated (the page hydrates after
  // the frame, at low priority): React saw no pointerenter then, so ask the browser once.
  React.useEffect(() => {
    if (isHovered(root.current)) setHovered(true);
  }, []);

  // A key press for this block: from the block itself (focus inside), or from the document while the
  // block is hovered or focused. A press one block has copied (default prevented) is left to it.
  const copyOnShortcut = React.useCallback(
    (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const focus = document.activeElement;
      const editingElsewhere = isEditable(focus) && !root.current?.contains(focus);
      if (shouldCopyBlock(event, { blockActive: true, hasSelection: hasTextSelection(), editingElsewhere })) {
        event.preventDefault();
        copy('keyboard');
      }
    },
    [copy],
  );

  React.useEffect(() => {
    if (!active) return undefined;
    document.addEventListener('keydown', copyOnShortcut);
    return () => document.removeEventListener('keydown', copyOnShortcut);
  }, [active, copyOnShortcut]);

  return (
    <Root
      ref={root}
      dir="ltr"
      className={className}
      id={id}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      // With focus inside, the key reaches the block before the re-render that listens on the document.
      onKeyDown={(event) => copyOnShortcut(event.nativeEvent)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* Focusable so keyboard readers can scroll long lines (the block is its own scroll region). */}
      <CodePre ref={pre} tabIndex={0} data-language={language || undefined} aria-busy={busy || undefined} {...hover.preProps}>
        <code ref={shown} className={`hljs${language ? ` language-${language}` : ''}`} data-html={htmlKey} dangerouslySetInnerHTML={{ __html: hover.html }} />
      </CodePre>
      <CopyButton className="copy" status={status} hint={shortcutHint(apple)} onClick={() => copy('click')} />
      {hover.view}
      <span role="status" className="visually-hidden" style={visuallyHidden}>
        {status === 'copied' ? t('code.copiedStatus') : status === 'failed' ? t('code.copyFailedStatus') : ''}
      </span>
    </Root>
  );
}

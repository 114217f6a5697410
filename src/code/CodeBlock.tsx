import * as React from 'react';
import { useStaticHtml } from '../core/staticHtml';
import { styled } from '@mui/material/styles';
import { CopyButton } from './CopyButton';
import { useCopy } from './useCopy';
import { useApplePlatform } from './useApplePlatform';
import { shortcutHint, shouldCopyBlock } from './copyShortcut';
import { useTranslate } from '../i18n/I18nProvider';
import { visuallyHidden } from '../core/visuallyHidden';

/** How long "Copied" stays: 2000 ms in markdown prose, 1200 ms on demos. */
export const COPIED_MS = { prose: 2000, demo: 1200 } as const;

// Code reads left to right in every page direction: the root carries `dir="ltr"` (an attribute, so
// the RTL stylesheet flipping leaves it alone) and every side below is logical, the button's end
// corner being its top right.
const Root = styled('div')({
  position: 'relative',
  margin: '0 0 20px',
  '& > .copy': { position: 'absolute', top: 8, insetInlineEnd: 8 },
});

export const CodePre = styled('pre')({
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
});

function hasTextSelection(): boolean {
  const selection = document.getSelection();
  return !!selection && !selection.isCollapsed && selection.toString() !== '';
}

function isEditable(element: Element | null): boolean {
  return !!element && (element.matches('input, textarea, select') || (element as HTMLElement).isContentEditable);
}

interface CodeBlockProps {
  /** The exact text the copy button copies. */
  code: string;
  /** Its build-time highlighted HTML (escaped by the highlighter: no markup from the source). */
  html: string;
  language?: string;
  /** Text copied when it differs from what is shown (a demo's preview copies its full source). */
  copyText?: string;
  revertAfter: number;
  /** Names the block in analytics (a demo file, or `markdown`). */
  analyticsLabel: string;
  className?: string;
  id?: string;
  /**
   * Key of the highlighted HTML on the page, for a block whose HTML can be read back from the document
   * while it hydrates (see src/core/staticHtml.ts). Blocks whose HTML changes in place (a demo's
   * variants) have none.
   */
  htmlKey?: string;
}

/**
 * A highlighted code block with a copy button. While the block is hovered or holds focus and no text
 * is selected, Ctrl/⌘ + C copies it too.
 */
export function CodeBlock({ code, html, language, copyText, revertAfter, analyticsLabel, className, id, htmlKey }: CodeBlockProps) {
  const shownHtml = useStaticHtml(htmlKey ?? '', html);
  const root = React.useRef<HTMLDivElement>(null);
  const text = copyText ?? code;
  const getText = React.useCallback(() => text, [text]);
  const { status, copy } = useCopy(getText, revertAfter, analyticsLabel);
  const apple = useApplePlatform();
  const t = useTranslate();
  const [hovered, setHovered] = React.useState(false);
  const [focused, setFocused] = React.useState(false);
  const active = hovered || focused;

  React.useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const focus = document.activeElement;
      const editingElsewhere = isEditable(focus) && !root.current?.contains(focus);
      if (shouldCopyBlock(event, { blockActive: true, hasSelection: hasTextSelection(), editingElsewhere })) {
        event.preventDefault();
        copy('keyboard');
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, copy]);

  return (
    <Root
      ref={root}
      dir="ltr"
      className={className}
      id={id}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* Focusable so keyboard readers can scroll long lines (the block is its own scroll region). */}
      <CodePre tabIndex={0} data-language={language || undefined}>
        <code className={`hljs${language ? ` language-${language}` : ''}`} data-html={htmlKey} dangerouslySetInnerHTML={{ __html: shownHtml }} />
      </CodePre>
      <CopyButton className="copy" status={status} hint={shortcutHint(apple)} onClick={() => copy('click')} />
      <span role="status" className="visually-hidden" style={visuallyHidden}>
        {status === 'copied' ? t('code.copiedStatus') : status === 'failed' ? t('code.copyFailedStatus') : ''}
      </span>
    </Root>
  );
}

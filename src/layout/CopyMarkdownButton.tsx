import * as React from 'react';
import { styled } from '@mui/material/styles';
import { usePage } from '../core/PageContext';
import { useTranslate } from '../i18n/I18nProvider';
import { markdownPath } from '../routing/paths';
import { copyLoadedText } from '../code/copyLoadedText';
import { sendEvent } from '../analytics/sendEvent';
import { visuallyHidden } from '../core/visuallyHidden';
import { OnDemand } from '../core/OnDemand';
import { CaretDownGlyph } from './icons';

const loadMenu = () => import('./AssistantMenu');
const AssistantMenu = React.lazy(loadMenu);
const MENU = 'assistant-menu';

const Button = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  height: 30,
  padding: '0 8px',
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: 8,
  background: 'none',
  font: 'inherit',
  fontSize: '0.8125rem',
  color: (theme.vars ?? theme).palette.text.primary,
  cursor: 'pointer',
  '& svg': { width: 16, height: 16, fill: 'currentColor' },
  // "Copy as Markdown" and the menu's caret, joined.
  '&:first-of-type': { borderStartEndRadius: 0, borderEndEndRadius: 0 },
  '&[aria-haspopup]': { marginInlineStart: -1, minWidth: 26, padding: 0, justifyContent: 'center', borderStartStartRadius: 0, borderEndStartRadius: 0 },
  // On a phone the icon alone (the label stays the button's name): the breadcrumbs keep their line.
  [theme.breakpoints.down('sm')]: {
    minWidth: 30,
    padding: 0,
    '& .label': visuallyHidden,
  },
}));

/** How long "Copied" (or "Copy failed") shows before the button reads "Copy as Markdown" again. */
const REVERT_MS = 2000;



/**
 * Copies the page as Markdown (its export `/<path>.md`: the text with the demos' TypeScript source)
 * to the clipboard; the caret beside it opens the page menu (AssistantMenu, loaded on first use):
 * copy, view the markdown, open it in an assistant. Self-contained: it needs the page's address only.
 */
export function CopyMarkdownButton() {
  const { pathname } = usePage();
  const t = useTranslate();
  const file = markdownPath(pathname);
  const [status, setStatus] = React.useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [used, setUsed] = React.useState(false);
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const load = () =>
      fetch(file).then((response) => {
        if (!response.ok) throw new Error(`${file}: ${response.status}`);
        return response.text();
      });
    const copied = await copyLoadedText(load, navigator.clipboard, typeof ClipboardItem === 'undefined' ? undefined : ClipboardItem);
    setStatus(copied ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('idle'), REVERT_MS);
    if (copied) sendEvent({ category: 'copy_markdown', action: 'click', label: pathname });
  };

  return (
    <span style={{ display: 'inline-flex' }}>
      <Button type="button" data-no-print="" onClick={copy}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {/* The markdown mark, drawn for this site. */}
          <path d="M3 5h18a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm0 2v10h18V7Zm2 8V9h2l2 2.5L11 9h2v6h-2v-3.2l-2 2.5-2-2.5V15Zm12 0-3-3h2V9h2v3h2Z" />
        </svg>
        <span className="label">{status === 'copied' ? t('page.markdownCopied') : status === 'failed' ? t('page.markdownCopyFailed') : t('page.copyMarkdown')}</span>
      </Button>
      <Button
        type="button"
        id={`${MENU}-button`}
        data-no-print=""
        aria-label={t('page.assistantMenu')}
        aria-haspopup="menu"
        aria-controls={anchor ? MENU : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={loadMenu}
        onFocus={loadMenu}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
      >
        <CaretDownGlyph />
      </Button>
      {used ? (
        <OnDemand>
          <AssistantMenu id={MENU} anchor={anchor} pathname={pathname} onClose={() => setAnchor(null)} onCopy={copy} />
        </OnDemand>
      ) : null}
      <span role="status" style={visuallyHidden}>
        {status === 'copied' ? t('page.markdownCopiedStatus') : status === 'failed' ? t('page.markdownCopyFailedStatus', { file }) : ''}
      </span>
    </span>
  );
}

import * as React from 'react';
import { styled } from '@mui/material/styles';
import { useTranslate } from '../i18n/I18nProvider';
import { clientPlatform, useApplePlatform } from '../code/useApplePlatform';
import { OnDemand } from '../core/OnDemand';
import { opensSearch, shortcutLabel } from './shortcut';
import type { OpenedBy } from './searchEvents';

// The dialog, the index client and Pagefind's library load when the reader opens search, never before.
const SearchDialog = React.lazy(() => import('./SearchDialog'));

const Button = styled('button')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 8,
    height: 34,
    minWidth: 34,
    padding: '0 6px 0 10px',
    border: `1px solid ${palette.divider}`,
    borderRadius: 8,
    background: palette.action.hover,
    font: 'inherit',
    fontSize: '0.875rem',
    color: palette.text.secondary,
    cursor: 'pointer',
    '&:hover': { borderColor: palette.text.secondary },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    '& svg': { width: 18, height: 18, fill: 'currentColor' },
    '& span': { minWidth: 110, textAlign: 'start' },
    '& kbd': { font: 'inherit', fontSize: '0.75rem', fontWeight: 600, padding: '1px 6px', border: 'inherit', borderRadius: 5 },
    '& kbd::after': { content: 'attr(data-keys)' },
    [theme.breakpoints.down('sm')]: { padding: 0, justifyContent: 'center', '& span, & kbd': { display: 'none' } },
  };
});

/**
 * Holds the search shortcut from the moment this module runs (with the app's first scripts), before
 * the app bar has hydrated: React replays early clicks, not a document key listener added by an
 * effect. A press is kept (and the browser's own Ctrl K prevented) until `take` hands it over and
 * stops listening.
 */
export function holdSearchShortcut(doc: Document, apple: () => boolean) {
  let pressed = false;
  const onKeyDown = (event: KeyboardEvent) => {
    if (opensSearch(event, { apple: apple(), target: doc.activeElement as HTMLElement | null })) {
      event.preventDefault();
      pressed = true;
    }
  };
  doc.addEventListener('keydown', onKeyDown);
  return {
    /** Stops holding; true when the shortcut was pressed meanwhile (once). */
    take(): boolean {
      doc.removeEventListener('keydown', onKeyDown);
      const result = pressed;
      pressed = false;
      return result;
    },
  };
}

const earlyShortcut = typeof document === 'undefined' ? null : holdSearchShortcut(document, clientPlatform);

/**
 * The app bar's search field (an icon button on phones) and the keyboard shortcut: Ctrl K (⌘ K on
 * Apple platforms) anywhere, `/` outside text fields. Both open the search dialog, loaded then.
 */
export function SearchButton() {
  const t = useTranslate();
  const apple = useApplePlatform();
  const appleRef = React.useRef(apple);
  appleRef.current = apple;
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  // null until the first opening: until then the dialog's chunk is not requested.
  const [dialog, setDialog] = React.useState<{ open: boolean; openedBy: OpenedBy } | null>(null);
  // Only the state setter inside: the listener below can keep the first render's copy.
  const open = (openedBy: OpenedBy) => setDialog((current) => (current?.open ? current : { open: true, openedBy }));

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (opensSearch(event, { apple: appleRef.current, target: document.activeElement as HTMLElement | null })) {
        event.preventDefault();
        open('shortcut');
      }
    };
    document.addEventListener('keydown', onKeyDown);
    if (earlyShortcut?.take()) open('shortcut');
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <React.Fragment>
      <Button
        ref={buttonRef}
        type="button"
        aria-label={t('frame.searchDocs')}
        aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
        aria-haspopup="dialog"
        onClick={() => open('button')}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z" />
        </svg>
        <span>{t('frame.search')}</span>
        {/* A hint for the eye, drawn by CSS so the visible text is the name's ("Search"); assistive
            technology gets the shortcut from aria-keyshortcuts. */}
        <kbd aria-hidden="true" data-keys={shortcutLabel(apple)} />
      </Button>
      {dialog ? (
        <OnDemand>
          <SearchDialog open={dialog.open} openedBy={dialog.openedBy} button={buttonRef} onClose={() => setDialog({ ...dialog, open: false })} />
        </OnDemand>
      ) : null}
    </React.Fragment>
  );
}

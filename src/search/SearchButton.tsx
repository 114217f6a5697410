import * as React from 'react';
import { styled } from '@mui/material/styles';
import { useTranslate } from '../i18n/I18nProvider';
import { clientPlatform, useApplePlatform } from '../code/useApplePlatform';
import { OnDemand } from '../core/OnDemand';
import { opensSearch, shortcutLabel } from './shortcut';
import type { OpenedBy } from './searchEvents';
import type { SearchDialogProps } from './SearchDialog';
import { closeSearch, openSearch, retrySearch, searchFailed, type SearchOpeningState } from './searchOpening';
import { SearchUnavailable } from './SearchUnavailable';

export type LoadSearchDialog = () => Promise<{ default: React.ComponentType<SearchDialogProps> }>;

// The dialog, the index client and Pagefind's library load when the reader opens search, never before.
const loadSearchDialog: LoadSearchDialog = () => import(/* webpackChunkName: "search-dialog" */ './SearchDialog');

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
  // A press before this script ran, held by the page's script loader (src/export/scriptsAfterPaint.ts).
  const early = (doc.defaultView as (Window & { __takeHeldSearchKey?: () => boolean }) | null)?.__takeHeldSearchKey;
  let pressed = typeof early === 'function' ? early() === true : false;
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
 * Apple platforms) anywhere, `/` outside text fields. Both open the search dialog, loaded then. When
 * its code cannot load (offline, or a tab older than the deployment) or it crashes, they open a
 * dialog that says search is unavailable, with Retry and Reload; opening again also tries again.
 * `loadDialog` is injected by tests.
 */
export function SearchButton({ loadDialog = loadSearchDialog }: { loadDialog?: LoadSearchDialog }) {
  const t = useTranslate();
  const apple = useApplePlatform();
  const appleRef = React.useRef(apple);
  appleRef.current = apple;
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  // null until the first opening: until then the dialog's chunk is not requested.
  const [dialog, setDialog] = React.useState<SearchOpeningState>(null);
  // Only the state setter inside: the listener below can keep the first render's copy.
  const open = (openedBy: OpenedBy) => setDialog((current) => openSearch(current, openedBy));
  const attempt = dialog?.attempt ?? 0;
  // One lazy component per attempt: React keeps a failed load's error, so a retry needs a new one.
  const SearchDialog = React.useMemo(() => React.lazy(loadDialog), [loadDialog, attempt]);
  const fail = React.useCallback(() => setDialog((current) => searchFailed(current, attempt)), [attempt]);

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
      {dialog?.failed && dialog.open ? (
        <SearchUnavailable
          onRetry={() => setDialog(retrySearch)}
          onClose={() => {
            setDialog(closeSearch);
            buttonRef.current?.focus();
          }}
        />
      ) : null}
      {dialog && !dialog.failed ? (
        <OnDemand key={dialog.attempt} onError={fail}>
          <SearchDialog open={dialog.open} openedBy={dialog.openedBy} button={buttonRef} onClose={() => setDialog(closeSearch)} />
        </OnDemand>
      ) : null}
    </React.Fragment>
  );
}

import * as React from 'react';
import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useRouter } from 'next/router';
import { usePage } from '../core/PageContext';
import { useI18n } from '../i18n/I18nProvider';
import { createTranslator } from '../i18n/translate';
import { languageTag } from '../i18n/languages';
import { sendEvent } from '../analytics/sendEvent';
import type { HitKind } from './results';
import type { Translate } from '../i18n/translate';
import { searchAnnouncement, useSearchList } from './useSearchList';
import { noResultsEvent, resultOpenedEvent, searchOpenedEvent, type OpenedBy } from './searchEvents';
import { SearchFilters, useProductFilter } from './SearchFilters';
import { useSearch } from './useSearch';
import { searchEnglish } from './searchStrings';
import { optionId, SearchResults } from './SearchResults';
import { Body, DidYouMean, Form, KeyHints, SearchMessage, VisuallyHidden } from './SearchDialogParts';
import { loadedSection } from '../nav/useNavSection';
import { TOP_LEVEL_SECTION } from '../contracts/nav';
import type { NavItem } from '../contracts';

const NO_ITEMS: NavItem[] = [];

const LIST_ID = 'search-results';
const LABELLED_KINDS: readonly HitKind[] = ['prop', 'slot', 'cssClass', 'member', 'demo'];

/** `window.__NEXT_DATA__.buildId` of the export: the index entry file is fetched once per build. */
function buildId(): string | undefined {
  const data = (window as unknown as { __NEXT_DATA__?: { buildId?: unknown } }).__NEXT_DATA__;
  return typeof data?.buildId === 'string' ? data.buildId : undefined;
}

/** Where the query runs: the page's language and product (a tie-breaker), this build's index. */
function searchOptions(language: string, activeChain: readonly string[] | undefined) {
  return {
    language,
    group: activeChain?.[activeChain.length - 1],
    languageTag,
    buildId: typeof window === 'undefined' ? undefined : buildId(),
    development: process.env.NODE_ENV !== 'production',
  };
}

export interface SearchDialogProps {
  open: boolean;
  openedBy: OpenedBy;
  /** The app bar's search button: focus goes back to it when the reader closes the dialog. */
  button: React.RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/**
 * The search dialog (loaded on first opening): a combobox over a listbox of results grouped by
 * product. Arrow keys move, Enter opens (client-side navigation), Esc closes; an empty query lists
 * the recent searches.
 */
export default function SearchDialog({ open, openedBy, button, onClose }: SearchDialogProps) {
  const { close, onExited } = useReturnFocus(button, onClose);
  const page = usePage();
  const { userLanguage, pageTitle } = useI18n();
  const t = React.useMemo(
    () => createTranslator({ language: userLanguage, dictionary: page.translations, fallback: searchEnglish, isProduction: process.env.NODE_ENV === 'production' }),
    [userLanguage, page.translations],
  );
  const router = useRouter();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [query, setQuery] = React.useState('');
  const term = query.trim();
  const [only, setOnly] = useProductFilter();
  const search = useSearch(query, searchOptions(userLanguage, page.activeChain), only);
  useNoResultsEvent(search, term);
  // Groups are named by the drawer's top level: in the page data, or (an exported page) the file the drawer read.
  const nav = page.nav ?? loadedSection(TOP_LEVEL_SECTION) ?? NO_ITEMS;
  const list = useSearchList({ term, hits: search.hits, nav, t, pageTitle });
  const { entries, showRecent, active } = list;
  useOnOpening(open, openedBy, search, list.reload);

  const openEntry = (index: number, newTab = false) => {
    const entry = entries[index];
    if (!entry) return;
    sendEvent(resultOpenedEvent({ queryLength: term.length, position: index + 1, recent: showRecent }));
    list.remember(entry);
    if (newTab) {
      window.open(entry.url, '_blank', 'noopener');
      return;
    }
    // The next opening starts empty, with this result on top of the recent ones.
    setQuery('');
    close(false);
    void router.push(entry.url);
  };

  return (
    <Dialog
      open={open}
      onClose={() => close(true)}
      fullScreen={phone}
      disableRestoreFocus
      // No fade on the way out: the page is back at once (a reopening never meets a half-closed modal).
      transitionDuration={{ enter: theme.transitions.duration.enteringScreen, exit: 0 }}
      scroll="paper"
      aria-labelledby="search-dialog-title"
      slotProps={{
        transition: { onExited },
        paper: { sx: phone ? PHONE_PAPER : DESKTOP_PAPER } as object,
      }}
    >
      <VisuallyHidden as="h2" id="search-dialog-title">
        {t('search.dialog')}
      </VisuallyHidden>
      <SearchField
        query={query}
        onQuery={setQuery}
        t={t}
        listId={LIST_ID}
        expanded={entries.length > 0}
        activeId={active >= 0 && active < entries.length ? optionId(LIST_ID, active) : undefined}
        onMove={list.move}
        onEnter={(newTab) => openEntry(active < 0 ? 0 : active, newTab)}
        onClose={() => close(true)}
      />
      <SearchFilters only={only} onChange={setOnly} t={t} />
      <SearchBody list={list} search={search} term={term} t={t} onOpen={openEntry} />
      <KeyHints t={t} />
    </Dialog>
  );
}

/**
 * Closed by the reader (Esc, the close button, a click outside) rather than by opening a result:
 * focus goes back to the button once the dialog is gone (during its exit the page is still inert).
 */
function useReturnFocus(button: React.RefObject<HTMLButtonElement | null>, onClose: () => void) {
  const returnFocus = React.useRef(false);
  return {
    close: (focusButton: boolean) => {
      returnFocus.current = focusButton;
      onClose();
    },
    onExited: () => {
      if (returnFocus.current) button.current?.focus();
      returnFocus.current = false;
    },
  };
}

/** A query that found nothing is counted (its length only), once. */
function useNoResultsEvent(search: { resultsFor: string; hits: readonly unknown[]; status: string }, term: string) {
  const counted = React.useRef('');
  React.useEffect(() => {
    if (search.status !== 'ready' || search.resultsFor !== term || term === '' || search.hits.length > 0 || counted.current === term) return;
    counted.current = term;
    sendEvent(noResultsEvent(term.length));
  }, [search.status, search.resultsFor, search.hits, term]);
}

/** Each opening: the recent searches are read again, the opening is reported, and a failed index is asked again. */
function useOnOpening(open: boolean, openedBy: OpenedBy, search: { status: string; retry: () => void }, reload: () => void) {
  const { status, retry } = search;
  React.useEffect(() => {
    if (!open) return;
    reload();
    sendEvent(searchOpenedEvent(openedBy));
    // Opening again after a failure (offline then, or no index yet in development) tries again.
    if (status === 'unavailable' || status === 'missing-index') retry();
    // Only an opening counts, not a later change of status.
  }, [open, openedBy]);
}

/** The scrolling part of the dialog: a message (loading, nothing found, offline), the list, the live region. */
function SearchBody(props: {
  list: ReturnType<typeof useSearchList>;
  search: ReturnType<typeof useSearch>;
  term: string;
  t: Translate;
  onOpen: (index: number, newTab: boolean) => void;
}) {
  const { list, search, term, t, onOpen } = props;
  const { entries, showRecent } = list;
  const resultsShown = !showRecent && search.resultsFor === term;
  return (
    // A tab stop, so the list also scrolls by keyboard without moving the active entry.
    <Body tabIndex={0} data-results-for={showRecent ? undefined : (search.resultsFor ?? undefined)}>
      <SearchMessage
        status={search.status}
        empty={showRecent ? list.recent.length === 0 : resultsShown && entries.length === 0}
        query={term}
        suggestions={resultsShown ? search.suggestions : undefined}
        t={t}
        onRetry={search.retry}
      />
      {resultsShown && search.didYouMean && entries.length ? <DidYouMean text={search.didYouMean} t={t} /> : null}
      {entries.length && (search.status === 'ready' || showRecent) ? (
        <SearchResults
          id={LIST_ID}
          label={showRecent ? t('search.recent') : t('search.results')}
          groups={list.groups}
          active={list.active}
          query={resultsShown ? term : ''}
          kindLabel={(kind: HitKind) => (LABELLED_KINDS.includes(kind) ? t(`search.${kind}`) : null)}
          markLabels={{ since: (version: string) => t('search.since', { version }), deprecated: t('search.deprecated') }}
          onActivate={list.setActive}
          onOpen={(index) => onOpen(index, false)}
        />
      ) : null}
      {showRecent && list.recent.length ? (
        <button type="button" className="clear" onClick={list.clearRecent}>
          {t('search.clearRecent')}
        </button>
      ) : null}
      <VisuallyHidden role="status">
        {searchAnnouncement({ ready: search.status === 'ready', showRecent, searching: search.searching, count: entries.length, term, t })}
      </VisuallyHidden>
    </Body>
  );
}

const PHONE_PAPER = { display: 'flex', flexDirection: 'column' };
const DESKTOP_PAPER = { width: 640, maxWidth: 'calc(100% - 32px)', height: 'min(600px, 80vh)', alignSelf: 'flex-start', mt: '10vh' };

/** The query field: a combobox over the results list, with Esc as a button. */
function SearchField(props: {
  query: string;
  onQuery: (query: string) => void;
  t: Translate;
  listId: string;
  expanded: boolean;
  activeId: string | undefined;
  onMove: (step: 1 | -1) => void;
  onEnter: (newTab: boolean) => void;
  onClose: () => void;
}) {
  const { query, onQuery, t, listId, expanded, activeId, onMove, onEnter, onClose } = props;
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      onMove(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onEnter(event.ctrlKey || event.metaKey);
    }
  };
  return (
    <Form role="search" onSubmit={(event) => event.preventDefault()}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z" />
      </svg>
      <input
        type="search"
        role="combobox"
        aria-label={t('search.placeholder')}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={onKeyDown}
        autoFocus
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="go"
        maxLength={200}
      />
      <button type="button" onClick={onClose} aria-label={`Esc: ${t('search.close')}`}>
        Esc
      </button>
    </Form>
  );
}

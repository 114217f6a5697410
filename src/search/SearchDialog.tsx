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
import { groupHits, OTHER_GROUP, type HitKind, type SearchHit } from './results';
import { moveActive } from './listNavigation';
import { clearRecentSearches, readRecentSearches, rememberRecentSearch, type RecentSearch } from './recentSearches';
import { resultOpenedEvent, searchOpenedEvent, type OpenedBy } from './searchEvents';
import { useSearch } from './useSearch';
import { searchEnglish } from './searchStrings';
import { optionId, SearchResults, type ListEntry, type ListGroup } from './SearchResults';
import { Body, Form, KeyHints, SearchMessage, VisuallyHidden } from './SearchDialogParts';

const LIST_ID = 'search-results';
const API_KINDS: readonly HitKind[] = ['prop', 'slot', 'cssClass', 'member'];

function toEntry(hit: SearchHit, index: number): ListEntry {
  return { id: `${hit.url}#${index}`, url: hit.url, title: hit.title, context: hit.kind === 'page' ? '' : hit.pageTitle, kind: hit.kind, excerpt: hit.excerpt, plan: hit.plan };
}

function recentEntry(recent: RecentSearch): ListEntry {
  return { id: recent.url, url: recent.url, title: recent.section ?? recent.title, context: recent.section ? recent.title : '', kind: 'recent', excerpt: [] };
}

/** `window.__NEXT_DATA__.buildId` of the export: the index entry file is fetched once per build. */
function buildId(): string | undefined {
  const data = (window as unknown as { __NEXT_DATA__?: { buildId?: unknown } }).__NEXT_DATA__;
  return typeof data?.buildId === 'string' ? data.buildId : undefined;
}

interface SearchDialogProps {
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
  // Closed by the reader (Esc, the close button, a click outside) rather than by opening a result:
  // focus goes back to the button once the dialog is gone (during its exit the page is still inert).
  const returnFocus = React.useRef(false);
  const close = (focusButton: boolean) => {
    returnFocus.current = focusButton;
    onClose();
  };
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
  const [active, setActive] = React.useState(-1);
  const [recent, setRecent] = React.useState<RecentSearch[]>([]);
  const search = useSearch(query, {
    language: userLanguage,
    group: page.activeChain?.[page.activeChain.length - 1],
    languageTag,
    buildId: typeof window === 'undefined' ? undefined : buildId(),
    development: process.env.NODE_ENV !== 'production',
  });

  const { status, retry } = search;
  React.useEffect(() => {
    if (!open) return;
    setRecent(readRecentSearches());
    setActive(-1);
    sendEvent(searchOpenedEvent(openedBy));
    // Opening again after a failure (offline then, or no index yet in development) tries again.
    if (status === 'unavailable' || status === 'missing-index') retry();
    // Only an opening counts, not a later change of status.
  }, [open, openedBy]);

  const term = query.trim();
  const showRecent = term === '';
  const groups: ListGroup[] = React.useMemo(() => {
    if (showRecent) return recent.length ? [{ key: 'recent', title: t('search.recent'), entries: recent.map(recentEntry) }] : [];
    let index = 0;
    // Groups are named by the drawer's top level, which every page carries (translated on a Chinese page).
    const groupTitle = (key: string) => {
      const item = key === OTHER_GROUP ? undefined : page.nav.find((entry) => entry.pathname === key);
      return item ? pageTitle(item.pathname, item.title) : t('search.other');
    };
    return groupHits(search.hits).map((group) => ({
      key: group.key,
      title: groupTitle(group.key),
      entries: group.hits.map((hit) => toEntry(hit, index++)),
    }));
  }, [showRecent, recent, search.hits, t, pageTitle, page.nav]);
  const entries = React.useMemo(() => groups.flatMap((group) => group.entries), [groups]);

  // A new list starts with its first entry active, so Enter opens the best result.
  React.useEffect(() => setActive(entries.length && !showRecent ? 0 : -1), [entries, showRecent]);

  const openEntry = (index: number, newTab = false) => {
    const entry = entries[index];
    if (!entry) return;
    sendEvent(resultOpenedEvent({ queryLength: term.length, position: index + 1, recent: showRecent }));
    const remembered: RecentSearch =
      entry.kind === 'recent'
        ? { url: entry.url, title: entry.context || entry.title, section: entry.context ? entry.title : undefined }
        : { url: entry.url, title: entry.context || entry.title, section: entry.kind === 'page' ? undefined : entry.title };
    setRecent(rememberRecentSearch(remembered));
    if (newTab) {
      window.open(entry.url, '_blank', 'noopener');
      return;
    }
    // The next opening starts empty, with this result on top of the recent ones.
    setQuery('');
    close(false);
    void router.push(entry.url);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => moveActive(current, event.key === 'ArrowDown' ? 1 : -1, entries.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openEntry(active < 0 ? 0 : active, event.ctrlKey || event.metaKey);
    }
  };

  const kindLabel = (kind: HitKind) => (API_KINDS.includes(kind) ? t(`search.${kind}`) : null);
  const resultsShown = !showRecent && search.resultsFor === term;
  const announcement =
    search.status !== 'ready' || showRecent
      ? ''
      : search.searching
        ? t('search.searching')
        : entries.length === 1
          ? t('search.countOne')
          : entries.length > 1
            ? t('search.count', { count: entries.length })
            : t('search.none', { query: term });

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
        transition: {
          onExited: () => {
            if (returnFocus.current) button.current?.focus();
            returnFocus.current = false;
          },
        },
        paper: {
          sx: phone ? { display: 'flex', flexDirection: 'column' } : { width: 640, maxWidth: 'calc(100% - 32px)', height: 'min(600px, 80vh)', alignSelf: 'flex-start', mt: '10vh' },
        } as object,
      }}
    >
      <VisuallyHidden as="h2" id="search-dialog-title">
        {t('search.dialog')}
      </VisuallyHidden>
      <Form role="search" onSubmit={(event) => event.preventDefault()}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z" />
        </svg>
        <input
          type="search"
          role="combobox"
          aria-label={t('search.placeholder')}
          aria-expanded={entries.length > 0}
          aria-controls={LIST_ID}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && active < entries.length ? optionId(LIST_ID, active) : undefined}
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          autoFocus
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={200}
        />
        <button type="button" onClick={() => close(true)} aria-label={`Esc: ${t('search.close')}`}>
          Esc
        </button>
      </Form>
      {/* A tab stop, so the list also scrolls by keyboard without moving the active entry. */}
      <Body tabIndex={0}>
        <SearchMessage
          status={search.status}
          empty={showRecent ? recent.length === 0 : resultsShown && entries.length === 0}
          query={term}
          t={t}
          onRetry={search.retry}
        />
        {entries.length && (search.status === 'ready' || showRecent) ? (
          <SearchResults
            id={LIST_ID}
            label={showRecent ? t('search.recent') : t('search.results')}
            groups={groups}
            active={active}
            query={resultsShown ? term : ''}
            kindLabel={kindLabel}
            onActivate={setActive}
            onOpen={(index, event) => openEntry(index, event.ctrlKey || event.metaKey)}
          />
        ) : null}
        {showRecent && recent.length ? (
          <button type="button" className="clear" onClick={() => setRecent(clearRecentSearches())}>
            {t('search.clearRecent')}
          </button>
        ) : null}
        <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      </Body>
      <KeyHints t={t} />
    </Dialog>
  );
}

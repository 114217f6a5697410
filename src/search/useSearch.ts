import * as React from 'react';
import { createSearchEngine, SearchLoadError, type SearchAnswer, type SearchEngine, type SearchEngineOptions, type SearchFailure } from './searchEngine';
import type { SearchHit } from './results';

/** Typing pauses this long before a query runs; its index chunks start downloading at once. */
const SEARCH_DEBOUNCE_MS = 60;

export type SearchStatus = 'loading' | 'ready' | SearchFailure;

export interface SearchState {
  status: SearchStatus;
  /** Entries of `resultsFor`. */
  hits: SearchHit[];
  /** What a misspelt `resultsFor` was taken for. */
  didYouMean?: string;
  /** Pages to suggest when `resultsFor` found nothing. */
  suggestions?: SearchAnswer['suggestions'];
  /** The query the listed entries answer ('' before the first answer). */
  resultsFor: string;
  /** A newer query is running. */
  searching: boolean;
  retry: () => void;
}

// One engine per language for the whole visit: reopening the dialog reuses the loaded index.
const engines = new Map<string, Promise<SearchEngine>>();

/** Drops the loaded engines (tests; a later opening loads the index again). */
export function forgetSearchEngines(): void {
  engines.clear();
}

function engineFor(options: SearchEngineOptions): Promise<SearchEngine> {
  let engine = engines.get(options.language);
  if (!engine) {
    engine = createSearchEngine(options);
    engines.set(options.language, engine);
    // A failed load is tried again next time (back online, or after a build in development).
    engine.catch(() => engines.delete(options.language));
  }
  return engine;
}

/** Loads the engine for the reader's language and answers `query`, debounced; stale answers are dropped. */
export function useSearch(query: string, options: SearchEngineOptions, only?: string): SearchState {
  const [engine, setEngine] = React.useState<SearchEngine | null>(null);
  const [status, setStatus] = React.useState<SearchStatus>('loading');
  const [attempt, setAttempt] = React.useState(0);
  const [answer, setAnswer] = React.useState<SearchAnswer & { resultsFor: string }>({ hits: [], resultsFor: '' });
  const optionsRef = React.useRef(options);
  optionsRef.current = options;

  React.useEffect(() => {
    let current = true;
    setStatus('loading');
    engineFor(optionsRef.current).then(
      (loaded) => {
        if (!current) return;
        setEngine(loaded);
        setStatus('ready');
      },
      (error: unknown) => {
        if (current) setStatus(error instanceof SearchLoadError ? error.failure : 'unavailable');
      },
    );
    return () => {
      current = false;
    };
  }, [options.language, attempt]);

  const term = query.trim();
  React.useEffect(() => {
    if (!engine) return undefined;
    if (!term) {
      setAnswer({ hits: [], resultsFor: '' });
      return undefined;
    }
    const known = engine.cached(term, only);
    if (known) {
      setAnswer({ ...known, resultsFor: term });
      return undefined;
    }
    engine.preload(term);
    let current = true;
    const timer = setTimeout(() => {
      engine.search(term, only).then(
        (found) => {
          if (!current || !found) return;
          setAnswer({ ...found, resultsFor: term });
          setStatus('ready');
        },
        () => {
          // A fragment that cannot load (offline, never fetched): say so instead of showing stale entries.
          if (current) setStatus('unavailable');
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [engine, term, only]);

  const retry = React.useCallback(() => {
    setEngine(null);
    setAttempt((value) => value + 1);
  }, []);

  return {
    status,
    hits: answer.hits,
    didYouMean: answer.didYouMean,
    suggestions: answer.suggestions,
    resultsFor: answer.resultsFor,
    searching: term !== '' && answer.resultsFor !== term,
    retry,
  };
}

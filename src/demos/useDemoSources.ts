import * as React from 'react';
import type { DemoSources } from '../contracts';
import { demoSourcesCache, type DemoSourcesCache } from './demoSources';

export interface DemoSourcesState {
  /** The demo's sources file once it has arrived (at once when the page session fetched it before). */
  sources: DemoSources | null;
  /** The last fetch failed (and nothing has arrived since). */
  failed: boolean;
  /** Starts the fetch, or joins the one under way; resolves with the file. Every action that needs it calls this. */
  request: () => Promise<DemoSources>;
}

type State = { url: string; sources: DemoSources | null; failed: boolean };

/**
 * A demo's sources file, fetched on request (the demo nears the viewport, the pointer or focus reaches
 * its toolbar, an action needs it). A new URL (a saved demo under `next dev`) is fetched at once when
 * the previous one had been asked for.
 */
export function useDemoSources(url: string, cache: DemoSourcesCache = demoSourcesCache): DemoSourcesState {
  const [state, setState] = React.useState<State>(() => ({ url, sources: cache.get(url) ?? null, failed: false }));
  const requested = React.useRef(false);
  const mounted = React.useRef(true);
  React.useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const request = React.useCallback(() => {
    requested.current = true;
    const pending = cache.load(url);
    pending.then(
      (sources) => {
        // Same file, nothing failed: the same state, so hovering a demo again re-renders nothing.
        if (mounted.current) setState((previous) => (previous.url === url && previous.sources === sources && !previous.failed ? previous : { url, sources, failed: false }));
      },
      () => {
        if (mounted.current) setState((previous) => (previous.url === url ? { ...previous, failed: true } : previous));
      },
    );
    return pending;
  }, [cache, url]);

  React.useEffect(() => {
    if (requested.current) request().catch(() => {});
  }, [request]);

  const current = state.url === url;
  return { sources: current ? state.sources : (cache.get(url) ?? null), failed: current && state.failed, request };
}

/**
 * The sources with `warm` (start loading, errors left to the control that needs the file) and
 * `withWarm` (a change of the reader's that needs the file: it starts loading with it).
 */
export function useWarmDemoSources(url: string, cache?: DemoSourcesCache) {
  const state = useDemoSources(url, cache);
  const { request } = state;
  const warm = React.useCallback(() => {
    request().catch(() => {});
  }, [request]);
  const withWarm =
    <T,>(action: (value: T) => void) =>
    (value: T) => {
      action(value);
      warm();
    };
  return { ...state, warm, withWarm };
}

import * as React from 'react';
import type { NavItem } from '../contracts';
import { parseNavItems } from './navItems';

type SectionState = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; items: NavItem[] };

const cache = new Map<string, Promise<NavItem[]>>();
/** Sections already loaded, readable while rendering (a drawer opened again shows them at once). */
const loaded = new Map<string, NavItem[]>();

/** URL of a top-level group's section file, written by the build (scripts/build/prebuild.ts). */
function sectionUrl(id: string): string {
  return `/x/_nav/${encodeURIComponent(id)}.json`;
}

/** The section's items, fetched once per page session (a failed load is forgotten, to be retried). */
function loadSection(id: string): Promise<NavItem[]> {
  let pending = cache.get(id);
  if (!pending) {
    pending = fetch(sectionUrl(id)).then(async (response) => {
      if (!response.ok) {
        throw new Error(`Navigation section ${id}: ${response.status}`);
      }
      const items = parseNavItems(await response.json());
      if (!items) {
        throw new Error(`Navigation section ${id} is not a valid list of drawer items`);
      }
      loaded.set(id, items);
      return items;
    });
    // A failed load may be retried on the next open.
    pending.catch(() => cache.delete(id));
    cache.set(id, pending);
  }
  return pending;
}

/** The section's items when they have arrived, else undefined. */
export function loadedSection(id: string | undefined): NavItem[] | undefined {
  return id === undefined ? undefined : loaded.get(id);
}

/**
 * An exported page names the sections its drawer shows (the top level, the open product) in preload
 * links (src/export/navData.ts): asked for here, as the app's scripts run, the answers (already on
 * their way) are usually in before hydration reaches the drawer.
 */
export function loadPreloadedSections(doc: Pick<Document, 'querySelectorAll'> | undefined = typeof document === 'undefined' ? undefined : document) {
  doc?.querySelectorAll<HTMLLinkElement>('link[data-nav-section]').forEach((link) => {
    const id = link.getAttribute('data-nav-section');
    if (id) loadSection(id).catch(() => undefined);
  });
}
loadPreloadedSections();

const subscribeNever = () => () => {};
/** True while React hydrates the server's HTML (and on the server), false once the app renders on its own. */
export function useHydrating(): boolean {
  return React.useSyncExternalStore(subscribeNever, () => false, () => true);
}

/**
 * The items of a list that comes with the page (`given`) or from section file `id` (loaded if need be):
 * null until they are in; `section` says whether they are loading or failed.
 */
export function useSectionItems(id: string | undefined, given: NavItem[] | undefined) {
  const section = useNavSection(id, !given);
  const items = given ?? loadedSection(id) ?? (section.status === 'ready' ? section.items : null);
  return { items, section };
}

/** Forgets every section (tests only). */
export function resetNavSectionsForTests() {
  cache.clear();
  loaded.clear();
}

/**
 * Children of a lazily loaded top-level group, fetched the first time `enabled` is true; `retry`
 * asks again after a failure (a failed load is not cached).
 */
export function useNavSection(id: string | undefined, enabled: boolean): SectionState & { retry: () => void } {
  const [state, setState] = React.useState<SectionState>(() => {
    const items = loadedSection(id);
    return items ? { status: 'ready', items } : { status: 'idle' };
  });
  const [attempt, setAttempt] = React.useState(0);
  const retry = React.useCallback(() => setAttempt((value) => value + 1), []);
  React.useEffect(() => {
    if (!id || !enabled) {
      return undefined;
    }
    let active = true;
    const items = loadedSection(id);
    if (items) {
      setState((previous) => (previous.status === 'ready' && previous.items === items ? previous : { status: 'ready', items }));
      return undefined;
    }
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    loadSection(id).then(
      (loadedItems) => active && setState({ status: 'ready', items: loadedItems }),
      () => active && setState({ status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [id, enabled, attempt]);
  return React.useMemo(() => ({ ...state, retry }), [state, retry]);
}

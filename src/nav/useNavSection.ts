import * as React from 'react';
import type { NavItem } from '../contracts';
import { parseNavItems } from './navItems';

type SectionState = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; items: NavItem[] };

const cache = new Map<string, Promise<NavItem[]>>();

/** URL of a top-level group's section file, written by the build (scripts/build/prebuild.ts). */
function sectionUrl(id: string): string {
  return `/x/_nav/${encodeURIComponent(id)}.json`;
}

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
      return items;
    });
    // A failed load may be retried on the next open.
    pending.catch(() => cache.delete(id));
    cache.set(id, pending);
  }
  return pending;
}

/**
 * Children of a lazily loaded top-level group, fetched the first time `enabled` is true; `retry`
 * asks again after a failure (a failed load is not cached).
 */
export function useNavSection(id: string | undefined, enabled: boolean): SectionState & { retry: () => void } {
  const [state, setState] = React.useState<SectionState>({ status: 'idle' });
  const [attempt, setAttempt] = React.useState(0);
  const retry = React.useCallback(() => setAttempt((value) => value + 1), []);
  React.useEffect(() => {
    if (!id || !enabled) {
      return undefined;
    }
    let active = true;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    loadSection(id).then(
      (items) => active && setState({ status: 'ready', items }),
      () => active && setState({ status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [id, enabled, attempt]);
  return React.useMemo(() => ({ ...state, retry }), [state, retry]);
}

import * as React from 'react';
import { keepEqual } from '../lib/keepEqual';

interface WithPage {
  page?: { pathname: string; userLanguage: string };
}

const samePage = (a: WithPage, b: WithPage) => a.page !== undefined && a.page.pathname === b.page?.pathname && a.page.userLanguage === b.page.userLanguage;

/**
 * New props for the page already shown (under `next dev`, a saved markdown file refreshes the open
 * page's data) keep every part that did not change (src/lib/keepEqual.ts): the drawer (through the
 * page context) and each segment of the body the save left alone, its demos included, see the same
 * objects and skip their render. Another page's props pass as they are.
 */
export function useSamePageProps<P extends WithPage>(props: P): P {
  const last = React.useRef<P | null>(null);
  const shared = React.useMemo(() => (last.current && samePage(last.current, props) ? keepEqual(last.current, props) : props), [props]);
  React.useEffect(() => {
    last.current = shared;
  }, [shared]);
  return shared;
}

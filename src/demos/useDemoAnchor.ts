import * as React from 'react';
import type { CodeVariant } from '../contracts';
import { demoAnchorRequest } from './demoLinks';

/**
 * Opening `#<Demo>.tsx` or `#<Demo>.js` (a copied source link) scrolls to the demo and shows its full
 * source in that language; `#<Demo>` is the demo's own id, which the browser scrolls to. Read on load
 * and on each change of the anchor.
 */
export function useDemoAnchor(name: string, root: React.RefObject<HTMLElement | null>, open: (variant: CodeVariant) => void) {
  const openRef = React.useRef(open);
  openRef.current = open;
  React.useEffect(() => {
    const read = () => {
      const request = demoAnchorRequest(window.location.hash, name);
      if (!request?.variant) return;
      openRef.current(request.variant);
      root.current?.scrollIntoView?.({ block: 'start' });
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [name, root]);
}

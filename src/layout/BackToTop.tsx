import * as React from 'react';
import { OnDemand } from '../core/OnDemand';

// Named so the service worker precaches it (src/sw/precacheList.ts `isPageAidChunk`): it shows offline too.
const BackToTopButton = React.lazy(() => import(/* webpackChunkName: "page-aid-back-to-top" */ './BackToTopButton'));

/** A marker one screen tall at the top of the document: once it has left the viewport, the reader is a screen down. */
function createMarker(doc: Document): HTMLElement {
  const marker = doc.createElement('div');
  marker.setAttribute('aria-hidden', 'true');
  Object.assign(marker.style, { position: 'absolute', top: '0', left: '0', width: '1px', height: '100vh', pointerEvents: 'none', visibility: 'hidden' });
  doc.body.prepend(marker);
  return marker;
}

/**
 * "Back to top", shown once the reader has scrolled a screen down (an IntersectionObserver on a
 * marker: no scroll handler). The button's code loads the first time it shows.
 */
export function BackToTop() {
  const [shown, setShown] = React.useState(false);
  React.useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const marker = createMarker(document);
    const observer = new IntersectionObserver(([entry]) => setShown(!entry.isIntersecting));
    observer.observe(marker);
    return () => {
      observer.disconnect();
      marker.remove();
    };
  }, []);
  return shown ? (
    <OnDemand>
      <BackToTopButton />
    </OnDemand>
  ) : null;
}

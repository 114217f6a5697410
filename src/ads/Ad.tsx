import * as React from 'react';
import { useAdSettings } from './AdProvider';
import type { AdSlot as AdSlotComponent } from './AdSlot';

// What fills the slot (the visitor's draws, the network script, the JSON service, in-house ads, the
// appeal) is not needed to show the page: it loads once the page has hydrated, so its code is not
// part of what every page downloads and runs first. Named page-aid-*: the service worker
// precaches it, so a page read offline can still show an in-house ad.
const loadAdSlot = () => import(/* webpackChunkName: "page-aid-ad-slot" */ './AdSlot');

/**
 * The ad slot. Its space is reserved from the first (server) render; the code that decides what
 * fills it loads right after hydration and takes the slot over (same box; its look is global rules
 * for `.ad-slot` that the server writes with every page, see AdProvider). If that
 * code cannot load (offline on a page the worker did not save), the reserved space stays empty.
 */
export function Ad() {
  const config = useAdSettings();
  return config.enabled ? <LazyAdSlot /> : null;
}

function LazyAdSlot() {
  const [Loaded, setLoaded] = React.useState<typeof AdSlotComponent | null>(null);
  React.useEffect(() => {
    let live = true;
    loadAdSlot().then(
      (module) => {
        if (live) setLoaded(() => module.AdSlot);
      },
      () => {
        // The reserved space stays: an ad is never worth an error on the page.
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return Loaded ? <Loaded /> : <div className="ad-slot" data-ad-view="reserved" />;
}

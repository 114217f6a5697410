import * as React from 'react';
import type { DemoProps } from './Demo';
import { DemoFrameBoundary } from './DemoErrorBoundary';

// Named `page-aid-…`: the service worker precaches it, so a demo page saved for offline reading
// hydrates its demos' frames too (src/sw/precacheList.ts). The export names it in the HTML of the
// pages that have a demo (src/export/demoFrameScript.ts): it loads with their scripts.
const LazyDemo = React.lazy(() => import(/* webpackChunkName: "page-aid-demo" */ './Demo'));

/**
 * A demo of a guide page (src/demos/Demo.tsx) in the browser: its chunk loads only on pages that have
 * a demo. Should hydration reach a demo before the chunk has run, the server's markup stays in place
 * (DemoFrameBoundary); a click on it meanwhile is not replayed, which is why the export names the
 * chunk in the page. Not `Suspense`: the server would stream a boundary this large out of line (see
 * AppFrame). Not next/dynamic either, whose loader (1.2 KB gzip) every page would carry. If the chunk
 * cannot load, the demo says so and the rest of the page carries on. The server build renders the
 * frame directly (DemoFrame.server.tsx, swapped in by next.config.ts).
 */
export function DemoFrame(props: DemoProps) {
  return (
    <DemoFrameBoundary>
      <LazyDemo {...props} />
    </DemoFrameBoundary>
  );
}

import * as React from 'react';
import type { DemoProps } from './Demo';
import { DemoErrorBoundary } from './DemoErrorBoundary';
import { useTranslate } from '../i18n/I18nProvider';

// Named `page-aid-…`: the service worker precaches it, so a demo page saved for offline reading
// hydrates its demos' frames too (src/sw/precacheList.ts). The export names it in the HTML of the
// pages that have a demo (src/content/demoFrameScript.ts): it loads with their scripts.
const LazyDemo = React.lazy(() => import(/* webpackChunkName: "page-aid-demo" */ './Demo'));

/**
 * A demo of a guide page (src/code/Demo.tsx) in the browser: its chunk loads only on pages that have
 * a demo. Should hydration reach a demo before the chunk has run, the server's markup stays in place:
 * the demo sits in a visible `Activity` boundary, which React leaves dehydrated while its code loads
 * (a click there is replayed once it hydrates). Not `Suspense`: the server would stream a boundary this large out of
 * line (see AppFrame). Not next/dynamic either, whose loader (1.2 KB gzip) every page would carry.
 * If the chunk cannot load, the demo says so and the rest of the page carries on. The server build
 * renders the frame directly (DemoFrame.server.tsx, swapped in by next.config.ts).
 */
export function DemoFrame(props: DemoProps) {
  const t = useTranslate();
  return (
    <React.Activity mode="visible" name="Demo">
      <DemoErrorBoundary message={t('code.demoLoadFailed')}>
        <LazyDemo {...props} />
      </DemoErrorBoundary>
    </React.Activity>
  );
}

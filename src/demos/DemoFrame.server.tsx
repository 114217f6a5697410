import * as React from 'react';
import Demo, { type DemoProps } from './Demo';
import { DemoFrameBoundary } from './DemoErrorBoundary';

/**
 * Stands in for `DemoFrame.tsx` in the server build (next.config.ts swaps it): the frame is rendered
 * with the page, in the same boundary as in the browser.
 */
export function DemoFrame(props: DemoProps) {
  return (
    <DemoFrameBoundary>
      <Demo {...props} />
    </DemoFrameBoundary>
  );
}

import * as React from 'react';
import type { ContentSegment } from '../contracts';

/**
 * A page change in two steps: the new guide's first screen (its intro and the body down to its first
 * demo or code block) commits and paints first, and the rest of the body follows in the next task.
 * The reader sees the new heading sooner: the rest of a long page (demos with their toolbars and
 * code, dozens of sections) no longer renders and commits before it.
 */

/** The most top-level segments the first step renders. */
export const FIRST_SCREEN_SEGMENTS = 3;

/** How many of the body's top-level segments the first step renders: up to the first demo or code block. */
export function firstScreenCount(segments: readonly ContentSegment[]): number {
  let count = 0;
  for (const segment of segments) {
    count += 1;
    if (count >= FIRST_SCREEN_SEGMENTS || segment.kind !== 'html') break;
  }
  return count;
}

export interface FirstScreenFirst {
  /** The segments to render now. */
  shown: readonly ContentSegment[];
  /** All of them are rendered (what depends on the whole body, like the contents' scroll spy, can start). */
  complete: boolean;
}

/**
 * The body's segments, in two steps when the reader moves to another page (`page` names it). The
 * first render (the server's HTML, then hydration), an arrival at a `#section` (the browser scrolls
 * to it) and new props for the same page (a saved guide under `next dev`, which must keep the scroll
 * and the state of the demos below the first screen) render them all at once. `hasHash` is
 * injectable for tests.
 */
export function useFirstScreenFirst(page: string, segments: readonly ContentSegment[], hasHash: () => boolean = () => window.location.hash.length > 1): FirstScreenFirst {
  // The page and segments last rendered in full: the first render's are (so the server never asks for a hash).
  const [whole, setWhole] = React.useState({ page, segments });
  const cut = firstScreenCount(segments);
  const complete = whole.page === page || cut >= segments.length || hasHash();
  React.useEffect(() => {
    if (whole.page === page && whole.segments === segments) return undefined;
    if (complete) {
      setWhole({ page, segments });
      return undefined;
    }
    // After the frame that paints the first step: a timer set in an animation frame runs after its paint.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => React.startTransition(() => setWhole({ page, segments })), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [page, segments, whole, complete]);
  return { shown: complete ? segments : segments.slice(0, cut), complete };
}

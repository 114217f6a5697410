/**
 * Arriving at `page/#section`: the browser scrolls the heading below the app bar (its
 * `scroll-margin-top`); when something above it then changes height (a live demo that loads), the
 * heading would drift. This keeps it in place until the reader scrolls by themselves.
 */

/** How long after arrival the heading is kept in place, at most. */
export const KEEP_IN_VIEW_MS = 10_000;

const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

export interface HashArrivalOptions {
  doc?: Document;
  win?: Pick<Window, 'addEventListener' | 'removeEventListener' | 'location'>;
  /** `'navigate'`, `'reload'`, `'back_forward'`: the browser restores the reader's own position on the last two. */
  navigationType?: string;
  Observer?: typeof ResizeObserver;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

function targetOf(doc: Document, hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  try {
    return doc.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return doc.getElementById(hash.slice(1));
  }
}

/** Keeps the element the URL's hash names at the top while the page settles; returns the function that stops. */
export function keepHashTargetInView({
  doc = document,
  win = window,
  navigationType = (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type ?? 'navigate',
  Observer = typeof ResizeObserver === 'undefined' ? undefined : ResizeObserver,
  setTimer = setTimeout,
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: HashArrivalOptions = {}): () => void {
  const target = targetOf(doc, win.location.hash);
  if (!target || !Observer || navigationType === 'reload' || navigationType === 'back_forward') return () => {};
  let first = true;
  const observer = new Observer(() => {
    // The first report is the size at the start: nothing has moved yet.
    if (first) {
      first = false;
      return;
    }
    target.scrollIntoView({ block: 'start' });
  });
  observer.observe(doc.body);
  const stop = () => {
    observer.disconnect();
    clearTimer(timer);
    READER_INPUT.forEach((type) => win.removeEventListener(type, stop));
  };
  const timer = setTimer(stop, KEEP_IN_VIEW_MS);
  READER_INPUT.forEach((type) => win.addEventListener(type, stop, { passive: true }));
  return stop;
}

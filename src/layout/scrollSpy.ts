/**
 * Scroll-spy for the contents: which section the reader is in, from the headings already in the
 * page (so it works whether or not React rendered them), with IntersectionObserver only: no scroll
 * handler, no layout read on the main thread while scrolling.
 */

/** The section the reader is in: the last heading, in page order, that has passed the reading line (pure). */
export function currentSection(ids: readonly string[], reached: ReadonlySet<string>): string | null {
  for (let index = ids.length - 1; index >= 0; index -= 1) {
    if (reached.has(ids[index])) return ids[index];
  }
  return null;
}

/** The heading a hash names (`#sorting-mode` -> `sorting-mode`) when it is one of `ids` (pure). */
export function headingFromHash(hash: string, ids: readonly string[]): string | null {
  if (!hash || hash === '#') return null;
  let id = hash.replace(/^#/, '');
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: the raw text is the only candidate.
  }
  return ids.includes(id) ? id : null;
}

/** How far the observed area reaches above the viewport: everything scrolled past counts as reached. */
const ABOVE = 1_000_000;

export interface ScrollSpyOptions {
  /** Where the reading line sits, as a share of the viewport's height from its top. */
  line?: number;
  /** Injected in tests; the browser's by default. */
  Observer?: typeof IntersectionObserver;
  /** Where hash changes and the reader's input are heard. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** The current hash (`location.hash`). */
  hash?: () => string;
}

/** Input that starts a scroll of the reader's own: the section marked after a jump follows the page again. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Watches the headings and calls `onChange` with the id of the section in view (null above the
 * first heading). A heading counts once its top has passed the reading line. After a jump to a
 * heading (a contents entry, a heading link, arriving with a hash), that heading stays marked (a
 * short last section can never reach the line) until the reader scrolls by themselves.
 * Returns the function that stops watching.
 */
export function watchSections(
  headings: readonly Element[],
  onChange: (id: string | null) => void,
  {
    line = 0.4,
    Observer = typeof IntersectionObserver === 'undefined' ? undefined : IntersectionObserver,
    events = typeof window === 'undefined' ? undefined : window,
    hash = () => (typeof location === 'undefined' ? '' : location.hash),
  }: ScrollSpyOptions = {},
): () => void {
  const ids = headings.map((heading) => heading.id);
  if (!Observer || ids.length === 0) return () => {};
  const reached = new Set<string>();
  let pinned: string | null = null;
  let current: string | null | undefined;
  const publish = (id: string | null) => {
    if (id !== current) {
      current = id;
      onChange(id);
    }
  };
  const observer = new Observer(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) reached.add(entry.target.id);
        else reached.delete(entry.target.id);
      }
      if (pinned === null) publish(currentSection(ids, reached));
    },
    { rootMargin: `${ABOVE}px 0px -${Math.round((1 - line) * 100)}% 0px` },
  );
  headings.forEach((heading) => observer.observe(heading));

  const pin = () => {
    const id = headingFromHash(hash(), ids);
    if (id) {
      pinned = id;
      publish(id);
    }
  };
  const release = () => {
    pinned = null;
  };
  pin();
  events?.addEventListener('hashchange', pin);
  READER_INPUT.forEach((type) => events?.addEventListener(type, release, { passive: true }));
  return () => {
    observer.disconnect();
    events?.removeEventListener('hashchange', pin);
    READER_INPUT.forEach((type) => events?.removeEventListener(type, release));
  };
}

/**
 * Scroll-spy for the contents: which section the reader is in, from the headings already in the
 * page (so it works whether or not React rendered them), with IntersectionObserver only: no scroll
 * handler, no layout read on the main thread while scrolling.
 */

/**
 * The section the reader is in (pure): the last heading, in page order, that has passed the reading
 * line; at the end of a page the reader has scrolled, the last one (a short last section never
 * reaches the line).
 */
export function currentSection(ids: readonly string[], reached: ReadonlySet<string>, atEnd = false): string | null {
  if (atEnd && ids.length > 0) return ids[ids.length - 1];
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

/** Empty elements at the start and the end of the page: seeing them tells the top and the bottom apart. */
export interface PageEnds {
  start: Element;
  end: Element;
}

/** Places the page-end markers in a document (an absolute one at the very top, an empty one last in the body). */
export function placePageEnds(doc: Document): PageEnds & { remove: () => void } {
  const start = doc.createElement('div');
  const end = doc.createElement('div');
  for (const marker of [start, end]) marker.setAttribute('aria-hidden', 'true');
  Object.assign(start.style, { position: 'absolute', top: '0', left: '0', width: '1px', height: '1px', pointerEvents: 'none' });
  doc.body.prepend(start);
  doc.body.append(end);
  return { start, end, remove: () => [start, end].forEach((marker) => marker.remove()) };
}

export interface ScrollSpyOptions {
  /** Where the reading line sits, as a share of the viewport's height from its top. */
  line?: number;
  /** Injected in tests; the browser's by default. */
  Observer?: typeof IntersectionObserver;
  /** Where hash changes and the reader's input are heard. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** The current hash (`location.hash`). */
  hash?: () => string;
  /** Markers of the page's top and bottom (see placePageEnds); without them the end of the page is not told apart. */
  ends?: PageEnds;
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
    ends,
  }: ScrollSpyOptions = {},
): () => void {
  const ids = headings.map((heading) => heading.id);
  if (!Observer || ids.length === 0) return () => {};
  const reached = new Set<string>();
  const seen = new Set<Element>();
  let pinned: string | null = null;
  let current: string | null | undefined;
  const publish = (id: string | null) => {
    if (id !== current) {
      current = id;
      onChange(id);
    }
  };
  // At the end: the bottom of the page is in view, and its top is not (a page that fits one screen is not scrolled).
  const atEnd = () => ends !== undefined && seen.has(ends.end) && !seen.has(ends.start);
  const update = () => {
    if (pinned === null) publish(currentSection(ids, reached, atEnd()));
  };
  const observer = new Observer(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) reached.add(entry.target.id);
        else reached.delete(entry.target.id);
      }
      update();
    },
    { rootMargin: `${ABOVE}px 0px -${Math.round((1 - line) * 100)}% 0px` },
  );
  headings.forEach((heading) => observer.observe(heading));
  const endsObserver = ends
    ? new Observer(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) seen.add(entry.target);
            else seen.delete(entry.target);
          }
          update();
        },
        // Fully scrolled, the bottom can still sit a fraction of a pixel below the viewport.
        { rootMargin: '0px 0px 16px 0px' },
      )
    : null;
  if (ends && endsObserver) [ends.start, ends.end].forEach((marker) => endsObserver.observe(marker));

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
    endsObserver?.disconnect();
    events?.removeEventListener('hashchange', pin);
    READER_INPUT.forEach((type) => events?.removeEventListener(type, release));
  };
}

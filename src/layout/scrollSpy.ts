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

/** How far the observed area reaches above the viewport: everything scrolled past counts as reached. */
const ABOVE = 1_000_000;

/** An empty element last in the body: in view, the reader is at the bottom of the page. Returns its removal. */
export function placePageEnd(doc: Document): { end: Element; remove: () => void } {
  const end = doc.createElement('div');
  end.setAttribute('aria-hidden', 'true');
  doc.body.append(end);
  return { end, remove: () => end.remove() };
}

export interface ScrollSpyOptions {
  /**
   * Where the reading line sits, as a share of the viewport's height from its top: high enough that
   * the heading after a short section is still below it when a jump brings a heading to the top (the
   * entry the reader clicked is the one marked), low enough to sit below where that jump lands.
   */
  line?: number;
  /** Injected in tests; the browser's by default. */
  Observer?: typeof IntersectionObserver;
  /** The marker of the page's bottom (see placePageEnd); without it the end of the page is not told apart. */
  end?: Element;
  /** Whether the page is scrolled at all (a page that fits one screen has its bottom in view from the start). */
  scrolled?: () => boolean;
}

/**
 * Watches the headings and calls `onChange` with the id of the section in view (null above the
 * first heading). A heading counts once its top has passed the reading line; at the bottom of a
 * scrolled page, the last one does. A jump to a heading (a contents entry, a heading link, a hash)
 * brings it to the top, past the line. Returns the function that stops watching.
 */
export function watchSections(
  headings: readonly Element[],
  onChange: (id: string | null) => void,
  {
    line = 0.2,
    Observer = typeof IntersectionObserver === 'undefined' ? undefined : IntersectionObserver,
    end,
    scrolled = () => window.scrollY > 0,
  }: ScrollSpyOptions = {},
): () => void {
  const ids = headings.map((heading) => heading.id);
  if (!Observer || ids.length === 0) return () => {};
  const reached = new Set<string>();
  let atBottom = false;
  let current: string | null | undefined;
  const update = () => {
    const id = currentSection(ids, reached, atBottom && scrolled());
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
      update();
    },
    // Everything above the line counts: the area reaches far above the viewport.
    { rootMargin: `${ABOVE}px 0px -${Math.round((1 - line) * 100)}% 0px` },
  );
  headings.forEach((heading) => observer.observe(heading));
  // Fully scrolled, the bottom can still sit a fraction of a pixel below the viewport.
  const bottom = end
    ? new Observer(
        (entries) => {
          atBottom = entries[entries.length - 1].isIntersecting;
          update();
        },
        { rootMargin: '0px 0px 16px 0px' },
      )
    : null;
  if (end) bottom?.observe(end);
  return () => {
    observer.disconnect();
    bottom?.disconnect();
  };
}

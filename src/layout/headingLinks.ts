/**
 * Heading links (`a.heading-link`, written into the HTML at build time): one listener on the
 * document copies the section's URL when one is clicked, and the browser follows the link as usual
 * (the hash changes, the heading scrolls into view below the app bar).
 */

const HEADING_LINK_SELECTOR = 'a.heading-link';
/** How long "Link copied" shows beside the link. */
export const LINK_COPIED_MS = 2000;

/** The address of a section: the page (with its query) and the link's hash, never an older hash (pure). */
export function sectionUrl(location: Pick<Location, 'origin' | 'pathname' | 'search'>, hash: string): string {
  return `${location.origin}${location.pathname}${location.search}${hash.startsWith('#') ? hash : `#${hash}`}`;
}

export interface HeadingLinkOptions {
  /** Copies the text (called within the click, as clipboards require); resolves true once copied. */
  copy: (text: string) => Promise<boolean>;
  /** The "Link copied" text, shown beside the link and announced. */
  copiedLabel: string;
  announce: (message: string) => void;
  location?: Pick<Location, 'origin' | 'pathname' | 'search'>;
  setTimer?: (callback: () => void, ms: number) => unknown;
}

/** Starts copying section URLs on heading-link clicks under `root`; returns the function that stops it. */
export function listenToHeadingLinks(
  root: Pick<Document, 'addEventListener' | 'removeEventListener'>,
  { copy, copiedLabel, announce, location: where = window.location, setTimer = setTimeout }: HeadingLinkOptions,
): () => void {
  const onClick = (event: Event) => {
    const mouse = event as MouseEvent;
    // A click that opens a tab or a window, or a handled one, is left to the browser.
    if (mouse.defaultPrevented || mouse.button !== 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey) return;
    const link = event.target instanceof Element ? event.target.closest(HEADING_LINK_SELECTOR) : null;
    const hash = link?.getAttribute('href');
    if (!link || !hash?.startsWith('#')) return;
    copy(sectionUrl(where, hash)).then((copied) => {
      if (!copied) return;
      link.setAttribute('data-copied', copiedLabel);
      announce(copiedLabel);
      setTimer(() => link.removeAttribute('data-copied'), LINK_COPIED_MS);
    });
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}

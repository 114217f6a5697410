import * as React from 'react';
import { styled } from '@mui/material/styles';
import { DRAWER_LIST_SELECTOR, NavList } from './NavList';
import { NavErrorBoundary } from './NavErrorBoundary';
import { usePage } from '../core/PageContext';
import { loadedSection, useHydrating, useNavSection, useSectionItems } from './useNavSection';
import { TOP_LEVEL_SECTION } from '../contracts/nav';
import { useTranslate } from '../i18n/I18nProvider';

const Scroller = styled('nav')({
  height: '100%',
  overflowY: 'auto',
  padding: '8px 12px 32px',
  overscrollBehavior: 'contain',
});

/** Scrolls a drawer (never the page itself) so that its link to the current page is in view. */
function revealActiveLink(container: HTMLElement | null) {
  const active = container?.querySelector<HTMLElement>('[aria-current="page"]');
  if (!container || !active) return;
  const top = active.getBoundingClientRect().top - container.getBoundingClientRect().top + container.scrollTop;
  if (top < container.scrollTop || top > container.scrollTop + container.clientHeight - 40) {
    container.scrollTop = top - container.clientHeight / 3;
  }
}

/**
 * The drawer in the page's HTML is scrolled as soon as the app's scripts run, before hydration, and
 * not again when hydration reaches it: by then the reader may have scrolled it to a link, and a
 * scroll back between press and release moved that link from under the pointer (the click was lost).
 */
const revealedBeforeHydration = new WeakSet<HTMLElement>();
if (typeof document !== 'undefined') {
  document.querySelectorAll<HTMLElement>('[data-nav-tree]').forEach((container) => {
    revealActiveLink(container);
    revealedBeforeHydration.add(container);
  });
}

/** The list the server rendered in the page's drawer, read once (the drawer hydrates once). */
let documentList: string | null | undefined;
function drawerListFromDocument(): string | null {
  if (documentList === undefined) documentList = typeof document === 'undefined' ? null : (document.querySelector(DRAWER_LIST_SELECTOR)?.innerHTML ?? null);
  return documentList;
}

/** Forgets the document's list (tests only). */
export function resetDrawerListForTests() {
  documentList = undefined;
}

/**
 * The drawer's entries: from the page data, or (an exported page, whose data leaves the drawer out,
 * src/export/navData.ts) from the top-level section file and the open product's, which the page
 * preloads and asks for before hydration (useNavSection.ts). Should they be late, the drawer hydrates
 * with the list the server rendered, kept as it is, and renders its entries in its place once both
 * are in: no flash, no shift, no mismatch. A product that cannot be read says so in its group (with a
 * retry); a top level that cannot be read leaves the drawer to its error boundary (a retry and the product roots).
 */
function DrawerList({ onNavigate, onSectionShown }: { onNavigate?: () => void; onSectionShown: () => void }) {
  const page = usePage();
  const hydrating = useHydrating();
  const top = useSectionItems(TOP_LEVEL_SECTION, page.nav);
  const open = page.nav ? undefined : top.items?.find((item) => item.section && page.activeChain.includes(item.pathname))?.section;
  const product = useNavSection(open, open !== undefined);
  const ready = top.items !== null && (open === undefined || product.status === 'ready' || loadedSection(open) !== undefined);
  const [documentHtml, setDocumentHtml] = React.useState(() => (!ready && hydrating ? drawerListFromDocument() : null));
  const [hydratedPathname] = React.useState(page.pathname);
  const failed = top.section.status === 'error' || product.status === 'error';
  // Once the entries can be rendered, or on another page, the server's list is never shown again.
  if (documentHtml !== null && (ready || failed || page.pathname !== hydratedPathname)) setDocumentHtml(null);
  if (!ready && !failed && documentHtml !== null && page.pathname === hydratedPathname) {
    return <NavList items={[]} activeChain={page.activeChain} activePathname={page.pathname} documentHtml={documentHtml} />;
  }
  if (!top.items && top.section.status === 'error') throw new Error('The top level of the navigation could not be loaded');
  if (!top.items) return null;
  return <NavList items={top.items} activeChain={page.activeChain} activePathname={page.pathname} onNavigate={onNavigate} onSectionShown={onSectionShown} />;
}

/** The scrollable `<nav>` of the drawer; brings the active link into view on every page. */
export function NavTree({ onNavigate }: { onNavigate?: () => void }) {
  const page = usePage();
  const t = useTranslate();
  const ref = React.useRef<HTMLElement>(null);
  // The page whose link was last brought into view (Strict Mode runs an effect twice).
  const revealedFor = React.useRef<string | null>(null);
  React.useEffect(() => {
    const container = ref.current;
    if (revealedFor.current === page.pathname) return;
    const hydrated = revealedFor.current === null && container !== null && revealedBeforeHydration.has(container);
    revealedFor.current = page.pathname;
    if (hydrated) return;
    // After the new page's first frame: measuring the link here would lay the whole new article out
    // before it is painted (a sixth of the main thread's time on a page change, by profile). Not
    // cancelled: Strict Mode's second run of the effect returns above.
    requestAnimationFrame(() => setTimeout(() => revealActiveLink(container), 0));
  }, [page.pathname]);
  const revealLater = React.useCallback(() => revealActiveLink(ref.current), []);
  return (
    <Scroller ref={ref} aria-label={t('nav.label')} data-nav-tree="">
      <NavErrorBoundary resetKey={page.pathname}>
        <DrawerList onNavigate={onNavigate} onSectionShown={revealLater} />
      </NavErrorBoundary>
    </Scroller>
  );
}

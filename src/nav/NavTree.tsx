import * as React from 'react';
import { styled } from '@mui/material/styles';
import { NavList } from './NavList';
import { NavErrorBoundary } from './NavErrorBoundary';
import { usePage } from '../core/PageContext';
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
    if (!hydrated) revealActiveLink(container);
  }, [page.pathname]);
  const revealLater = React.useCallback(() => revealActiveLink(ref.current), []);
  return (
    <Scroller ref={ref} aria-label={t('nav.label')} data-nav-tree="">
      <NavErrorBoundary resetKey={page.pathname}>
        <NavList
          items={page.nav}
          activeChain={page.activeChain}
          activePathname={page.pathname}
          onNavigate={onNavigate}
          onSectionShown={revealLater}
        />
      </NavErrorBoundary>
    </Scroller>
  );
}

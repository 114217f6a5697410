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

/** The scrollable `<nav>` of the drawer; brings the active link into view on every page. */
export function NavTree({ onNavigate }: { onNavigate?: () => void }) {
  const page = usePage();
  const t = useTranslate();
  const ref = React.useRef<HTMLElement>(null);
  React.useEffect(() => {
    // Scroll the drawer only, never the page itself.
    const container = ref.current;
    const active = container?.querySelector<HTMLElement>('[aria-current="page"]');
    if (container && active) {
      const top = active.getBoundingClientRect().top - container.getBoundingClientRect().top + container.scrollTop;
      if (top < container.scrollTop || top > container.scrollTop + container.clientHeight - 40) {
        container.scrollTop = top - container.clientHeight / 3;
      }
    }
  }, [page.pathname]);
  return (
    <Scroller ref={ref} aria-label={t('nav.label')}>
      <NavErrorBoundary resetKey={page.pathname}>
        <NavList items={page.nav} activeChain={page.activeChain} activePathname={page.pathname} onNavigate={onNavigate} />
      </NavErrorBoundary>
    </Scroller>
  );
}

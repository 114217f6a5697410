import * as React from 'react';
import Drawer from '@mui/material/Drawer';
import { styled } from '@mui/material/styles';
import { NavList } from './NavList';
import { usePage } from '../shell/PageContext';
import { HEADER_HEIGHT, NAV_DRAWER_WIDTH } from '../theme/theme';

const Scroller = styled('nav')({
  height: '100%',
  overflowY: 'auto',
  padding: '8px 12px 32px',
  overscrollBehavior: 'contain',
});

const Permanent = styled('div')(({ theme }) => ({
  display: 'none',
  [theme.breakpoints.up('lg')]: {
    display: 'block',
    position: 'fixed',
    top: HEADER_HEIGHT,
    bottom: 0,
    left: 0,
    width: NAV_DRAWER_WIDTH,
    borderRight: `1px solid ${(theme.vars ?? theme).palette.divider}`,
    backgroundColor: (theme.vars ?? theme).palette.background.default,
  },
}));

function DrawerContent({ onNavigate }: { onNavigate?: () => void }) {
  const page = usePage();
  const ref = React.useRef<HTMLElement>(null);
  React.useEffect(() => {
    // Bring the active link into view inside the drawer without scrolling the page itself.
    const container = ref.current;
    const active = container?.querySelector<HTMLElement>('[aria-current="page"]');
    if (container && active) {
      const top = active.offsetTop - container.offsetTop;
      if (top < container.scrollTop || top > container.scrollTop + container.clientHeight - 40) {
        container.scrollTop = top - container.clientHeight / 3;
      }
    }
  }, [page.pathname]);
  return (
    <Scroller ref={ref} aria-label="Main navigation">
      <NavList items={page.nav} activeChain={page.activeChain} activePathname={page.pathname} onNavigate={onNavigate} />
    </Scroller>
  );
}

/** Permanent drawer from the lg breakpoint; below it a temporary drawer mounted only while open. */
export function NavDrawer({ mobileOpen, onClose }: { mobileOpen: boolean; onClose: () => void }) {
  return (
    <React.Fragment>
      <Permanent>
        <DrawerContent />
      </Permanent>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onClose}
        sx={{ display: { lg: 'none' } }}
        slotProps={{ paper: { sx: { width: NAV_DRAWER_WIDTH, maxWidth: '85vw' } } }}
      >
        <DrawerContent onNavigate={onClose} />
      </Drawer>
    </React.Fragment>
  );
}

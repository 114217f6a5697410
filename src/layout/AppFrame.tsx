import * as React from 'react';
import { styled } from '@mui/material/styles';
import { useRouter } from 'next/router';
import { AppHeader } from './AppHeader';
import { SkipLink } from './SkipLink';
import { SettingsDrawer } from './SettingsDrawer';
import { NavDrawer } from '../nav/NavDrawer';
import { NAV_DRAWER_WIDTH } from '../theme/theme';

const Main = styled('main')(({ theme }) => ({
  minWidth: 0,
  [theme.breakpoints.up('lg')]: { marginLeft: NAV_DRAWER_WIDTH },
  '&:focus': { outline: 'none' },
}));

/** The shell around every docs page: skip link, app bar, navigation drawer and the main region. */
export function AppFrame({ children }: { children: React.ReactNode }) {
  const [navOpen, setNavOpen] = React.useState(false);
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const router = useRouter();
  React.useEffect(() => {
    const close = () => setNavOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);
  return (
    <React.Fragment>
      <SkipLink href="#main-content">Skip to content</SkipLink>
      <AppHeader onOpenNav={() => setNavOpen(true)} onOpenSettings={() => setSettingsOpen(true)} />
      <NavDrawer mobileOpen={navOpen} onClose={() => setNavOpen(false)} />
      <Main id="main-content" tabIndex={-1}>
        {children}
      </Main>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </React.Fragment>
  );
}

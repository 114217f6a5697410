import * as React from 'react';
import { styled } from '@mui/material/styles';
import { useRouter } from 'next/router';
import { AppHeader } from './AppHeader';
import { SkipLink } from './SkipLink';
import { NavDrawer, loadMobileNavDrawer } from '../nav/NavDrawer';
import { OnDemand } from '../core/OnDemand';
import { NAV_DRAWER_WIDTH } from '../theme/theme';
import { useTranslate } from '../i18n/I18nProvider';

const loadSettingsDrawer = () => import('./SettingsDrawer');
const SettingsDrawer = React.lazy(loadSettingsDrawer);

/** Warms the on-demand chunks when a pointer or focus reaches a header button. */
const preload = () => {
  loadSettingsDrawer();
  loadMobileNavDrawer();
};

const Main = styled('main')(({ theme }) => ({
  minWidth: 0,
  [theme.breakpoints.up('lg')]: { marginInlineStart: NAV_DRAWER_WIDTH },
  '&:focus': { outline: 'none' },
}));

/**
 * The shell around every docs page: skip link, app bar, navigation drawer and the main region.
 * It hydrates at low priority, in slices, inside `AppShell`'s Activity boundary. No boundary of its
 * own: the providers above update their context right after they mount (MUI's colour-scheme context,
 * the consent state), and an update reaching a boundary that is not hydrated yet forces that boundary
 * to hydrate at once, in one blocking task.
 */
export function AppFrame({ children }: { children: React.ReactNode }) {
  const [navOpen, setNavOpen] = React.useState(false);
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const [settingsUsed, setSettingsUsed] = React.useState(false);
  const router = useRouter();
  const t = useTranslate();
  React.useEffect(() => {
    const close = () => setNavOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);
  return (
    <React.Fragment>
      <SkipLink href="#main-content">{t('frame.skipToContent')}</SkipLink>
      <AppHeader
        onOpenNav={() => setNavOpen(true)}
        onOpenSettings={() => {
          setSettingsUsed(true);
          setSettingsOpen(true);
        }}
        onPreload={preload}
      />
      <NavDrawer mobileOpen={navOpen} onClose={() => setNavOpen(false)} />
      <Main id="main-content" tabIndex={-1}>
        {children}
      </Main>
      {settingsUsed ? (
        <OnDemand>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </OnDemand>
      ) : null}
    </React.Fragment>
  );
}

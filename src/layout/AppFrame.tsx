import * as React from 'react';
import { styled } from '@mui/material/styles';
import { useRouter } from 'next/router';
import { AppHeader } from './AppHeader';
import { SkipLink } from './SkipLink';
import { NavDrawer, loadMobileNavDrawer } from '../nav/NavDrawer';
import { OnDemand } from '../core/OnDemand';
import { NAV_DRAWER_WIDTH } from '../theme/theme';
import { useTranslate } from '../i18n/I18nProvider';
import { useClientLinks } from './useClientLinks';
import { HydrationStyles } from '../theme/DocsThemeProvider';
import { ConsentBar } from '../analytics/ConsentBar';

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
 * The shell around every docs page: skip link, app bar, navigation drawer, the consent prompt's bar
 * (first-time visitors only, above the page's column) and the main region.
 *
 * The drawer and the page each sit in a visible `Activity` boundary (inside the shell's, see AppShell):
 * React hydrates the header first and each boundary afterwards at low priority, in slices that yield
 * to the browser (selective hydration). A click on a boundary not hydrated yet hydrates it at once
 * and is replayed (checked on a throttled phone for the nav buttons and "Copy as Markdown"). Not
 * `Suspense`: the server streams a Suspense boundary larger than React's progressive chunk (12.8 KB)
 * out of line, hidden until an inline script reveals it up to 300 ms after the first paint, and never
 * without JavaScript; an Activity boundary is written in place.
 */
export function AppFrame({ children }: { children: React.ReactNode }) {
  const [navOpen, setNavOpen] = React.useState(false);
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const [settingsUsed, setSettingsUsed] = React.useState(false);
  const router = useRouter();
  const t = useTranslate();
  useClientLinks();
  React.useEffect(() => {
    const close = () => setNavOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);
  // Stable callbacks: a page change re-renders the frame (its children), not the memoised header and drawer.
  const openNav = React.useCallback(() => setNavOpen(true), []);
  const closeNav = React.useCallback(() => setNavOpen(false), []);
  const openSettings = React.useCallback(() => {
    setSettingsUsed(true);
    setSettingsOpen(true);
  }, []);
  // The same elements from render to render: React skips them (and their styles) on a page change.
  const skipLink = React.useMemo(() => <SkipLink href="#main-content">{t('frame.skipToContent')}</SkipLink>, [t]);
  const consentBar = React.useMemo(() => <ConsentBar />, []);
  return (
    <React.Fragment>
      {skipLink}
      <AppHeader onOpenNav={openNav} onOpenSettings={openSettings} onPreload={preload} />
      <React.Activity mode="visible" name="NavDrawer">
        <HydrationStyles>
          <NavDrawer mobileOpen={navOpen} onClose={closeNav} />
        </HydrationStyles>
      </React.Activity>
      {consentBar}
      <Main id="main-content" tabIndex={-1}>
        <React.Activity mode="visible" name="Page">
          <HydrationStyles>{children}</HydrationStyles>
        </React.Activity>
      </Main>
      {settingsUsed ? (
        <OnDemand>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </OnDemand>
      ) : null}
    </React.Fragment>
  );
}

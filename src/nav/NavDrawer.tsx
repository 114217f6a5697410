import * as React from 'react';
import { styled } from '@mui/material/styles';
import { NavTree } from './NavTree';
import { OnDemand } from '../core/OnDemand';
import { HEADER_HEIGHT, NAV_DRAWER_WIDTH } from '../theme/theme';

export const loadMobileNavDrawer = () => import('./MobileNavDrawer');
const MobileNavDrawer = React.lazy(loadMobileNavDrawer);

const Permanent = styled('div')(({ theme }) => ({
  display: 'none',
  [theme.breakpoints.up('lg')]: {
    display: 'block',
    position: 'fixed',
    top: HEADER_HEIGHT,
    bottom: 0,
    // Logical properties: the static HTML mirrors under dir="rtl" before any script runs.
    insetInlineStart: 0,
    width: NAV_DRAWER_WIDTH,
    borderInlineEnd: `1px solid ${(theme.vars ?? theme).palette.divider}`,
    backgroundColor: (theme.vars ?? theme).palette.background.default,
  },
}));

/**
 * Permanent drawer from the lg breakpoint (in the HTML); below it a temporary drawer whose code
 * loads the first time the menu button is used. Memoised: a page change re-renders the tree (it
 * follows the page), not its frame.
 */
export const NavDrawer = React.memo(function NavDrawer({ mobileOpen, onClose }: { mobileOpen: boolean; onClose: () => void }) {
  const [mobileUsed, setMobileUsed] = React.useState(false);
  React.useEffect(() => {
    if (mobileOpen) setMobileUsed(true);
  }, [mobileOpen]);
  return (
    <React.Fragment>
      <Permanent>
        <NavTree />
      </Permanent>
      {mobileUsed || mobileOpen ? (
        <OnDemand>
          <MobileNavDrawer open={mobileOpen} onClose={onClose} />
        </OnDemand>
      ) : null}
    </React.Fragment>
  );
});

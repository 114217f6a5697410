import Drawer from '@mui/material/Drawer';
import { NavTree } from './NavTree';
import { NAV_DRAWER_WIDTH } from '../theme/theme';

/** The temporary drawer used below the lg breakpoint (loaded on demand). */
export default function MobileNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{ display: { lg: 'none' } }}
      slotProps={{ paper: { sx: { width: NAV_DRAWER_WIDTH, maxWidth: '85vw' } } }}
    >
      <NavTree onNavigate={onClose} />
    </Drawer>
  );
}

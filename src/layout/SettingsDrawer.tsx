import * as React from 'react';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import CloseIcon from '@mui/icons-material/Close';
import { useColorScheme } from '@mui/material/styles';
import { useDirection, useSetDirection } from '../theme/DocsThemeProvider';
import { parseDirection, parseMode } from '../theme/preferences';

/** Reader settings (loaded on demand): colour mode and text direction. */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { mode, setMode } = useColorScheme();
  const direction = useDirection();
  const setDirection = useSetDirection();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 320, maxWidth: '90vw', p: 2 }, role: 'dialog', 'aria-labelledby': 'settings-title' } as object }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h2" variant="h6" id="settings-title">
          Settings
        </Typography>
        <IconButton aria-label="Close settings" onClick={onClose} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      </div>
      <Typography component="h3" variant="subtitle2" id="settings-mode" sx={{ mt: 3, mb: 1 }}>
        Mode
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        aria-labelledby="settings-mode"
        value={mode ?? null}
        onChange={(_event, value: unknown) => value && setMode(parseMode(value))}
      >
        <ToggleButton value="light">Light</ToggleButton>
        <ToggleButton value="system">System</ToggleButton>
        <ToggleButton value="dark">Dark</ToggleButton>
      </ToggleButtonGroup>
      <Typography component="h3" variant="subtitle2" id="settings-direction" sx={{ mt: 3, mb: 1 }}>
        Direction
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        aria-labelledby="settings-direction"
        value={direction}
        onChange={(_event, value: unknown) => value && setDirection(parseDirection(value))}
      >
        <ToggleButton value="ltr">Left-to-right</ToggleButton>
        <ToggleButton value="rtl">Right-to-left</ToggleButton>
      </ToggleButtonGroup>
    </Drawer>
  );
}

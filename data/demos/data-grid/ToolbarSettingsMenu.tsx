import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import SettingsIcon from '@mui/icons-material/Settings';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  type GridColDef,
  type GridDensity,
  type GridSlotProps,
} from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('total'),
];

interface OrdersAppearance {
  density: GridDensity;
  showCellVerticalBorder: boolean;
  showColumnVerticalBorder: boolean;
}

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    /** Toolbar page, settings recipe: the appearance the menu edits, owned by the page. */
    appearance?: OrdersAppearance;
    onAppearanceChange?: (appearance: OrdersAppearance) => void;
  }
}

const densities: { value: GridDensity; label: string }[] = [
  { value: 'compact', label: 'Compact' },
  { value: 'standard', label: 'Standard' },
  { value: 'comfortable', label: 'Comfortable' },
];

function SettingsToolbar({ appearance, onAppearanceChange }: GridSlotProps['toolbar']) {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  if (!appearance || !onAppearanceChange) return null;
  // preview-start
  const update = (change: Partial<OrdersAppearance>) => onAppearanceChange({ ...appearance, ...change });
  // preview-end

  return (
    <Toolbar>
      <Typography fontWeight="medium" sx={{ flex: 1, mx: 0.5 }}>
        Orders
      </Typography>
      <Tooltip title="Appearance">
        <ToolbarButton aria-label="Appearance" aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
          <SettingsIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <ListSubheader sx={{ lineHeight: '32px' }}>Density</ListSubheader>
        {/* preview-start */}
        {densities.map(({ value, label }) => (
          <MenuItem key={value} onClick={() => update({ density: value })}>
            <ListItemIcon>{appearance.density === value ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
        {/* preview-end */}
        <Divider />
        <MenuItem onClick={() => update({ showCellVerticalBorder: !appearance.showCellVerticalBorder })}>
          <ListItemIcon>{appearance.showCellVerticalBorder ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>Cell borders</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => update({ showColumnVerticalBorder: !appearance.showColumnVerticalBorder })}>
          <ListItemIcon>{appearance.showColumnVerticalBorder ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>Header borders</ListItemText>
        </MenuItem>
      </Menu>
    </Toolbar>
  );
}

export default function ToolbarSettingsMenu() {
  const [appearance, setAppearance] = React.useState<OrdersAppearance>({
    density: 'standard',
    showCellVerticalBorder: false,
    showColumnVerticalBorder: false,
  });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={storeOrders}
        columns={columns}
        density={appearance.density}
        showCellVerticalBorder={appearance.showCellVerticalBorder}
        showColumnVerticalBorder={appearance.showColumnVerticalBorder}
        slots={{ toolbar: SettingsToolbar }}
        slotProps={{ toolbar: { appearance, onAppearanceChange: setAppearance } }}
        showToolbar
      />
      {/* preview-end */}
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import TuneIcon from '@mui/icons-material/Tune';
import ViewWeekOutlinedIcon from '@mui/icons-material/ViewWeekOutlined';
import { DataGrid, type DataGridProps, type GridColDef } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('region'),
  orderColumn('total'),
];

interface SlotIconProps {
  className?: string;
  fontSize?: SvgIconProps['fontSize'];
}

// preview-start
// An icon slot receives a class name and a font size: pass them on to the icon.
function withSlotProps(Icon: React.ComponentType<SvgIconProps>) {
  return function SlotIcon({ className, fontSize }: SlotIconProps) {
    return <Icon className={className} fontSize={fontSize} />;
  };
}

const outlinedIcons: DataGridProps['slots'] = {
  columnSortedAscendingIcon: withSlotProps(KeyboardArrowUpIcon),
  columnSortedDescendingIcon: withSlotProps(KeyboardArrowDownIcon),
  columnMenuIcon: withSlotProps(MoreHorizIcon),
  columnFilteredIcon: withSlotProps(FilterAltOutlinedIcon),
  openFilterButtonIcon: withSlotProps(TuneIcon),
  columnSelectorIcon: withSlotProps(ViewWeekOutlinedIcon),
  exportIcon: withSlotProps(FileDownloadOutlinedIcon),
};
// preview-end

export default function ComponentsIcons() {
  const [iconSet, setIconSet] = React.useState<'default' | 'outlined'>('outlined');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ height: 32, mb: 1, alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={iconSet}
          onChange={(_event, next: 'default' | 'outlined' | null) => next && setIconSet(next)}
          sx={{ height: 32 }}
        >
          <ToggleButton value="default">Default icons</ToggleButton>
          <ToggleButton value="outlined">Custom icons</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGrid
          rows={storeOrders}
          columns={columns}
          showToolbar
          slots={iconSet === 'outlined' ? outlinedIcons : undefined}
          initialState={{
            sorting: { sortModel: [{ field: 'total', sort: 'desc' }] },
            filter: { filterModel: { items: [{ field: 'region', operator: 'equals', value: 'Europe' }] } },
          }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}

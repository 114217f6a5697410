import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = (['orderNumber', 'date', 'customer', 'city', 'quantity', 'total'] as const).map((field) =>
  orderColumn(field),
);

const columnGroupingModel: GridColumnGroupingModel = [
  { groupId: 'order', headerName: 'Order', children: [{ field: 'orderNumber' }, { field: 'date' }] },
  { groupId: 'buyer', headerName: 'Buyer', children: [{ field: 'customer' }, { field: 'city' }] },
  { groupId: 'amount', headerName: 'Amount', children: [{ field: 'quantity' }, { field: 'total' }] },
];

export default function ColumnGroupsHeaderHeight() {
  const [groupHeight, setGroupHeight] = React.useState(36);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ height: 40, mb: 1, alignItems: 'center', maxWidth: 460 }}>
        <Typography variant="body2" id="group-height-label" noWrap>
          columnGroupHeaderHeight
        </Typography>
        <Slider
          size="small"
          min={28}
          max={56}
          step={4}
          value={groupHeight}
          onChange={(_event, value) => setGroupHeight(value as number)}
          aria-labelledby="group-height-label"
          valueLabelDisplay="auto"
        />
      </Stack>
      <Box sx={{ height: 340 }}>
        {/* preview-start */}
        <DataGrid
          rows={storeOrders}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          // Column headers keep the default 56 px; only the group row changes.
          columnGroupHeaderHeight={groupHeight}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}

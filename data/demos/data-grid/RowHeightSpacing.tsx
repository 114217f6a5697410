import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, gridClasses, type GridColDef, type GridRowSpacingParams } from '@mui/x-data-grid';
import { orders, type Order } from './data/orders';

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
];

// preview-start
// 8 px between rows: 4 above and 4 below each, none at the very top and bottom.
const getRowSpacing = ({ isFirstVisible, isLastVisible }: GridRowSpacingParams) => ({
  top: isFirstVisible ? 0 : 4,
  bottom: isLastVisible ? 0 : 4,
});
// preview-end

export default function RowHeightSpacing() {
  const [type, setType] = React.useState<'margin' | 'border'>('margin');

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={type}
        onChange={(_event, value: 'margin' | 'border' | null) => value && setType(value)}
        aria-label="rowSpacingType"
      >
        <ToggleButton value="margin">rowSpacingType="margin"</ToggleButton>
        <ToggleButton value="border">rowSpacingType="border"</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid
          rows={orders}
          columns={columns}
          getRowSpacing={getRowSpacing}
          rowSpacingType={type}
          density="compact"
          hideFooter
          sx={{
            // Margins show the grid's background: a tint behind rows of the paper color.
            backgroundColor: 'action.hover',
            // Borders are drawn in the row's border style and color: set them.
            [`& .${gridClasses.row}`]: {
              backgroundColor: 'background.paper',
              ...(type === 'border' && { borderTopStyle: 'solid', borderBottomStyle: 'solid', borderColor: 'primary.light' }),
            },
          }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}

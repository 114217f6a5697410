import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('region'),
  orderColumn('customer'),
  orderColumn('orderNumber'),
  orderColumn('product'),
  orderColumn('total'),
];

export default function RowGroupingRecipeRowClick() {
  const apiRef = useGridApiRef();

  // preview-start
  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    const node = apiRef.current?.getRowNode(params.id);
    // Leaves and footers have no children to show.
    if (node?.type === 'group') {
      apiRef.current?.setRowChildrenExpansion(params.id, !node.childrenExpanded);
    }
  };
  // preview-end

  return (
    <Box sx={{ height: 400, '& .MuiDataGrid-row': { cursor: 'pointer' } }}>
      {/* preview-start */}
      <DataGridPremium
        apiRef={apiRef}
        rows={storeOrders}
        columns={columns}
        onRowClick={handleRowClick}
        initialState={{
          rowGrouping: { model: ['region', 'customer'] },
          columns: { columnVisibilityModel: { region: false, customer: false } },
        }}
      />
      {/* preview-end */}
    </Box>
  );
}

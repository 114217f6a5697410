import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('region'),
  orderColumn('salesRep'),
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('total'),
];

// preview-start
// Called once per grouping column, with the fields that column groups by.
const groupingColDef: DataGridPremiumProps['groupingColDef'] = ({ fields }) => {
  if (fields.includes('region')) {
    return { headerName: 'Region', width: 190 };
  }
  if (fields.includes('salesRep')) {
    // The innermost grouping column also shows the orders themselves.
    return { headerName: 'Account manager / order', width: 240, leafField: 'orderNumber' };
  }
  return undefined;
};
// preview-end

export default function RowGroupingColDefCallback() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGridPremium
        rows={storeOrders}
        columns={columns}
        rowGroupingColumnMode="multiple"
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={2}
        initialState={{
          rowGrouping: { model: ['region', 'salesRep'] },
          columns: { columnVisibilityModel: { region: false, salesRep: false, orderNumber: false } },
        }}
      />
      {/* preview-end */}
    </Box>
  );
}

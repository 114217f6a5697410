import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridColDef,
  type GridExcelExportOptions,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('quantity'),
  orderColumn('total'),
];

// preview-start
const excelOptions: GridExcelExportOptions = {
  fileName: 'store-orders',
  // Excel formats of the cells, by field: dates and money stay real dates and numbers.
  columnsStyles: {
    date: { numFmt: 'yyyy-mm-dd' },
    total: { numFmt: '"$"#,##0.00' },
  },
  // Runs before the grid writes its rows: add a title above the table.
  exceljsPreProcess: async ({ worksheet }) => {
    worksheet.addRow(['Store orders, January 2024 to June 2025']).font = { bold: true, size: 14 };
    worksheet.addRow([]);
  },
  // Runs after: freeze the header row.
  exceljsPostProcess: async ({ worksheet }) => {
    worksheet.views = [{ state: 'frozen', ySplit: 3 }];
  },
};
// preview-end

export default function ExportExcelGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGridPremium rows={storeOrders} columns={columns} showToolbar slotProps={{ toolbar: { excelOptions } }} />
      {/* preview-end */}
    </Box>
  );
}

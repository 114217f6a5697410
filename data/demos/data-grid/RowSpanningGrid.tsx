import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface OrderLine {
  id: number;
  order: string;
  customer: string;
  product: string;
  quantity: number;
  unitPrice: number;
}

const lines: OrderLine[] = [
  { id: 1, order: 'SO-10412', customer: 'Café Lumière', product: 'Burr grinder G2', quantity: 2, unitPrice: 249 },
  { id: 2, order: 'SO-10412', customer: 'Café Lumière', product: 'Tamper 58 mm', quantity: 2, unitPrice: 39 },
  { id: 3, order: 'SO-10412', customer: 'Café Lumière', product: 'Milk jug 600 ml', quantity: 4, unitPrice: 24 },
  { id: 4, order: 'SO-10413', customer: 'Nordic Brew Co.', product: 'Espresso machine Duo', quantity: 1, unitPrice: 1890 },
  { id: 5, order: 'SO-10414', customer: 'Café Lumière', product: 'Paper filters (box of 500)', quantity: 6, unitPrice: 18 },
  { id: 6, order: 'SO-10414', customer: 'Café Lumière', product: 'Descaler (12 sachets)', quantity: 6, unitPrice: 22 },
  { id: 7, order: 'SO-10415', customer: 'Espresso Vivo', product: 'Gooseneck kettle', quantity: 3, unitPrice: 69 },
  { id: 8, order: 'SO-10415', customer: 'Espresso Vivo', product: 'Digital scale', quantity: 3, unitPrice: 55 },
];

// preview-start
const columns: GridColDef<OrderLine>[] = [
  { field: 'order', headerName: 'Order', width: 110 },
  {
    field: 'customer',
    headerName: 'Customer',
    width: 160,
    // Merge only within one order: two orders of the same customer stay apart.
    rowSpanValueGetter: (value, row) => `${row.order}-${value}`,
  },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 200 },
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 70,
    // Equal quantities are a coincidence, not one value: never merge them.
    rowSpanValueGetter: () => null,
  },
  { field: 'unitPrice', headerName: 'Unit price (EUR)', type: 'number', width: 140 },
];
// preview-end

export default function RowSpanningGrid() {
  const [spanning, setSpanning] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={spanning} onChange={(event) => setSpanning(event.target.checked)} />}
        label="Row spanning"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={lines}
          columns={columns}
          rowSpanning={spanning}
          showCellVerticalBorder
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGridPro, gridClasses, type GridColDef, type GridPinnedRowsProp } from '@mui/x-data-grid-pro';

interface Store {
  id: number | string;
  store: string;
  visitors: number;
  sales: number;
}

const storeNames = ['Amsterdam', 'Antwerp', 'Barcelona', 'Bologna', 'Bordeaux', 'Bristol', 'Cologne', 'Copenhagen', 'Dublin', 'Edinburgh', 'Gdańsk', 'Geneva', 'Gothenburg', 'Graz', 'Hamburg', 'Lille', 'Lisbon', 'Ljubljana', 'Lyon', 'Malmö', 'Marseille', 'Munich', 'Nantes', 'Oslo', 'Porto', 'Prague', 'Seville', 'Tallinn', 'Turin', 'Valencia'];

const rows: Store[] = storeNames.map((store, index) => ({
  id: index + 1,
  store,
  visitors: 4200 + ((index * 1373) % 5200),
  sales: 61000 + ((index * 7919) % 48000),
}));

// preview-start
// Pinned rows are row objects like the others, passed apart from `rows`.
const pinnedRows: GridPinnedRowsProp<Store> = {
  top: [{ id: 'target', store: 'Monthly target (per store)', visitors: 6000, sales: 85000 }],
  bottom: [
    {
      id: 'total',
      store: `Total, ${rows.length} stores`,
      visitors: rows.reduce((sum, row) => sum + row.visitors, 0),
      sales: rows.reduce((sum, row) => sum + row.sales, 0),
    },
  ],
};
// preview-end

const columns: GridColDef<Store>[] = [
  { field: 'store', headerName: 'Store', flex: 1, minWidth: 200 },
  { field: 'visitors', headerName: 'Visitors', type: 'number', width: 130 },
  { field: 'sales', headerName: 'Sales (€)', type: 'number', width: 150 },
];

export default function RowPinningBasic() {
  return (
    <Box
      sx={(theme) => ({
        height: 400,
        width: '100%',
        [`& .${gridClasses['pinnedRows--top']}`]: { color: 'text.secondary', fontStyle: 'italic' },
        [`& .${gridClasses['pinnedRows--bottom']}`]: { fontWeight: 700, backgroundColor: alpha(theme.palette.primary.main, 0.08) },
      })}
    >
      {/* preview-start */}
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
      {/* preview-end */}
    </Box>
  );
}

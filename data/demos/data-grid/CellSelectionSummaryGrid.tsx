import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridCellSelectionModel, type GridColDef } from '@mui/x-data-grid-premium';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

interface StoreSales {
  id: string;
  store: string;
  [month: string]: string | number;
}

const stores: StoreSales[] = [
  { id: 'ams', store: 'Amsterdam', Jan: 41200, Feb: 38900, Mar: 44750, Apr: 46100, May: 48320, Jun: 51040 },
  { id: 'ber', store: 'Berlin', Jan: 52310, Feb: 49870, Mar: 55200, Apr: 57480, May: 56900, Jun: 60120 },
  { id: 'lis', store: 'Lisbon', Jan: 28760, Feb: 30110, Mar: 33240, Apr: 36890, May: 41220, Jun: 45600 },
  { id: 'lyo', store: 'Lyon', Jan: 33050, Feb: 31480, Mar: 35990, Apr: 34720, May: 37310, Jun: 39880 },
  { id: 'osl', store: 'Oslo', Jan: 26400, Feb: 25150, Mar: 27930, Apr: 29360, May: 32400, Jun: 35710 },
  { id: 'vie', store: 'Vienna', Jan: 38120, Feb: 36770, Mar: 40310, Apr: 42050, May: 43990, Jun: 46280 },
];

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

const columns: GridColDef<StoreSales>[] = [
  { field: 'store', headerName: 'Store', width: 120 },
  ...months.map<GridColDef<StoreSales>>((month) => ({
    field: month,
    headerName: month,
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => euro.format(value),
  })),
];

export default function CellSelectionSummaryGrid() {
  // preview-start
  const [cellSelectionModel, setCellSelectionModel] = React.useState<GridCellSelectionModel>({
    ber: { Apr: true, May: true, Jun: true },
    lis: { Apr: true, May: true, Jun: true },
  });

  const summary = React.useMemo(() => {
    const values: number[] = [];
    Object.entries(cellSelectionModel).forEach(([id, fields]) => {
      const row = stores.find((store) => store.id === id);
      Object.entries(fields).forEach(([field, selected]) => {
        if (selected && row && typeof row[field] === 'number') values.push(row[field] as number);
      });
    });
    const sum = values.reduce((total, value) => total + value, 0);
    return { count: values.length, sum, average: values.length ? sum / values.length : 0 };
  }, [cellSelectionModel]);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1, minHeight: 20 }} aria-live="polite">
        {summary.count > 0
          ? `${summary.count} cells · sum ${euro.format(summary.sum)} · average ${euro.format(summary.average)}`
          : 'Drag across cells, or click one and Shift + click another.'}
      </Typography>
      <Box sx={{ height: 350 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={stores}
          columns={columns}
          cellSelection
          cellSelectionModel={cellSelectionModel}
          onCellSelectionModelChange={setCellSelectionModel}
          disableRowSelectionOnClick
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}

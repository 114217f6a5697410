import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';
import { makeOrders, type Order } from './data/orders';

// 10,000 orders: generated once, with a fixed seed.
const rows = makeOrders(10_000, 5);

const weeks = Array.from({ length: 26 }, (_, index) => index + 1);

// preview-start
const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'product', headerName: 'Product', width: 190 },
  { field: 'total', headerName: 'Total (EUR)', type: 'number', width: 110 },
  // 26 more columns, computed from the row: enough to need horizontal scrolling.
  ...weeks.map<GridColDef<Order>>((week) => ({
    field: `week${week}`,
    headerName: `Week ${week}`,
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => (Number(row.id.slice(3)) * week) % 97,
  })),
];
// preview-end

export default function VirtualizationGrid() {
  const apiRef = useGridApiRef();
  const [rendered, setRendered] = React.useState({ rows: 0, cells: 0 });

  // Counts what is really in the page, after each scroll.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    const count = () => {
      const root = api.rootElementRef.current;
      if (root) {
        setRendered({
          rows: root.querySelectorAll('[role="row"][data-rowindex]').length,
          cells: root.querySelectorAll('[role="gridcell"]').length,
        });
      }
    };
    const frame = window.requestAnimationFrame(count);
    const unsubscribe = api.subscribeEvent('scrollPositionChange', () => window.requestAnimationFrame(count));
    return () => {
      window.cancelAnimationFrame(frame);
      unsubscribe();
    };
  }, [apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1, minHeight: 20 }} aria-live="off">
        {rows.length.toLocaleString('en-US')} rows × {columns.length} columns, {rendered.rows} rows and {rendered.cells} cells in
        the page
      </Typography>
      <Box sx={{ height: 400 }}>
        {/* preview-start */}
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} rowHeight={40} />
        {/* preview-end */}
      </Box>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('region'),
  orderColumn('product'),
  orderColumn('total'),
];

const orders = storeOrders.slice(0, 36);

export default function ExportRowsSelected() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('');

  // preview-start
  // What "Download as CSV" would write right now, read with the same default rule.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    const describe = () => {
      const lines = api.getDataAsCsv({ fields: ['orderNumber'] }).split('\r\n').slice(1);
      const selected = api.getSelectedRows().size;
      const shown = lines.slice(0, 4).join(', ') + (lines.length > 4 ? ', …' : '');
      setSummary(
        `${selected > 0 ? `${selected} selected` : 'No row selected'}: the export holds ${lines.length} ${lines.length === 1 ? 'row' : 'rows'} (${shown || 'none'})`,
      );
    };
    describe();
    const unsubscribers = [
      api.subscribeEvent('rowSelectionChange', describe),
      api.subscribeEvent('filteredRowsSet', describe),
      api.subscribeEvent('sortedRowsSet', describe),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [apiRef]);
  // preview-end

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid
          apiRef={apiRef}
          rows={orders}
          columns={columns}
          checkboxSelection
          showToolbar
          density="compact"
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
        />
        {/* preview-end */}
      </Box>
      <Typography
        variant="body2"
        aria-live="polite"
        sx={{ height: 40, mt: 1, px: 1, display: 'flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
      >
        {summary}
      </Typography>
    </Box>
  );
}

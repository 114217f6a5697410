import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = (['orderNumber', 'date', 'customer', 'region', 'product', 'total'] as const).map((field) =>
  orderColumn(field),
);

export default function ColumnOrderingEvents() {
  const apiRef = useGridApiRef();
  const [disableColumnReorder, setDisableColumnReorder] = React.useState(false);
  const [log, setLog] = React.useState<string[]>([]);

  // preview-start
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    const add = (line: string) => setLog((current) => [line, ...current].slice(0, 3));
    const unsubscribes = [
      api.subscribeEvent('columnHeaderDragStart', (params) => add(`columnHeaderDragStart: ${params.field}`)),
      api.subscribeEvent('columnHeaderDragEnd', (params) => add(`columnHeaderDragEnd: ${params.field}`)),
      api.subscribeEvent('columnOrderChange', (params) => add(`columnOrderChange: ${params.column.field} → ${params.targetIndex}`)),
    ];
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [apiRef]);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ height: 40, alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={disableColumnReorder} onChange={(event) => setDisableColumnReorder(event.target.checked)} />}
          label="disableColumnReorder"
        />
      </Stack>
      <Box sx={{ height: 60, mb: 1, overflow: 'hidden' }}>
        {(log.length ? log : ['Drag a header to another place.']).map((line, index) => (
          <Typography key={`${index}-${line}`} variant="body2" sx={{ fontFamily: 'monospace', lineHeight: '20px' }} noWrap>
            {line}
          </Typography>
        ))}
      </Box>
      <Box sx={{ height: 320 }}>
        {/* preview-start */}
        <DataGridPro apiRef={apiRef} rows={storeOrders} columns={columns} disableColumnReorder={disableColumnReorder} />
        {/* preview-end */}
      </Box>
    </Box>
  );
}

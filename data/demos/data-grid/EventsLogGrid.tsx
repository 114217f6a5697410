import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridCellParams,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('total'),
  { ...orderColumn('status'), editable: true },
];

export default function EventsLogGrid() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<string[]>([]);
  const add = React.useCallback((line: string) => setLog((previous) => [line, ...previous].slice(0, 4)), []);

  // preview-start
  // Any event, through the API object: the effect's cleanup unsubscribes.
  React.useEffect(() => {
    const handler: GridEventListener<'columnWidthChange'> = ({ colDef, width }) => add(`${colDef.headerName} resized to ${width} px`);
    return apiRef.current?.subscribeEvent('columnWidthChange', handler);
  }, [apiRef, add]);

  // Common events have props. Setting `defaultMuiPrevented` cancels the grid's own reaction:
  // here, a double click does not start editing the status.
  const handleCellDoubleClick = (params: GridCellParams, event: { defaultMuiPrevented?: boolean }) => {
    if (params.field === 'status') {
      event.defaultMuiPrevented = true;
      add('Double click on a status: editing prevented (press Enter to edit)');
    }
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        {/* preview-start */}
        <DataGrid
          apiRef={apiRef}
          rows={storeOrders}
          columns={columns}
          onRowClick={(params) => add(`Row ${(params.row as StoreOrder).orderNumber} clicked`)}
          onSortModelChange={(model) => add(`Sort model: ${model.map((item) => `${item.field} ${item.sort}`).join(', ') || 'none'}`)}
          onCellDoubleClick={handleCellDoubleClick}
          density="compact"
        />
        {/* preview-end */}
      </Box>
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 3, height: 96, overflow: 'hidden' }}>
        {log.length === 0 ? (
          <Typography component="li" variant="body2" color="text.secondary">
            Click a row, sort, resize a column, double-click a status.
          </Typography>
        ) : (
          log.map((line, index) => (
            <Typography component="li" variant="body2" key={`${index}-${line}`}>
              {line}
            </Typography>
          ))
        )}
      </Box>
    </Box>
  );
}

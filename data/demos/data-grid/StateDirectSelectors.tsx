import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  gridFilteredRowCountSelector,
  gridPaginationModelSelector,
  gridSortModelSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [orderColumn('orderNumber'), orderColumn('customer'), orderColumn('channel'), orderColumn('total')];

export default function StateDirectSelectors() {
  const apiRef = useGridApiRef();
  const [report, setReport] = React.useState('Sort, filter, page or hide columns, then read the state.');

  // preview-start
  // In an event handler, the state exists: call each selector with the apiRef.
  const readState = () => {
    const { page, pageSize } = gridPaginationModelSelector(apiRef);
    const sort = gridSortModelSelector(apiRef).map((item) => `${item.field} ${item.sort}`);
    setReport(
      [
        `page ${page + 1}, ${pageSize} rows per page`,
        `${gridFilteredRowCountSelector(apiRef)} rows pass the filters`,
        `sorted by ${sort.join(', ') || 'nothing'}`,
        `visible columns: ${gridVisibleColumnFieldsSelector(apiRef).join(', ')}`,
      ].join('\n'),
    );
  };
  // preview-end

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={readState}>
          Read the state
        </Button>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={storeOrders}
          columns={columns}
          showToolbar
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25, 50]}
        />
      </Box>
      <Box
        component="pre"
        aria-live="polite"
        tabIndex={0}
        sx={{ height: 88, boxSizing: 'border-box', m: 0, mt: 1, p: 1, fontSize: 12, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'auto' }}
      >
        {report}
      </Box>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridPageCountSelector,
  gridPaginationModelSelector,
  gridPaginationRowRangeSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import { cities, type City } from './data/cities';

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 130 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'population', headerName: 'Population', type: 'number', width: 130 },
];

export default function PaginationApiButtons() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = React.useState('');

  // preview-start
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    // Read the pagination state with selectors whenever the model changes.
    const describe = () => {
      const { page, pageSize } = gridPaginationModelSelector(apiRef);
      const range = gridPaginationRowRangeSelector(apiRef);
      const rows = range ? `rows ${range.firstRowIndex + 1} to ${range.lastRowIndex + 1}` : 'no rows';
      setStatus(`Page ${page + 1} of ${gridPageCountSelector(apiRef)}, ${pageSize} per page: ${rows}`);
    };
    describe();
    return api.subscribeEvent('paginationModelChange', describe);
  }, [apiRef]);
  // preview-end

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={1} sx={{ height: 40, alignItems: 'center' }}>
        {/* preview-start */}
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPage(0)}>
          First page
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPage(gridPageCountSelector(apiRef) - 1)}>
          Last page
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPageSize(10)}>
          10 per page
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPaginationModel({ page: 1, pageSize: 5 })}>
          Page 2 of 5-row pages
        </Button>
        {/* preview-end */}
      </Stack>
      <Typography variant="body2" aria-live="polite" sx={{ height: 28, lineHeight: '28px' }}>
        {status}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={cities}
          columns={columns}
          density="compact"
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
        />
      </Box>
    </Box>
  );
}

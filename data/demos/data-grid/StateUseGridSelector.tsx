import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  Toolbar,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { cities, type City } from './data/cities';

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 130 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'population', headerName: 'Population', type: 'number', width: 130 },
];

// preview-start
/** A toolbar that re-renders when the page or the page count changes, and only then. */
function PagerToolbar() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);

  return (
    <Toolbar>
      <Button size="small" disabled={page === 0} onClick={() => apiRef.current.setPage(page - 1)}>
        Previous
      </Button>
      <Typography variant="body2" sx={{ mx: 1 }}>
        Page {page + 1} of {pageCount}
      </Typography>
      <Button size="small" disabled={page >= pageCount - 1} onClick={() => apiRef.current.setPage(page + 1)}>
        Next
      </Button>
    </Toolbar>
  );
}
// preview-end

export default function StateUseGridSelector() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={cities}
        columns={columns}
        slots={{ toolbar: PagerToolbar }}
        showToolbar
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
        density="compact"
      />
      {/* preview-end */}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridSortedRowEntriesSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { cities, type City } from './data/cities';

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 130 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'meanTemperature', headerName: 'Mean temp. (°C)', type: 'number', width: 150 },
  { field: 'elevation', headerName: 'Elevation (m)', type: 'number', width: 130 },
];

// preview-start
function SortSummaryFooter() {
  const apiRef = useGridApiContext();
  // Each selector re-renders this footer only when its own result changes.
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const sortedRows = useGridSelector(apiRef, gridSortedRowEntriesSelector);
  const [sort] = sortModel;
  const first = sortedRows[0]?.model as City | undefined;

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        {sort ? `Sorted by ${sort.field} (${sort.sort}); first row: ${first?.city}` : 'Not sorted: rows in the order they were given'}
      </Typography>
    </GridFooterContainer>
  );
}
// preview-end

export default function SortingSelectorsFooter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGrid rows={cities} columns={columns} slots={{ footer: SortSummaryFooter }} />
      {/* preview-end */}
    </Box>
  );
}

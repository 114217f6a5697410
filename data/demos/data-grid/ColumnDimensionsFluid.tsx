import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridColumnDefinitionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

// preview-start
const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'name', headerName: 'Name', flex: 2, minWidth: 150 },
  { field: 'role', headerName: 'Role', flex: 1 },
  { field: 'office', headerName: 'Office', flex: 1, maxWidth: 130 },
];
// preview-end

/** The width the grid computed for each column, updated as the container changes. */
function ComputedWidthsFooter() {
  const apiRef = useGridApiContext();
  const definitions = useGridSelector(apiRef, gridColumnDefinitionsSelector);
  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2" noWrap sx={{ fontFamily: 'monospace' }}>
        {definitions.map((column) => `${column.headerName} ${Math.round(column.computedWidth)}`).join(' · ')}
      </Typography>
    </GridFooterContainer>
  );
}

export default function ColumnDimensionsFluid() {
  const [containerWidth, setContainerWidth] = React.useState(100);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ height: 40, mb: 1, alignItems: 'center', maxWidth: 420 }}>
        <Typography variant="body2" id="fluid-width-label" noWrap>
          Grid width
        </Typography>
        <Slider
          size="small"
          min={40}
          max={100}
          step={5}
          value={containerWidth}
          onChange={(_event, value) => setContainerWidth(value as number)}
          aria-labelledby="fluid-width-label"
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => `${value} %`}
        />
      </Stack>
      <Box sx={{ height: 320, width: `${containerWidth}%` }}>
        <DataGrid rows={employees} columns={columns} slots={{ footer: ComputedWidthsFooter }} />
      </Box>
    </Box>
  );
}

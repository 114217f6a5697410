import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { cities, type City } from './data/cities';

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', width: 160 },
  { field: 'population', headerName: 'Population', type: 'number', width: 130 },
  { field: 'area', headerName: 'Area (km²)', type: 'number', width: 120 },
];

export default function RowHeightFixedGrid() {
  const [rowHeight, setRowHeight] = React.useState(36);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 1 }}>
        <Typography variant="body2" id="row-height-label" sx={{ whiteSpace: 'nowrap' }}>
          rowHeight: {rowHeight} px
        </Typography>
        <Slider
          aria-labelledby="row-height-label"
          value={rowHeight}
          min={24}
          max={72}
          step={4}
          marks
          onChange={(_event, value) => setRowHeight(value as number)}
          sx={{ maxWidth: 320 }}
        />
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid rows={cities} columns={columns} rowHeight={rowHeight} hideFooter />
        {/* preview-end */}
      </Box>
    </Box>
  );
}

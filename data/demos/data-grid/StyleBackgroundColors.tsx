import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGridPro, type GridColDef, type GridPinnedRowsProp } from '@mui/x-data-grid-pro';
import { cities } from './data/cities';

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', width: 150 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'continent', headerName: 'Continent', width: 140 },
  { field: 'population', headerName: 'Population', type: 'number', width: 130 },
  { field: 'area', headerName: 'Area (km²)', type: 'number', width: 120 },
  { field: 'elevation', headerName: 'Elevation (m)', type: 'number', width: 130 },
  { field: 'rainfall', headerName: 'Rainfall (mm)', type: 'number', width: 130 },
];

const rows = cities.slice(0, 20);
const total = (field: 'population' | 'area') => rows.reduce((sum, row) => sum + row[field], 0);
const pinnedRows: GridPinnedRowsProp = {
  bottom: [{ id: 'total', city: 'All 20 cities', population: total('population'), area: total('area') }],
};

// preview-start
// Extends the page's theme with the grid's three backgrounds. The values are CSS variables,
// set below for each color scheme, so that they follow the light and dark modes.
const withGridBackgrounds = (outer: Theme): Theme => ({
  ...outer,
  palette: {
    ...outer.palette,
    DataGrid: { bg: 'var(--grid-bg)', headerBg: 'var(--grid-header-bg)', pinnedBg: 'var(--grid-pinned-bg)' },
  },
});
// preview-end

export default function StyleBackgroundColors() {
  const [custom, setCustom] = React.useState(true);

  const grid = (
    <DataGridPro
      rows={rows}
      columns={columns}
      pinnedRows={pinnedRows}
      initialState={{ pinnedColumns: { left: ['city'] } }}
      density="compact"
      hideFooter
    />
  );

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={<Switch checked={custom} onChange={(event) => setCustom(event.target.checked)} />}
        label="palette.DataGrid colors"
        sx={{ mb: 1 }}
      />
      <Box
        sx={(theme) => ({
          flex: 1,
          minHeight: 0,
          // preview-start
          '--grid-bg': '#f7fafc',
          '--grid-header-bg': '#dbe9f6',
          '--grid-pinned-bg': '#edf3f9',
          ...theme.applyStyles('dark', {
            '--grid-bg': '#0f1d2b',
            '--grid-header-bg': '#173049',
            '--grid-pinned-bg': '#12263a',
          }),
          // preview-end
        })}
      >
        {/* preview-start */}
        {custom ? <ThemeProvider theme={withGridBackgrounds}>{grid}</ThemeProvider> : grid}
        {/* preview-end */}
      </Box>
    </Box>
  );
}

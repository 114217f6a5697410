import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { cities, type City } from './data/cities';

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', width: 160 },
  { field: 'population', headerName: 'Population', type: 'number', width: 130 },
];

export default function RowDefinitionStableRows() {
  const apiRef = useGridApiRef();
  const [stable, setStable] = React.useState(true);
  const [seconds, setSeconds] = React.useState(0);
  const [sorts, setSorts] = React.useState(0);

  // A clock re-renders the component every second, as any state change of a page would.
  React.useEffect(() => {
    const timer = setInterval(() => setSeconds((value) => value + 1), 1000);
    return () => clearInterval(timer);
  }, []);

  // Counts how often the grid sorts its rows again.
  React.useEffect(() => apiRef.current?.subscribeEvent('sortedRowsSet', () => setSorts((count) => count + 1)), [apiRef]);

  // preview-start
  // Stable: the same array until the data changes. Unstable: a copy on every render.
  const stableRows = React.useMemo(() => cities.slice(0, 12), []);
  const rows = stable ? stableRows : cities.slice(0, 12);
  // preview-end

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={stable}
              onChange={(event) => {
                setStable(event.target.checked);
                setSorts(0);
              }}
            />
          }
          label="Same rows array between renders"
        />
        <Typography variant="body2" color="text.secondary" noWrap>
          Re-renders: {seconds} · times the grid sorted again: {sorts}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ sorting: { sortModel: [{ field: 'population', sort: 'desc' }] } }}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}

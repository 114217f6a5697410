import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Sensor {
  id: string;
  location: string;
  temperature: number;
  humidity: number;
  readings: number;
}

const initialSensors: Sensor[] = [
  'Cold room 1',
  'Cold room 2',
  'Freezer A',
  'Freezer B',
  'Loading dock',
  'Packing hall',
  'Dry store',
  'Office',
].map((location, index) => ({
  id: `S-${101 + index}`,
  location,
  temperature: [3.1, 2.8, -18.2, -19.5, 14.3, 18.9, 16.4, 21.2][index],
  humidity: [82, 79, 61, 63, 55, 47, 41, 38][index],
  readings: 0,
}));

const columns: GridColDef<Sensor>[] = [
  { field: 'id', headerName: 'Sensor', width: 90 },
  { field: 'location', headerName: 'Location', flex: 1, minWidth: 140 },
  { field: 'temperature', headerName: '°C', type: 'number', width: 90, valueFormatter: (value: number) => value.toFixed(1) },
  { field: 'humidity', headerName: 'Humidity %', type: 'number', width: 110 },
  { field: 'readings', headerName: 'Readings', type: 'number', width: 100 },
];

export default function RowUpdatesThrottle() {
  const apiRef = useGridApiRef();
  const [throttleRowsMs, setThrottleRowsMs] = React.useState(1000);
  const [running, setRunning] = React.useState(false);
  const [sent, setSent] = React.useState(0);
  const [applied, setApplied] = React.useState(0);
  const tick = React.useRef(0);
  // The feed's own copy of the values: under throttling, the grid's rows lag behind it.
  const feed = React.useRef(initialSensors.map((sensor) => ({ ...sensor })));

  // Counts the times the grid applied new rows.
  React.useEffect(() => apiRef.current?.subscribeEvent('rowsSet', () => setApplied((count) => count + 1)), [apiRef]);

  // Every 20 ms, one sensor sends a reading: 50 updates a second.
  React.useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      const n = tick.current;
      tick.current += 1;
      const sensor = feed.current[n % feed.current.length];
      sensor.temperature += (((n * 7919) % 21) - 10) / 50;
      sensor.readings += 1;
      // preview-start
      apiRef.current!.updateRows([{ id: sensor.id, temperature: sensor.temperature, readings: sensor.readings }]);
      // preview-end
      setSent((count) => count + 1);
    }, 20);
    return () => clearInterval(timer);
  }, [running, apiRef]);

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="contained" onClick={() => setRunning(!running)}>
          {running ? 'Stop' : 'Start'}
        </Button>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={throttleRowsMs}
          onChange={(_event, value: number | null) => value !== null && setThrottleRowsMs(value)}
          aria-label="throttleRowsMs"
        >
          <ToggleButton value={0}>0 ms</ToggleButton>
          <ToggleButton value={1000}>1,000 ms</ToggleButton>
          <ToggleButton value={3000}>3,000 ms</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary" noWrap>
          {sent} updates sent · rows applied {applied} times
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGridPro apiRef={apiRef} rows={initialSensors} columns={columns} throttleRowsMs={throttleRowsMs} hideFooter />
        {/* preview-end */}
      </Box>
    </Box>
  );
}

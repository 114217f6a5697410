import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Quote {
  id: string;
  company: string;
  price: number;
  open: number;
  change: number;
  volume: number;
}

const companies: [symbol: string, name: string, price: number][] = [
  ['NRDL', 'Nordlicht Energie', 48.2],
  ['KSTR', 'Kestrel Aerospace', 131.75],
  ['MRDN', 'Meridian Foods', 22.4],
  ['HLIX', 'Helix Therapeutics', 87.1],
  ['PLSM', 'Plasma Semiconductors', 312.6],
  ['TRVL', 'Travelo Booking', 64.95],
  ['OKAP', 'Okapi Logistics', 18.3],
  ['VRDN', 'Viridian Water', 41.05],
  ['ZNTH', 'Zenith Insurance', 205.4],
  ['CBLT', 'Cobalt Mining', 9.87],
];

const initialRows: Quote[] = companies.map(([id, company, price]) => ({ id, company, price, open: price, change: 0, volume: 0 }));

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Symbol', width: 90 },
  { field: 'company', headerName: 'Company', width: 190 },
  { field: 'price', headerName: 'Price', type: 'number', width: 110, valueFormatter: (value?: number) => (value == null ? '' : money.format(value)) },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : `${value > 0 ? '+' : ''}${value.toFixed(2)}%`),
    cellClassName: ({ value }) => (value > 0 ? 'up' : value < 0 ? 'down' : ''),
  },
  { field: 'volume', headerName: 'Volume', type: 'number', width: 120 },
];

/** A seeded generator (mulberry32): the same market on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export default function RealTimeTickerGrid() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(true);
  const [updates, setUpdates] = React.useState(0);
  const random = React.useRef(seeded(7));

  // preview-start
  React.useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      const api = apiRef.current;
      if (!api) return;
      // Three quotes move per tick: send only those rows, only the changed fields.
      const changes = Array.from({ length: 3 }, () => {
        const [id] = companies[Math.floor(random.current() * companies.length)];
        const quote = api.getRow<Quote>(id)!;
        const price = Math.max(1, quote.price * (1 + (random.current() - 0.5) / 50));
        return {
          id,
          price,
          change: ((price - quote.open) / quote.open) * 100,
          volume: quote.volume + Math.round(random.current() * 5000),
        };
      });
      api.updateRows(changes);
      setUpdates((count) => count + changes.length);
    }, 200);
    return () => clearInterval(timer);
  }, [apiRef, running]);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, height: 32, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setRunning((value) => !value)}>
          {running ? 'Pause' : 'Resume'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {updates} row updates
        </Typography>
      </Stack>
      <Box sx={{ height: 420, '& .up': { color: 'success.main' }, '& .down': { color: 'error.main' } }}>
        {/* preview-start */}
        <DataGridPro
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          // Apply incoming updates at most every 500 ms, however often they arrive.
          throttleRowsMs={500}
          initialState={{ sorting: { sortModel: [{ field: 'change', sort: 'desc' }] } }}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}

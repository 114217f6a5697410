import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef, type GridRowModelUpdate } from '@mui/x-data-grid-pro';

type Stage = 'Label created' | 'Picked up' | 'In transit' | 'Out for delivery' | 'Delivered';
const stages: Stage[] = ['Label created', 'Picked up', 'In transit', 'Out for delivery', 'Delivered'];

interface Parcel {
  id: string;
  recipient: string;
  city: string;
  stage: Stage;
  /** Kilometres left to the recipient. */
  distance: number;
  events: number;
}

const recipients: Array<[string, string, number]> = [
  ['Café Lumière', 'Lyon', 460],
  ['Nordic Brew Co.', 'Oslo', 1480],
  ['Espresso Vivo', 'Turin', 610],
  ['Harbour Coffee', 'Brighton', 320],
  ['Kaffeehaus Adler', 'Vienna', 1040],
  ['Tostadores del Sur', 'Seville', 1720],
  ['Blue Door Bakery', 'Dublin', 780],
  ['Gartenhaus Kaffee', 'Munich', 690],
];

const initialParcels: Parcel[] = recipients.map(([recipient, city, distance], index) => ({
  id: `PX-${7301 + index}`,
  recipient,
  city,
  stage: 'Label created',
  distance,
  events: 0,
}));

const columns: GridColDef<Parcel>[] = [
  { field: 'id', headerName: 'Parcel', width: 100 },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 100 },
  { field: 'stage', headerName: 'Stage', width: 140 },
  { field: 'distance', headerName: 'Km left', type: 'number', width: 90 },
  { field: 'events', headerName: 'Events', type: 'number', width: 80 },
];

/**
 * Stands in for a tracking feed (a WebSocket, server-sent events): every tick it reports on some
 * parcels, the same ones in the same order on every run. Each message carries only what changed.
 */
function nextMessages(tick: number, parcels: Record<string, Parcel>): GridRowModelUpdate[] {
  return initialParcels
    .filter((_, index) => (index * 3 + tick) % 4 !== 0)
    .map(({ id }, index): GridRowModelUpdate | null => {
      const parcel = parcels[id];
      if (parcel.stage === 'Delivered') return null;
      const distance = Math.max(0, parcel.distance - (60 + ((tick * 7 + index * 13) % 90)));
      const stage: Stage = distance === 0 ? 'Delivered' : distance < 120 ? 'Out for delivery' : tick < 2 ? 'Picked up' : 'In transit';
      return { id, distance, stage, events: parcel.events + 1 };
    })
    .filter((message): message is GridRowModelUpdate => message !== null);
}

export default function RowUpdatesStreaming() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);
  const [received, setReceived] = React.useState(0);
  const tick = React.useRef(0);

  // preview-start
  React.useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      const current = Object.fromEntries(apiRef.current!.getRowModels()) as Record<string, Parcel>;
      const messages = nextMessages(tick.current, current);
      tick.current += 1;
      if (messages.length === 0) {
        setRunning(false);
        return;
      }
      // Pro and Premium apply a whole batch in one call, and one render.
      apiRef.current!.updateRows(messages);
      setReceived((count) => count + messages.length);
    }, 600);
    return () => clearInterval(timer);
  }, [running, apiRef]);
  // preview-end

  const reset = () => {
    setRunning(false);
    tick.current = 0;
    setReceived(0);
    apiRef.current!.setRows(initialParcels);
  };

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="contained" onClick={() => setRunning(!running)}>
          {running ? 'Pause the feed' : 'Start the feed'}
        </Button>
        <Button size="small" onClick={reset}>
          Reset
        </Button>
        <Typography variant="body2" color="text.secondary">
          {received} updates received
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGridPro apiRef={apiRef} rows={initialParcels} columns={columns} hideFooter />
        {/* preview-end */}
      </Box>
    </Box>
  );
}

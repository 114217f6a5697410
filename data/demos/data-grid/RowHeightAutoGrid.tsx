import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  message: string;
  customer: string;
}

const tickets: Ticket[] = [
  { id: 4181, subject: 'Grinder jams', customer: 'Café Lumière', message: 'The G2 grinder stops after a few seconds with dark roasts.' },
  {
    id: 4182,
    subject: 'Invoice address',
    customer: 'Nordic Brew Co.',
    message:
      'Our invoices for March and April were sent to the old office in Bergen. Could you update the billing address to Strandkaien 12, 5013 Bergen, and send both invoices again? The purchase order numbers are PO-2291 and PO-2317.',
  },
  { id: 4183, subject: 'Delivery time', customer: 'Espresso Vivo', message: 'When will the cold brew towers be back in stock?' },
  {
    id: 4184,
    subject: 'Machine leaks',
    customer: 'Harbour Coffee',
    message:
      'The Duo espresso machine leaks water under the drip tray after about twenty shots. We descaled it last week and replaced the gasket, but the leak came back the next morning.',
  },
  { id: 4185, subject: 'Thank you', customer: 'Kissaten Hoshi', message: 'Thanks for the quick replacement of the scale!' },
  {
    id: 4186,
    subject: 'Training session',
    customer: 'Maple Street Café',
    message: 'We have three new baristas starting in June. Do you offer an on-site training for the Duo, and what would it cost?',
  },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 80 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'subject', headerName: 'Subject', width: 150 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 240 },
];

export default function RowHeightAutoGrid() {
  const [density, setDensity] = React.useState<GridDensity>('standard');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_event, value: GridDensity | null) => value && setDensity(value)}
        aria-label="Density"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box
        sx={{
          height: 420,
          // Room around wrapped text: the padding scales with the density.
          '& .MuiDataGrid-cell': { py: density === 'compact' ? 0.5 : density === 'standard' ? 1 : 1.5 },
        }}
      >
        {/* preview-start */}
        <DataGrid
          rows={tickets}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
          getRowHeight={() => 'auto'}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}

import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function DigitalClockFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <div>
          <Typography variant="overline" component="p">Read-only: doors open</Typography>
          {/* preview-start */}
          <Paper variant="outlined">
            <DigitalClock defaultValue={dayjs('2026-04-17T19:30')} readOnly ampm={false} sx={{ width: 140 }} />
          </Paper>
          {/* preview-end */}
        </div>
        <div>
          <Typography variant="overline" component="p">Disabled: sold out</Typography>
          {/* preview-start */}
          <Paper variant="outlined">
            <MultiSectionDigitalClock defaultValue={dayjs('2026-04-17T21:00')} disabled ampm={false} />
          </Paper>
          {/* preview-end */}
        </div>
      </Box>
    </LocalizationProvider>
  );
}
